import CucumberMessages
import Gherkin

/// A before-all or after-all hook as it ran.
public struct RunHookRecord: Sendable {
    /// Index in `StepLibrary.hooks`.
    public var hook: Int
    public var status: StepStatus
    public var message: String?
    public var errorType: String?
    public var startedAt: Int64
    public var durationNanoseconds: Int64
    /// What the hook attached through its `RunHookContext`, in order.
    public var attachments: [Attachment] = []
}

/// Receives a run as it happens, always on the thread that called
/// `ScenarioRunner.run` and in a deterministic order: every attempt of each
/// scenario in run order, whatever the number of jobs. The message stream
/// (and through it every report), the progress line and the XCTest embedding
/// are observers.
public protocol RunObserver: AnyObject {
    func runStarted(at timestamp: Int64)
    func runHookFinished(_ record: RunHookRecord)
    /// Every test case of the run as planned (steps matched, hooks chosen,
    /// nothing run), before the first one starts: called once the before-all
    /// hooks passed, when the whole selection is known (`ScenarioRunner.run(_:)`;
    /// not in a streamed run, whose files arrive batch by batch).
    func testCasesPlanned(_ records: [TestCaseRecord])
    func testCaseFinished(_ record: TestCaseRecord)
    func runFinished(_ result: RunResult)
}

extension RunObserver {
    public func runStarted(at timestamp: Int64) {}
    public func runHookFinished(_ record: RunHookRecord) {}
    public func testCasesPlanned(_ records: [TestCaseRecord]) {}
    public func runFinished(_ result: RunResult) {}
}
