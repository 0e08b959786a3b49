import CucumberMessages

/// The Background steps in force, compiled once: every pickle gets the same
/// steps with ids of its own, sharing their text, argument and `astNodeIds`.
/// Kept field by field, so that a pickle's copy reads plain arrays (an argument
/// only where there is one) instead of copying whole `PickleStep`s.
struct BackgroundPickleSteps {
    private(set) var texts: [String] = []
    private(set) var astNodeIds: [[String]] = []
    private(set) var stepTypes: [PickleStepType] = []
    /// Indexed like the others; `nil` for most steps.
    private var arguments: [PickleStepArgument?] = []
    private var hasArguments = false
    /// The step type the last of them leaves for an `And` that follows.
    private(set) var types = StepTypes()

    var count: Int { texts.count }

    mutating func append(_ background: [Step]) {
        for index in background.indices {
            texts.append(background[index].text)
            astNodeIds.append([background[index].id])
            stepTypes.append(types.next(background[index].keywordType))
            if PickleArguments.exists(for: background[index]) { hasArguments = true }
            arguments.append(PickleArguments.argument(background[index]) { $0 })
        }
    }

    /// Step `index` for one more pickle: everything shared but the id.
    func step(_ index: Int, id: String) -> PickleStep {
        PickleStep(argument: argument(index), astNodeIds: astNodeIds[index], id: id,
                   type: stepTypes[index], text: texts[index])
    }

    /// Step `index`'s argument, without reading the array when no step has one.
    func argument(_ index: Int) -> PickleStepArgument? {
        hasArguments ? arguments[index] : nil
    }
}
