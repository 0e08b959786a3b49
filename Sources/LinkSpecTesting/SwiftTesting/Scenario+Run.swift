import CucumberMessages
import LinkSpecReports
import LinkSpecRunner

extension Scenario {
    /// Runs this one scenario; every failure goes to `record`, on this thread.
    /// A list that could not be loaded records its problems (at the feature
    /// file's line for a parse error) and runs nothing.
    func run<World: AnyObject>(
        library: StepLibrary<World>, makeWorld: @escaping @Sendable (Pickle) -> World, app: AppUnderTest? = nil,
        nameRule: StepArgumentCheck.Rule? = nil, reports: [Report], configuration: RunConfiguration, caller: CallerLocation,
        record: (ScenarioFailure) -> Void
    ) throws -> RunOutcome {
        switch content {
        case .unloadable:
            return recordLoadProblems(record)
        case .pickle(let pickle, let suite, let position):
            let run = SuiteRun(suite: suite, library: library, configuration: configuration, makeWorld: makeWorld, app: app,
                               nameRule: nameRule)
            let outcome = try run.run([pickle], keepingRecords: !reports.isEmpty, caller: caller, record: record)
            try GatheredReports.shared.add(outcome.records, position: position, of: suite, library: library,
                                           configuration: configuration, app: app, reports: reports)
            return outcome
        }
    }

    /// For a list that could not be loaded: its problems, recorded at the
    /// feature file's line for a parse error, at the listing call otherwise.
    func recordLoadProblems(_ record: (ScenarioFailure) -> Void) -> RunOutcome {
        guard case .unloadable(let error, let root, let listedAt) = content else { return RunOutcome() }
        let failures = error.errors.map { listedAt.failure(for: $0, root: root) }
        failures.forEach(record)
        return RunOutcome(failures: failures)
    }
}
