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
        paint(text, status.look.color)
    }
}

extension TestStepResult.Status {
    /// Most severe first, as cucumber-js's summary lines list statuses.
    static let bySeverity: [TestStepResult.Status] = [.failed, .ambiguous, .undefined, .pending, .skipped, .passed, .unknown]

    /// How reports show a status: the character `progress` prints for a step,
    /// the mark `pretty` and `summary` print before one, the sign beside the
    /// word in the HTML report, and the colour cucumber-js gives it.
    var look: (progress: String, mark: String, sign: String, color: TextStyle.Color) {
        switch self {
        case .passed: (".", "✔", "✔", .green)
        case .failed: ("F", "✖", "✖", .red)
        case .ambiguous: ("A", "✖", "‼", .red)
        case .undefined: ("U", "?", "?", .yellow)
        case .pending: ("P", "?", "‖", .yellow)
        case .skipped: ("-", "-", "↷", .cyan)
        case .unknown: ("?", "?", "○", .gray)
        }
    }
}
