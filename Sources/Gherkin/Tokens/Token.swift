/// One line as the matcher classified it. `line == nil` is the end of file.
///
/// A token holds only what is cheap to carry: the line itself (offsets into the
/// source) and the strings of a keyword line. Table cells and tag names are read
/// from the line by the AST builder when it keeps the line, so a token never owns
/// an array, and lines read ahead (and matched again later) cost no allocation.
///
/// Not copyable: a token goes from the reader to the matcher to the builder, and
/// the builder keeps it by moving it. (A copyable token was copied on the way,
/// strings retained and released, whatever the parameters said.)
struct Token: ~Copyable {
    var line: GherkinLine?
    var lineNumber: Int

    var type: TokenType = .other
    /// The keyword as the dialect spells it (`"Given "`, `"Scenario"`, a doc string's delimiter).
    var keyword: String?
    var keywordType: StepKeywordType?
    /// The name of a title line, the text of a step, a doc string's media type or
    /// content line, a comment or description line.
    var text: String = ""
    var column: Int = 1
    /// The language in force when the token matched (a feature line's language).
    var language: String = ""

    init(line: GherkinLine?, lineNumber: Int) {
        self.line = line
        self.lineNumber = lineNumber
    }

    var isEOF: Bool { line == nil }

    var location: Location { Location(line: lineNumber, column: column) }
}

/// A problem found while matching a line (unknown language, bad tag), reported
/// by the parser as a parse error at `location`.
struct MatchError: Error {
    var location: Location
    var message: String
}

/// Classifies lines for the parser. The parser asks, in the order its state
/// dictates, "is this line a #X?"; a yes fills the token in.
protocol TokenMatcher {
    /// How tag lines are written, for the builder that reads their tags.
    static var tagSyntax: TagSyntax { get }

    mutating func match(_ type: TokenType, _ token: inout Token) throws(MatchError) -> Bool

    /// The types `line` (nil: the end of file) could match now: at least every
    /// type for which `match` would say yes or throw. The parser asks only those.
    func possibleTypes(of line: GherkinLine?) -> TokenTypes
}
