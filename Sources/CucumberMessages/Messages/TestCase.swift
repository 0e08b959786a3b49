/// A pickle made ready to run: the steps in order, each bound to the hook or the
/// step definitions it matched. Emitted before any test case starts.
package struct TestCase: Hashable, Sendable {
    package var id: String
    package var pickleId: String
    package var testSteps: [TestStep]
    package var testRunStartedId: String?

    package init(id: String, pickleId: String, testSteps: [TestStep], testRunStartedId: String? = nil) {
        self.id = id
        self.pickleId = pickleId
        self.testSteps = testSteps
        self.testRunStartedId = testRunStartedId
    }
}

/// One step of a test case: either a hook (`hookId`) or a pickle step
/// (`pickleStepId`, with the step definitions it matched: none when undefined,
/// several when ambiguous).
package struct TestStep: Hashable, Sendable {
    package var id: String
    package var hookId: String?
    package var pickleStepId: String?
    package var stepDefinitionIds: [String]?
    package var stepMatchArgumentsLists: [StepMatchArgumentsList]?

    package init(id: String, hookId: String? = nil, pickleStepId: String? = nil,
                stepDefinitionIds: [String]? = nil, stepMatchArgumentsLists: [StepMatchArgumentsList]? = nil) {
        self.id = id
        self.hookId = hookId
        self.pickleStepId = pickleStepId
        self.stepDefinitionIds = stepDefinitionIds
        self.stepMatchArgumentsLists = stepMatchArgumentsLists
    }

    /// A step that runs a hook.
    package static func hook(id: String, hookId: String) -> TestStep {
        TestStep(id: id, hookId: hookId)
    }
}

/// The arguments one step definition captured from a step's text.
package struct StepMatchArgumentsList: Hashable, Sendable {
    package var stepMatchArguments: [StepMatchArgument]

    package init(stepMatchArguments: [StepMatchArgument]) {
        self.stepMatchArguments = stepMatchArguments
    }
}

package struct StepMatchArgument: Hashable, Sendable {
    package var group: Group
    package var parameterTypeName: String?

    package init(group: Group, parameterTypeName: String? = nil) {
        self.group = group
        self.parameterTypeName = parameterTypeName
    }
}

/// A capture group of the match, with its nested groups. `start` counts UTF-16
/// code units from the start of the step text, as in the reference runners.
/// `children` is optional since protocol 32: absent and empty differ on the wire.
package struct Group: Hashable, Sendable {
    package var children: [Group]?
    package var start: Int?
    package var value: String?

    package init(children: [Group]? = nil, start: Int? = nil, value: String? = nil) {
        self.children = children
        self.start = start
        self.value = value
    }
}
