// Not generated (Scripts/generate-messages.swift): what linkspec adds to the
// messages beyond the schema's fields (constants, an ordering, words),
// which a schema has no way to say.

extension Attachment {
    /// The media type of a log line (`log(_:)` in Cucumber's step APIs), which
    /// text reports print under the step and JSON reports list as `output`.
    package static let logMediaType = "text/x.cucumber.log+plain"
}

/// A syntax error is thrown as its message.
extension ParseError: Error {}

/// Statuses are ordered by severity, so the status of a test case is the `max`
/// of its steps' statuses.
extension TestStepResult.Status: Comparable {
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

    @inlinable package static func < (lhs: TestStepResult.Status, rhs: TestStepResult.Status) -> Bool {
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
