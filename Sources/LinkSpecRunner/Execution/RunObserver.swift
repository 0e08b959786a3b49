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
}

/// Receives a run as it happens, always on the thread that called
/// `ScenarioRunner.run` and in a deterministic order: every attempt of each
/// scenario in run order, whatever the number of jobs. The message stream
/// (and through it every report), the progress line and the XCTest embedding
/// are observers.
public protocol RunObserver: AnyObject {
    func runStarted(at timestamp: Int64)
    func runHookFinished(_ record: RunHookRecord)
    func testCaseFinished(_ record: TestCaseRecord)
    func runFinished(_ result: RunResult)
}

extension RunObserver {
    public func runStarted(at timestamp: Int64) {}
    public func runHookFinished(_ record: RunHookRecord) {}
    public func runFinished(_ result: RunResult) {}
}
