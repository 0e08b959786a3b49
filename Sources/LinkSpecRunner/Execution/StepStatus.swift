/// How a step, hook or scenario ended, from least to most severe: a scenario's
/// status is the most severe of its steps'.
public enum StepStatus: Int, Hashable, Comparable, CaseIterable, Sendable, CustomStringConvertible {
    /// It ran and nothing failed.
    case passed
    /// It did not run: a step before it did not pass, or it skipped itself
    /// (`try skipScenario()`).
    case skipped
    /// It is not written yet (`try pending()`, or a `PendingException`).
    case pending
    /// No step definition matches its text.
    case undefined
    /// More than one step definition matches its text.
    case ambiguous
    /// It threw, or recorded an assertion that did not hold.
    case failed

    /// Less severe first: `passed` < `skipped` < `pending` < `undefined` < `ambiguous` < `failed`.
    public static func < (lhs: StepStatus, rhs: StepStatus) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The word reports print: `passed`, `undefined`, ...
    public var description: String {
        switch self {
        case .passed: return "passed"
        case .skipped: return "skipped"
        case .pending: return "pending"
        case .undefined: return "undefined"
        case .ambiguous: return "ambiguous"
        case .failed: return "failed"
        }
    }

    /// Whether a scenario with this status fails the run. Pending and undefined
    /// fail only a strict run (the default); skipped never does.
    package func failsRun(strict: Bool) -> Bool {
        switch self {
        case .passed, .skipped: return false
        case .pending, .undefined: return strict
        case .ambiguous, .failed: return true
        }
    }
}
