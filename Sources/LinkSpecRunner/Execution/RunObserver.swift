import CucumberMessages

/// A before-all or after-all hook as it ran.
package struct RunHookRecord: Sendable {
    /// Index in `StepLibrary.hooks`.
    package var hook: Int
    package var status: StepStatus
    package var message: String?
    package var errorType: String?
    package var startedAt: Int64
    package var durationNanoseconds: Int64
    /// What the hook attached through its `RunHookContext`, in order.
    package var attachments: [Attachment] = []
}

/// Receives a run as it happens, on the thread that called
/// `ScenarioRunner.run`: every attempt of each scenario in run order, whatever
/// the number of jobs. The message stream and the test helpers are observers.
package protocol RunObserver: AnyObject {
    func runStarted(at timestamp: Int64)
    func runHookFinished(_ record: RunHookRecord)
    /// Every test case of the run as planned (steps matched, hooks chosen),
    /// once the before-all hooks passed; only when the whole selection is
    /// known (`ScenarioRunner.run(_:)`), not in a streamed run.
    func testCasesPlanned(_ records: [TestCaseRecord])
    func testCaseFinished(_ record: TestCaseRecord)
    func runFinished(_ result: RunResult)
}

extension RunObserver {
    package func runStarted(at timestamp: Int64) {}
    package func runHookFinished(_ record: RunHookRecord) {}
    package func testCasesPlanned(_ records: [TestCaseRecord]) {}
    package func runFinished(_ result: RunResult) {}
}
