import CucumberMessages
import Gherkin
import LinkSpecReports
import LinkSpecRunner

/// Runs scenarios of a loaded suite with a step library, the way every run
/// goes (`RunDriver`): the one engine behind both the XCTest and the Swift
/// Testing helpers. Failures reach `record` as each scenario's last attempt
/// finishes, on the calling thread (XCTest wants them on the test's thread);
/// reports are fed the run's message stream.
struct SuiteRun<World: AnyObject> {
    let suite: FeatureSuite
    let library: StepLibrary<World>
    let configuration: RunConfiguration
    /// A fresh world for each attempt at a pickle.
    let makeWorld: @Sendable (Pickle) -> World
    /// The app and its routes, named in the reports (`AppUnderTest`).
    var app: AppUnderTest?
    /// The check of the names steps give the app map (`AppParameterRole.nameRule(for:)`),
    /// made before anything runs, as the command line makes it.
    var nameRule: StepArgumentCheck.Rule?

    /// Runs `pickles` (by default every selected one). Step definitions that do
    /// not compile (`LinkSpecError`), or report files that cannot be created,
    /// are thrown before anything runs; a report that fails while being written
    /// is thrown after.
    func run(_ pickles: [Pickle]? = nil, reports: [Report] = [], keepingRecords: Bool = false, caller: CallerLocation,
             record: (ScenarioFailure) -> Void) throws -> RunOutcome {
        let pickles = pickles ?? suite.pickles
        let runner: ScenarioRunner<World>
        do {
            runner = try ScenarioRunner(library: library, configuration: configuration, worldFor: makeWorld)
        } catch {
            throw LinkSpecError(error)
        }
        if let nameRule {
            let problems = runner.argumentCheck(nameRule).problems(in: suite.loaded.features, running: pickles)
            guard problems.isEmpty else { throw LinkSpecError(problems) }
        }
        let driver = RunDriver(library: library, reports: try ReportPipeline(reports, root: suite.root), app: app)
        return try withoutActuallyEscaping(record) { record in
            let observer = Observer(suite: suite, library: library, configuration: configuration, caller: caller,
                                    keepsRecords: keepingRecords, record: record)
            let result = try driver.run(.whole(suite.loaded), pickles: pickles, with: runner, observer: observer)
            var outcome = RunOutcome(result: result, failures: observer.failures, scenarioCount: pickles.count)
            outcome.records = observer.records
            return outcome
        }
    }

    /// Sees the run as it happens: records failures.
    private final class Observer: RunObserver {
        let suite: FeatureSuite
        let attribution: FailureAttribution<World>
        let caller: CallerLocation
        let record: (ScenarioFailure) -> Void
        let keepsRecords: Bool
        var failures: [ScenarioFailure] = []
        var records: [TestCaseRecord] = []

        init(suite: FeatureSuite, library: StepLibrary<World>, configuration: RunConfiguration, caller: CallerLocation,
             keepsRecords: Bool, record: @escaping (ScenarioFailure) -> Void) {
            self.suite = suite
            self.attribution = FailureAttribution(library: library, strict: configuration.strict)
            self.caller = caller
            self.keepsRecords = keepsRecords
            self.record = record
        }

        func runHookFinished(_ hookRecord: RunHookRecord) {
            guard hookRecord.status.failsRun(strict: attribution.strict) else { return }
            let hook = attribution.hook(hookRecord.hook)
            let name = hook?.kind == .afterAll ? "After-all hook" : "Before-all hook"
            let heading = "\(name)\(hook?.name.map { " '\($0)'" } ?? "") \(hookRecord.status)"
            report(caller.failure(status: hookRecord.status, message: FailureAttribution.message(for: hook, heading, hookRecord.message),
                                  definitionLocation: hook?.location))
        }

        func testCaseFinished(_ testCase: TestCaseRecord) {
            if keepsRecords { records.append(testCase) }
            guard !testCase.willBeRetried, let feature = suite.feature(of: testCase.pickle) else { return }
            for failure in attribution.failures(of: testCase, in: feature) { report(failure) }
        }

        private func report(_ failure: ScenarioFailure) {
            failures.append(failure)
            record(failure)
        }
    }
}
