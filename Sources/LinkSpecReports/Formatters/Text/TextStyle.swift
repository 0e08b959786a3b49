import CucumberMessages

/// ANSI colours for terminal formatters, or plain text when colours are off.
struct TextStyle {
    var colors: Bool

    enum Color: String {
        case green = "32", red = "31", yellow = "33", cyan = "36", gray = "90", bold = "1"
    }

    func paint(_ text: String, _ color: Color) -> String {
        colors ? "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m" : text
    }

    /// The colour cucumber-js gives each status.
    func paint(_ text: String, for status: TestStepResult.Status) -> String {
        switch status {
        case .passed: paint(text, .green)
        case .failed, .ambiguous: paint(text, .red)
        case .pending, .undefined: paint(text, .yellow)
        case .skipped: paint(text, .cyan)
        case .unknown: paint(text, .gray)
        }
    }
}

extension TestStepResult.Status {
    /// Most severe first, as cucumber-js's summary lines list statuses.
    static let bySeverity: [TestStepResult.Status] = [.failed, .ambiguous, .undefined, .pending, .skipped, .passed, .unknown]

    /// The character `progress` prints for a step.
    var progressCharacter: String {
        switch self {
        case .passed: "."
        case .failed: "F"
        case .undefined: "U"
        case .pending: "P"
        case .skipped: "-"
        case .ambiguous: "A"
        case .unknown: "?"
        }
    }

    /// The mark `pretty` and `summary` print before a step.
    var symbol: String {
        switch self {
        case .passed: "✔"
        case .failed, .ambiguous: "✖"
        case .pending, .undefined: "?"
        case .skipped: "-"
        case .unknown: "?"
        }
    }
}
