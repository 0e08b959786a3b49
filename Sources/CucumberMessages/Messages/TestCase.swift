/// A pickle made ready to run: the steps in order, each bound to the hook or the
/// step definitions it matched. Emitted before any test case starts.
@usableFromInline
package struct TestCase: Hashable, Sendable {
    @usableFromInline package var id: String
    @usableFromInline package var pickleId: String
    @usableFromInline package var testSteps: [TestStep]
    @usableFromInline package var testRunStartedId: String?

    @inlinable package init(id: String, pickleId: String, testSteps: [TestStep], testRunStartedId: String? = nil) {
        self.id = id
        self.pickleId = pickleId
        self.testSteps = testSteps
        self.testRunStartedId = testRunStartedId
    }
}

/// One step of a test case: either a hook (`hookId`) or a pickle step
/// (`pickleStepId`, with the step definitions it matched: none when undefined,
/// several when ambiguous).
@usableFromInline
package struct TestStep: Hashable, Sendable {
    @usableFromInline package var id: String
    @usableFromInline package var hookId: String?
    @usableFromInline package var pickleStepId: String?
    @usableFromInline package var stepDefinitionIds: [String]?
    @usableFromInline package var stepMatchArgumentsLists: [StepMatchArgumentsList]?

    @inlinable package init(id: String, hookId: String? = nil, pickleStepId: String? = nil,
                stepDefinitionIds: [String]? = nil, stepMatchArgumentsLists: [StepMatchArgumentsList]? = nil) {
        self.id = id
        self.hookId = hookId
        self.pickleStepId = pickleStepId
        self.stepDefinitionIds = stepDefinitionIds
        self.stepMatchArgumentsLists = stepMatchArgumentsLists
    }

    /// A step that runs a hook.
    @inlinable package static func hook(id: String, hookId: String) -> TestStep {
        TestStep(id: id, hookId: hookId)
    }
}

/// The arguments one step definition captured from a step's text.
@usableFromInline
package struct StepMatchArgumentsList: Hashable, Sendable {
    @usableFromInline package var stepMatchArguments: [StepMatchArgument]

    @inlinable package init(stepMatchArguments: [StepMatchArgument]) {
        self.stepMatchArguments = stepMatchArguments
    }
}

@usableFromInline
package struct StepMatchArgument: Hashable, Sendable {
    @usableFromInline package var group: Group
    @usableFromInline package var parameterTypeName: String?

    @inlinable package init(group: Group, parameterTypeName: String? = nil) {
        self.group = group
        self.parameterTypeName = parameterTypeName
    }
}

/// A capture group of the match, with its nested groups. `start` counts UTF-16
/// code units from the start of the step text, as in the reference runners.
/// `children` is optional since protocol 32: absent and empty differ on the wire.
@usableFromInline
package struct Group: Hashable, Sendable {
    @usableFromInline package var children: [Group]?
    @usableFromInline package var start: Int?
    @usableFromInline package var value: String?

    @inlinable package init(children: [Group]? = nil, start: Int? = nil, value: String? = nil) {
        self.children = children
        self.start = start
        self.value = value
    }
}
