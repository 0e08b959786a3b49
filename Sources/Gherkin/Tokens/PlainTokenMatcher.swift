import CucumberMessages

/// Matches lines of plain Gherkin (`text/x.cucumber.gherkin+plain`).
struct PlainTokenMatcher: TokenMatcher {
    static var tagSyntax: TagSyntax { .plain }

    private let dialects: DialectTable
    private(set) var dialect: CompiledDialect
    private var docString = DocStringState()

    init(dialects: DialectTable, dialect: CompiledDialect) {
        self.dialects = dialects
        self.dialect = dialect
    }

    /// Every plain token but `#Empty`, `#EOF` and `#Other` starts with a byte of
    /// its own (`#`, `@`, `|`, a fence) or with the first byte of a keyword.
    @inline(__always)
    func possibleTypes(of line: GherkinLine?) -> TokenTypes {
        guard let line else { return TokenTypes(.eof) }
        guard let first = line.firstByte else { return TokenTypes(.empty, .other) }
        let types = dialect.keywordTypes(startingWith: first)
        switch first {
        case UInt8(ascii: "#"): return types.union(TokenTypes(.comment, .language))
        case UInt8(ascii: "@"): return types.union(TokenTypes(.tagLine))
        case UInt8(ascii: "|"): return types.union(TokenTypes(.tableRow))
        case UInt8(ascii: "\""), UInt8(ascii: "`"): return types.union(TokenTypes(.docStringSeparator))
        default: return types
        }
    }

    mutating func match(_ type: TokenType, _ token: inout Token) throws(LineError) -> Bool {
        guard let line = token.line else {
            guard type == .eof else { return false }
            token.type = .eof
            return true
        }
        switch type {
        case .eof:
            return false
        case .empty:
            guard line.isEmpty else { return false }
            return token.matched(.empty, column: 1)
        case .comment:
            guard line.firstByte == UInt8(ascii: "#") else { return false }
            token.text = line.range
            return token.matched(.comment, column: 1)
        case .language:
            guard line.firstByte == UInt8(ascii: "#"), let code = line.languageCode() else { return false }
            guard let found = dialects[code] else {
                throw LineError(location: Location(line: line.number, column: line.indent + 1),
                                message: "Language not supported: \(code)")
            }
            dialect = CompiledDialect.compiled(found)
            return token.matched(.language, column: line.indent + 1)
        case .tagLine:
            guard line.firstByte == UInt8(ascii: "@") else { return false }
            if let error = line.tagSyntaxError() { throw error }
            return token.matched(.tagLine, column: line.indent + 1)
        case .featureLine, .ruleLine, .backgroundLine, .scenarioLine, .examplesLine:
            return matchKeyword(type, colon: true, line, &token)
        case .stepLine:
            return matchKeyword(.stepLine, colon: false, line, &token)
        case .docStringSeparator:
            return matchDocStringSeparator(line, &token)
        case .tableRow:
            guard line.firstByte == UInt8(ascii: "|") else { return false }
            return token.matched(.tableRow, column: line.indent + 1)
        case .other:
            (token.text, token.escapedFence) = docString.content(of: line)
            return token.matched(.other, column: 1)
        }
    }

    /// A title's keyword is followed by a colon, a step's is not (a constant
    /// for each, once this is inlined).
    @inline(__always)
    private func matchKeyword(_ type: TokenType, colon: Bool, _ line: GherkinLine, _ token: inout Token) -> Bool {
        let index = dialect.index(type)
        guard let position = index.match(line, colon: colon) else { return false }
        token.keyword = position
        token.text = line.rest(afterBytes: index.length(position) + (colon ? 1 : 0))
        return token.matched(type, column: line.indent + 1)
    }

    private mutating func matchDocStringSeparator(_ line: GherkinLine, _ token: inout Token) -> Bool {
        if let active = docString.activeSeparator {
            guard line.startsWith(active) else { return false }
            docString = DocStringState()
            token.keyword = active.count
            token.text = line.end..<line.end
            return token.matched(.docStringSeparator, column: line.indent + 1)
        }
        let separator: [UInt8]
        switch line.firstByte {
        case UInt8(ascii: "\""): separator = DocStringState.quotes
        case UInt8(ascii: "`"): separator = DocStringState.backticks
        default: return false
        }
        if line.startsWith(separator) {
            docString = DocStringState(activeSeparator: separator, indentToRemove: line.indent)
            token.keyword = separator.count
            token.text = line.rest(afterBytes: separator.count)
            return token.matched(.docStringSeparator, column: line.indent + 1)
        }
        return false
    }
}
