/// A pickle made ready to run: the steps in order, each bound to the hook or the
/// step definitions it matched. Emitted before any test case starts.
public struct TestCase: Hashable, Sendable {
    public var id: String
    public var pickleId: String
    public var testSteps: [TestStep]
    public var testRunStartedId: String?

    public init(id: String, pickleId: String, testSteps: [TestStep], testRunStartedId: String? = nil) {
        self.id = id
        self.pickleId = pickleId
        self.testSteps = testSteps
        self.testRunStartedId = testRunStartedId
    }
}

/// One step of a test case: either a hook (`hookId`) or a pickle step
/// (`pickleStepId`, with the step definitions it matched: none when undefined,
/// several when ambiguous).
public struct TestStep: Hashable, Sendable {
    public var id: String
    public var hookId: String?
    public var pickleStepId: String?
    public var stepDefinitionIds: [String]?
    public var stepMatchArgumentsLists: [StepMatchArgumentsList]?

    public init(id: String, hookId: String? = nil, pickleStepId: String? = nil,
                stepDefinitionIds: [String]? = nil, stepMatchArgumentsLists: [StepMatchArgumentsList]? = nil) {
        self.id = id
        self.hookId = hookId
        self.pickleStepId = pickleStepId
        self.stepDefinitionIds = stepDefinitionIds
        self.stepMatchArgumentsLists = stepMatchArgumentsLists
    }

    /// A step that runs a hook.
    public static func hook(id: String, hookId: String) -> TestStep {
        TestStep(id: id, hookId: hookId)
    }
}

/// The arguments one step definition captured from a step's text.
public struct StepMatchArgumentsList: Hashable, Sendable {
    public var stepMatchArguments: [StepMatchArgument]

    public init(stepMatchArguments: [StepMatchArgument]) {
        self.stepMatchArguments = stepMatchArguments
    }
}

public struct StepMatchArgument: Hashable, Sendable {
    public var group: Group
    public var parameterTypeName: String?

    public init(group: Group, parameterTypeName: String? = nil) {
        self.group = group
        self.parameterTypeName = parameterTypeName
    }
}

/// A capture group of the match, with its nested groups. `start` counts UTF-16
/// code units from the start of the step text, as in the reference runners.
/// `children` is optional since protocol 32: absent and empty differ on the wire.
public struct Group: Hashable, Sendable {
    public var children: [Group]?
    public var start: Int?
    public var value: String?

    public init(children: [Group]? = nil, start: Int? = nil, value: String? = nil) {
        self.children = children
        self.start = start
        self.value = value
    }
}
