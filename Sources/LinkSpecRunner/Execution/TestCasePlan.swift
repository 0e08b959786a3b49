import CucumberMessages

/// The steps of a test case before it runs: its before hooks, the pickle's steps
/// matched to definitions, its after hooks (in reverse order, as Cucumber runs them).
struct TestCasePlan: Sendable {
    var steps: [TestStepRecord]
    /// For each test step that is a matched pickle step: the values for its body.
    var values: [[StepArgumentValue]?]

    init<World>(pickle: Pickle, library: StepLibrary<World>, steps compiled: CompiledSteps, snippets: Bool) {
        let tags = pickle.tags.map(\.name)
        let hooks = library.hooks
        var steps: [TestStepRecord] = []
        var values: [[StepArgumentValue]?] = []
        steps.reserveCapacity(pickle.steps.count + hooks.count)
        values.reserveCapacity(pickle.steps.count + hooks.count)
        for index in 0..<hooks.count where hooks[index].kind == .beforeScenario && hooks[index].applies(to: tags) {
            steps.append(TestStepRecord(kind: .hook(index)))
            values.append(nil)
        }
        for (index, step) in pickle.steps.enumerated() {
            let (record, stepValues) = Self.plan(step, at: index, library: library, steps: compiled, snippets: snippets)
            steps.append(record)
            values.append(stepValues)
        }
        for index in (0..<hooks.count).reversed() where hooks[index].kind == .afterScenario && hooks[index].applies(to: tags) {
            steps.append(TestStepRecord(kind: .hook(index)))
            values.append(nil)
        }
        self.steps = steps
        self.values = values
    }

    /// Pickle step `index` matched: its record (skipped until it runs;
    /// undefined or ambiguous, with why) and the values for its body when
    /// one definition binds it.
    static func plan<World>(_ step: PickleStep, at index: Int, library: StepLibrary<World>, steps compiled: CompiledSteps,
                            snippets: Bool) -> (TestStepRecord, [StepArgumentValue]?) {
        var record = TestStepRecord(kind: .pickleStep(index))
        switch compiled.match(step) {
        case .matched(let definition, let arguments, let values):
            record.definitions = [definition]
            record.arguments = [arguments]
            return (record, values)
        case .ambiguous(let definitions, let arguments):
            record.definitions = definitions
            record.arguments = arguments
            record.status = .ambiguous
            record.message = "Multiple step definitions match \"\(step.text)\":\n"
                + definitions.map { "  \(library.steps[$0].pattern) at \(library.steps[$0].location)" }.joined(separator: "\n")
            record.errorType = "AmbiguousStep"
        case .undefined:
            record.status = .undefined
            if snippets { record.snippets = compiled.snippets(for: step) }
        }
        return (record, nil)
    }

    /// Whether the step at `index` is an after hook (runs even after a failure).
    func isAfterHook<World>(_ index: Int, library: StepLibrary<World>) -> Bool {
        guard case .hook(let hook) = steps[index].kind else { return false }
        return library.hooks[hook].kind == .afterScenario
    }
}
