/// The counts of a finished run and what the process should exit with.
public struct RunResult: Sendable {
    /// Scenarios by status, final attempts only.
    public package(set) var scenarios: [StepStatus: Int] = [:]
    /// Steps by status, final attempts only.
    public package(set) var steps: [StepStatus: Int] = [:]
    /// Scenarios that passed on a later attempt (`retry`).
    public package(set) var flaky = 0
    /// Before-all or after-all hooks that failed.
    public package(set) var failedRunHooks = 0
    /// Whether the run was stopped (a signal) before its end.
    public package(set) var interrupted = false
    package var strict = true
    package var startedAt: Int64 = 0
    package var durationNanoseconds: Int64 = 0

    package init() {}

    /// Scenarios run, final attempts only.
    public var scenarioCount: Int { scenarios.values.reduce(0, +) }
    /// Steps run, final attempts only.
    public var stepCount: Int { steps.values.reduce(0, +) }

    /// Whether every scenario passed (pending and undefined fail a strict run).
    public var success: Bool {
        failedRunHooks == 0 && !interrupted
            && !scenarios.contains { status, count in count > 0 && status.failsRun(strict: strict) }
    }

    /// 0 all passed, 1 some scenario did not pass, 130 interrupted (128 + SIGINT,
    /// as shells report it).
    package var exitCode: Int32 {
        if interrupted { return 130 }
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
