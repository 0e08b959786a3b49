import CucumberMessages

/// What a line is, as the grammar names it (`#StepLine`, `#Other`, ...).
enum TokenType: Int, CaseIterable, Sendable {
    case eof, empty, comment, tagLine, featureLine, ruleLine, backgroundLine, scenarioLine,
         examplesLine, stepLine, docStringSeparator, tableRow, language, other

    /// The name used in "expected: ..." messages: `#EOF`, `#TagLine`, ...
    var grammarName: String {
        let name = String(describing: self)
        return self == .eof ? "#EOF" : "#" + name.prefix(1).uppercased() + name.dropFirst()
    }
}
