import Gherkin
import LinkSpecRunner

/// Runs scenarios of a loaded suite with a step library: the one engine behind
/// both the XCTest and the Swift Testing helpers. Failures reach `record` as
/// each scenario's last attempt finishes, on the calling thread (XCTest wants
/// them on the test's thread); reports are fed the run's message stream.
struct SuiteRun<World: AnyObject> {
    let suite: FeatureSuite
    let library: StepLibrary<World>
    let configuration: RunConfiguration
    let makeWorld: @Sendable () -> World

    /// Runs `pickles` (by default every selected one). Step definitions that do
    /// not compile, or report files that cannot be created, are thrown before
    /// anything runs; a report that fails while being written is thrown after.
    func run(_ pickles: [Pickle]? = nil, reports: [Report] = [], caller: CallerLocation,
             record: (ScenarioFailure) -> Void) throws -> RunOutcome {
        let pickles = pickles ?? suite.pickles
        let runner = try ScenarioRunner(library: library, configuration: configuration, makeWorld: makeWorld)
        let writer = reports.isEmpty ? nil : try ReportWriter(reports, root: suite.root)
        return try withoutActuallyEscaping(record) { record in
            let observer = Observer(suite: suite, library: library, configuration: configuration, caller: caller,
                                    writer: writer, record: record)
            writer?.consume(observer.stream.opening(features: suite.features, pickles: pickles))
            let result = runner.run(pickles, observer: observer)
            try writer?.finish()
            return RunOutcome(result: result, failures: observer.failures, scenarioCount: pickles.count)
        }
    }

    /// Sees the run as it happens: records failures, feeds reports.
    private final class Observer: RunObserver {
        let suite: FeatureSuite
        let attribution: FailureAttribution<World>
        let caller: CallerLocation
        let writer: ReportWriter?
        let record: (ScenarioFailure) -> Void
        var stream: RunMessageStream<World>
        var failures: [ScenarioFailure] = []

        init(suite: FeatureSuite, library: StepLibrary<World>, configuration: RunConfiguration, caller: CallerLocation,
             writer: ReportWriter?, record: @escaping (ScenarioFailure) -> Void) {
            self.suite = suite
            self.attribution = FailureAttribution(library: library, strict: configuration.strict)
            self.caller = caller
            self.writer = writer
            self.record = record
            self.stream = RunMessageStream(library: library, strict: configuration.strict, firstId: suite.nextId)
        }

        func runStarted(at timestamp: Int64) {
            writer?.consume(stream.runStarted(at: timestamp))
        }

        func runHookFinished(_ hookRecord: RunHookRecord) {
            writer?.consume(stream.runHookFinished(hookRecord))
            guard hookRecord.status.failsRun(strict: attribution.strict) else { return }
            let hook = attribution.library.hooks.indices.contains(hookRecord.hook) ? attribution.library.hooks[hookRecord.hook] : nil
            let name = hook?.kind == .afterAll ? "After-all hook" : "Before-all hook"
            var lines = ["\(name)\(hook?.name.map { " '\($0)'" } ?? "") \(hookRecord.status)"]
            if let message = hookRecord.message { lines.append(message) }
            if let hook { lines.append("Hook: \(hook.location)") }
            report(caller.failure(status: hookRecord.status, message: lines.joined(separator: "\n"),
                                  definitionLocation: hook?.location))
        }

        func testCaseFinished(_ testCase: TestCaseRecord) {
            writer?.consume(stream.testCaseFinished(testCase))
            guard !testCase.willBeRetried, let feature = suite.feature(of: testCase.pickle) else { return }
            for failure in attribution.failures(of: testCase, in: feature) { report(failure) }
        }

        func runFinished(_ result: RunResult) {
            writer?.consume(stream.runFinished(result, success: result.success))
        }

        private func report(_ failure: ScenarioFailure) {
            failures.append(failure)
            record(failure)
        }
    }
}
