/// The outcome of a step or hook. Statuses are ordered by severity, so the
/// status of a test case is the `max` of its steps' statuses.
@usableFromInline
package struct TestStepResult: Hashable, Sendable {
    @usableFromInline
    package enum Status: String, Hashable, Comparable, CaseIterable, Sendable {
        case unknown = "UNKNOWN"
        case passed = "PASSED"
        case skipped = "SKIPPED"
        case pending = "PENDING"
        case undefined = "UNDEFINED"
        case ambiguous = "AMBIGUOUS"
        case failed = "FAILED"

        /// Least to most severe, as Cucumber ranks them.
        @inlinable package var severity: Int {
            switch self {
            case .unknown: 0
            case .passed: 1
            case .skipped: 2
            case .pending: 3
            case .undefined: 4
            case .ambiguous: 5
            case .failed: 6
            }
        }

        @inlinable package static func < (lhs: Status, rhs: Status) -> Bool {
            lhs.severity < rhs.severity
        }

        /// The lower-case word reports print (`passed`, `undefined`, ...).
        @inlinable package var word: String {
            switch self {
            case .unknown: "unknown"
            case .passed: "passed"
            case .skipped: "skipped"
            case .pending: "pending"
            case .undefined: "undefined"
            case .ambiguous: "ambiguous"
            case .failed: "failed"
            }
        }
    }

    @usableFromInline package var status: Status
    @usableFromInline package var duration: ElapsedTime
    /// A human-readable message; for failures usually the error's description.
    @usableFromInline package var message: String?
    @usableFromInline package var exception: Exception?

    @inlinable package init(status: Status, duration: ElapsedTime = .zero, message: String? = nil, exception: Exception? = nil) {
        self.status = status
        self.duration = duration
        self.message = message
        self.exception = exception
    }
}

/// An error raised by a step, hook or the run itself.
@usableFromInline
package struct Exception: Hashable, Sendable {
    /// The error's type name (`AssertionError`, `RouteNotFound`, ...).
    @usableFromInline package var type: String
    @usableFromInline package var message: String?
    /// Where it happened; for linkspec, the feature file line (`path:LINE`).
    @usableFromInline package var stackTrace: String?

    @inlinable package init(type: String, message: String? = nil, stackTrace: String? = nil) {
        self.type = type
        self.message = message
        self.stackTrace = stackTrace
    }
}
