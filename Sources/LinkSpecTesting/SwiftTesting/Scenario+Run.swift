import LinkSpecRunner

extension Scenario {
    /// Runs this one scenario; every failure goes to `record`, on this thread.
    /// A list that could not be loaded records its problems (at the feature
    /// file's line for a parse error) and runs nothing.
    func run<World: AnyObject>(
        library: StepLibrary<World>, makeWorld: @escaping @Sendable () -> World,
        reports: [Report], configuration: RunConfiguration, caller: CallerLocation,
        record: (ScenarioFailure) -> Void
    ) throws -> RunOutcome {
        switch content {
        case .unloadable(let error, let root, let listedAt):
            let failures = error.errors.map { listedAt.failure(for: $0, root: root) }
            failures.forEach(record)
            return RunOutcome(failures: failures)
        case .pickle(let pickle, let suite, _):
            let run = SuiteRun(suite: suite, library: library, configuration: configuration, makeWorld: makeWorld)
            do {
                return try run.run([pickle], reports: reports, caller: caller, record: record)
            } catch let errors as InputErrors {
                throw LinkSpecError(errors)
            }
        }
    }
}
