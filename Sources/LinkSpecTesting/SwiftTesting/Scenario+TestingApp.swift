#if canImport(Testing)
import CucumberMessages
import LinkSpecReports
import LinkSpecRunner
import LinkSpecSteps
import AppSimulation
import Testing

extension Scenario {
    /// Runs the scenario against the simulated app with the standard steps
    /// plus `steps` (or only `steps`), recording one `Issue` per failed step at
    /// the feature file's line:
    ///
    ///     @Test(arguments: LinkSpec.scenarios("Features/routing"))
    ///     func routing(_ scenario: Scenario) throws {
    ///         try scenario.run(app: .file("Features/app.json"), steps: teamSteps)
    ///     }
    ///
    /// A broken app map is an issue at the app map's line, like a parse error.
    @discardableResult
    public func run(
        app: AppSource = .nearest, steps: StepLibrary<AppWorld> = StepLibrary(), standardSteps: Bool = true,
        reports: [Report] = [], configuration: RunConfiguration = RunConfiguration(),
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) throws -> RunOutcome {
        let caller = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let callerLocation = CallerLocation(filePath: filePath, line: line)
        let record: (ScenarioFailure) -> Void = { failure in
            Issue.record(Comment(rawValue: failure.message), sourceLocation: failure.sourceLocation(fallback: caller))
        }
        guard case .pickle(_, let suite, _) = content else {
            return recordLoadProblems(record)
        }
        let map: AppMap
        do {
            map = try app.loadMap(for: suite)
        } catch {
            let failures = error.errors.map { callerLocation.failure(for: $0, root: suite.root) }
            failures.forEach(record)
            return RunOutcome(failures: failures, scenarioCount: 1)
        }
        return try run(library: StandardSteps.library(adding: steps, standardSteps: standardSteps, app: map), makeWorld: app.worlds(with: map, on: suite.platform),
                       app: AppUnderTest(map), nameRule: AppParameterRole.nameRule(for: map), reports: reports, configuration: configuration, caller: callerLocation, record: record)
    }
}
#endif
