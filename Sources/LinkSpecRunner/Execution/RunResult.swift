/// The counts of a finished run and what the process should exit with.
public struct RunResult: Sendable {
    /// Final attempts only, by status.
    public var scenarios: [StepStatus: Int] = [:]
    public var steps: [StepStatus: Int] = [:]
    public var flaky = 0
    /// Before-all or after-all hooks that failed.
    public var failedRunHooks = 0
    public var interrupted = false
    public var strict = true
    public var startedAt: Int64 = 0
    public var durationNanoseconds: Int64 = 0

    public init() {}

    public var scenarioCount: Int { scenarios.values.reduce(0, +) }
    public var stepCount: Int { steps.values.reduce(0, +) }

    /// Whether every scenario passed (pending and undefined fail a strict run).
    public var success: Bool {
        failedRunHooks == 0 && !interrupted
            && !scenarios.contains { status, count in count > 0 && status.failsRun(strict: strict) }
    }

    /// The exit code of an interrupted run: 128 + SIGINT, as shells report it.
    public static let interruptedExitCode: Int32 = 130

    /// 0 all passed, 1 some scenario did not pass, 130 interrupted.
    public var exitCode: Int32 {
        if interrupted { return Self.interruptedExitCode }
        return success ? 0 : 1
    }

    mutating func count(_ record: TestCaseRecord) {
        guard !record.willBeRetried else { return }
        scenarios[record.status, default: 0] += 1
        if record.isFlaky { flaky += 1 }
        for step in record.steps {
            if case .pickleStep = step.kind { steps[step.status, default: 0] += 1 }
        }
    }
}
