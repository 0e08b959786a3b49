import CucumberMessages
import Gherkin
import LinkSpecReports

/// The one way a run goes, for the command line and the XCTest and Swift
/// Testing helpers: the scenarios run (`ScenarioRunner`), whole or a batch at
/// a time (`LoadedRun`), their message stream (`RunMessageStream`) feeds the
/// reports on a thread of their own (`ReportThread`), and one more observer,
/// when given, sees the run too (the test helpers' failures).
///
/// A report that cannot be written is thrown: before anything runs when the
/// stream's first messages cannot be, after the run otherwise; either way no
/// report file is replaced (`ReportPipeline.abandon`). Without reports no
/// message is made at all.
package struct RunDriver<World: AnyObject> {
    package let library: StepLibrary<World>
    package let reports: ReportPipeline?
    package let app: AppUnderTest?
    /// `meta.implementation`.
    package let implementation: Product

    package init(library: StepLibrary<World>, reports: ReportPipeline?, app: AppUnderTest? = nil,
                 implementation: Product = Product(name: "linkspec")) {
        self.library = library
        self.reports = reports
        self.app = app
        self.implementation = implementation
    }

    /// Runs `pickles` (by default the loader's selection) with `runner`.
    package func run(_ features: LoadedRun, pickles: [Pickle]? = nil, with runner: ScenarioRunner<World>,
                     observer: (any RunObserver)? = nil, interruption: Interruption = Interruption()) throws -> RunResult {
        switch features {
        case .whole(let loaded):
            return try drive(loaded, pickles: pickles, observer: observer) { observers in
                runner.run(pickles ?? loaded.pickles, observer: observers, interruption: interruption)
            }
        case .streamed(let batches):
            defer { batches.cancel() }
            return try drive(LoadedFeatures(ids: IdGenerator(startingAt: FeatureBatches.firstRunId)), pickles: [],
                             observer: observer) { observers in
                runner.run(batches: { observers.nextBatch(from: batches) }, observer: observers, interruption: interruption)
            }
        }
    }

    /// Reports attempts that ran elsewhere (a Swift Testing list's test cases,
    /// one scenario each, in any order) as one run of `features`: each list of
    /// `attempts` is the scenario of the same position in `features.pickles`.
    @discardableResult
    package func replay(_ attempts: [[TestCaseRecord]], of features: LoadedFeatures, strict: Bool) throws -> RunResult {
        try drive(features, pickles: nil, observer: nil) { observers in
            var result = RunResult()
            result.strict = strict
            let all = attempts.joined()
            result.startedAt = all.map(\.startedAt).min() ?? 0
            result.durationNanoseconds = max(0, (all.map(\.finishedAt).max() ?? result.startedAt) - result.startedAt)
            observers.runStarted(at: result.startedAt)
            for (position, scenarioAttempts) in attempts.enumerated() {
                for var attempt in scenarioAttempts {
                    attempt.position = position
                    result.count(attempt)
                    observers.testCaseFinished(attempt)
                }
            }
            observers.runFinished(result)
            return result
        }
    }

    private func drive(_ features: LoadedFeatures, pickles: [Pickle]?, observer: (any RunObserver)?,
                       _ body: (Observers<World>) -> RunResult) throws -> RunResult {
        guard let reports else { return body(Observers(stream: nil, other: observer)) }
        let thread = ReportThread(reports)
        let stream = RunMessageStream(library: library, features: features, pickles: pickles,
                                      implementation: implementation, app: app,
                                      consumedKinds: reports.consumedKinds) { try thread.send($0) }
        let result: RunResult
        do {
            try stream.begin()
            result = body(Observers(stream: stream, other: observer))
            if let error = stream.error { throw error }
            try thread.finish()
        } catch {
            try? thread.finish()
            reports.abandon()
            throw error
        }
        try reports.finish()
        return result
    }
}

/// The run's message stream and one more observer, seeing the run as one.
final class Observers<World: AnyObject>: RunObserver {
    let stream: RunMessageStream<World>?
    let other: (any RunObserver)?

    init(stream: RunMessageStream<World>?, other: (any RunObserver)?) {
        self.stream = stream
        self.other = other
    }

    func runStarted(at timestamp: Int64) {
        stream?.runStarted(at: timestamp)
        other?.runStarted(at: timestamp)
    }

    func runHookFinished(_ record: RunHookRecord) {
        stream?.runHookFinished(record)
        other?.runHookFinished(record)
    }

    func testCasesPlanned(_ records: [TestCaseRecord]) {
        stream?.testCasesPlanned(records)
        other?.testCasesPlanned(records)
    }

    func testCaseFinished(_ record: TestCaseRecord) {
        stream?.testCaseFinished(record)
        other?.testCaseFinished(record)
    }

    func runFinished(_ result: RunResult) {
        stream?.runFinished(result)
        other?.runFinished(result)
    }

    /// The next batch's pickles, its files emitted first when there is a stream.
    func nextBatch(from batches: FeatureBatches) -> [Pickle]? {
        if let stream { return stream.nextBatch(from: batches) }
        return batches.next()?.flatMap(\.pickles)
    }
}
