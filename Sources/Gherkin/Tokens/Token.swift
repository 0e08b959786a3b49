import CucumberMessages

/// One line as the matcher classified it (`line == nil`: the end of file). Plain
/// data (offsets, not strings, which the AST builder makes when it keeps the
/// token), so a token costs no retain or release and no allocation. Not
/// copyable: it goes from the reader to the matcher to the builder.
struct Token: ~Copyable {
    var line: GherkinLine?
    var lineNumber: Int

    var type: TokenType = .other
    var column: Int = 1
    /// The keyword that matched, as its position in the dialect's list for `type`
    /// (`CompiledDialect.keyword(of:at:)`); for a doc string separator, the byte
    /// length of its fence. -1: none (a Markdown feature line without heading).
    var keyword: Int = -1
    /// The bytes of the name of a title line, the text of a step, a doc string's
    /// media type or content line, a comment or description line.
    var text: Range<Int> = 0..<0
    /// For a doc string content line: the fence whose escaped form (`\"\"\"`) the
    /// text turns back into the fence; 0 for none.
    var escapedFence: UInt8 = 0

    init(line: GherkinLine?, lineNumber: Int) {
        self.line = line
        self.lineNumber = lineNumber
    }

    var isEOF: Bool { line == nil }

    /// Makes this a `type` token whose text starts at `column`: true, for a
    /// matcher to return.
    @inline(__always)
    mutating func matched(_ type: TokenType, column: Int) -> Bool {
        self.type = type
        self.column = column
        return true
    }

    var location: Location { Location(line: lineNumber, column: column) }

    /// The token's text as a string; in doc string content, an escaped fence
    /// turned back into the fence.
    func textString() -> String {
        guard let line else { return "" }
        let text = line.bytes.string(self.text)
        return escapedFence == 0 ? text : DocStringState.unescaping(text, fence: escapedFence)
    }
}

/// A problem with a line that the grammar cannot see (an unknown language, a
/// bad tag, a ragged table), reported by the parser as a parse error at `location`.
struct LineError: Error {
    var location: Location
    var message: String
}

/// Classifies lines: the parser asks, in its state's order, "is this line a
/// #X?"; a yes fills the token in.
protocol TokenMatcher {
    /// How tag lines are written, for the builder that reads their tags.
    static var tagSyntax: TagSyntax { get }

    /// The dialect in force: the one whose keywords the tokens matched so far name.
    var dialect: CompiledDialect { get }

    mutating func match(_ type: TokenType, _ token: inout Token) throws(LineError) -> Bool

    /// The types `line` (nil: the end of file) could match now: at least every
    /// type for which `match` would say yes or throw. The parser asks only those.
    func possibleTypes(of line: GherkinLine?) -> TokenTypes
}
