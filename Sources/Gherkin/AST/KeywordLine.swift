import CucumberMessages

/// The strings of a keyword line (or of a doc string's opening fence), made
/// when the node it starts is built.
struct KeywordLine {
    var location: Location
    var keyword: Optional<String>
    /// For a step line only.
    var keywordType: StepKeywordType?
    var text: String

    /// `dialect` is the one the token matched with (only a `# language:` line,
    /// before the feature line, changes it); `text` is the token's, made by the caller.
    init(_ token: borrowing Token, dialect: CompiledDialect, text: String) {
        location = token.location
        self.text = text
        keywordType = nil
        if token.type == .docStringSeparator, let line = token.line {
            // The fence starts the line's text.
            keyword = line.bytes.string(line.trimmedStart..<(line.trimmedStart + token.keyword))
        } else if let found = dialect.keyword(of: token.type, at: token.keyword) {
            keyword = found.text
            if token.type == .stepLine { keywordType = found.type }
        } else {
            keyword = nil
        }
    }
}
