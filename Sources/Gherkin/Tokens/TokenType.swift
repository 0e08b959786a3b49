import CucumberMessages

/// What a line is, as the grammar names it (`#StepLine`, `#Other`, ...).
enum TokenType: Int, CaseIterable, Sendable {
    case eof, empty, comment, tagLine, featureLine, ruleLine, backgroundLine, scenarioLine,
         examplesLine, stepLine, docStringSeparator, tableRow, language, other

    /// The name used in "expected: ..." messages.
    var grammarName: String {
        switch self {
        case .eof: "#EOF"
        case .empty: "#Empty"
        case .comment: "#Comment"
        case .tagLine: "#TagLine"
        case .featureLine: "#FeatureLine"
        case .ruleLine: "#RuleLine"
        case .backgroundLine: "#BackgroundLine"
        case .scenarioLine: "#ScenarioLine"
        case .examplesLine: "#ExamplesLine"
        case .stepLine: "#StepLine"
        case .docStringSeparator: "#DocStringSeparator"
        case .tableRow: "#TableRow"
        case .language: "#Language"
        case .other: "#Other"
        }
    }
}
