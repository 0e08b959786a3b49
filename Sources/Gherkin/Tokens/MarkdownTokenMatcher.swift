import CucumberMessages

/// Matches Gherkin written inside Markdown (`.feature.md`,
/// `text/x.cucumber.gherkin+markdown`): keywords sit in headings (`## Scenario:`),
/// steps in bullet items (`* Given`), tags in back-ticks, tables are indented two to
/// five spaces, doc strings are back-tick fences. Any other line is prose and counts
/// as empty; the first line that is not a tag line is the feature line, with or
/// without a `# Feature:` heading. There is no `# language:` header in Markdown.
struct MarkdownTokenMatcher: TokenMatcher {
    static var tagSyntax: TagSyntax { .markdown }

    let dialect: CompiledDialect
    private var matchedFeatureLine = false
    /// The fence that opened the current doc string (back-ticks only).
    private var activeFence: [UInt8]?
    private var indentToRemove = 0

    init(dialect: CompiledDialect) {
        self.dialect = dialect
    }

    /// Markdown lines are classified by more than their first byte (prose counts
    /// as empty); any type may match.
    func possibleTypes(of line: GherkinLine?) -> TokenTypes {
        .all
    }

    mutating func match(_ type: TokenType, _ token: inout Token) throws(LineError) -> Bool {
        guard let line = token.line else {
            guard type == .eof else { return false }
            token.type = .eof
            return true
        }
        switch type {
        case .eof, .language:
            return false
        case .empty:
            guard line.isEmpty || !isGherkin(line) else { return false }
            return token.matched(.empty, column: line.indent + 1)
        case .comment:
            // A table's `|---|---|` line is skipped like a comment but is not one.
            guard line.firstByte == UInt8(ascii: "|"), Self.isTableSeparator(line.tableCells()) else { return false }
            return token.matched(.empty, column: line.indent + 1)
        case .tagLine:
            guard line.hasMarkdownTags else { return false }
            return token.matched(.tagLine, column: line.indent + 1)
        case .featureLine:
            guard !matchedFeatureLine else { return false }
            matchedFeatureLine = true
            if matchHeading(.featureLine, line, &token) { return true }
            token.text = line.trimmedStart..<line.end
            return token.matched(.featureLine, column: line.indent + 1)
        case .ruleLine, .backgroundLine, .scenarioLine, .examplesLine:
            return matchHeading(type, line, &token)
        case .stepLine:
            guard let (prefix, position) = bulletStep(line) else { return false }
            token.keyword = position
            token.text = line.rest(afterBytes: prefix + dialect.index(.stepLine).length(position))
            return token.matched(.stepLine, column: Self.column(line, after: prefix))
        case .docStringSeparator:
            return matchFence(line, &token)
        case .tableRow:
            guard Self.isIndentedTableRow(line) else { return false }
            guard !Self.isTableSeparator(line.tableCells()) else { return false }
            return token.matched(.tableRow, column: line.indent + 1)
        case .other:
            token.text = line.removingIndent(indentToRemove)
            return token.matched(.other, column: 1)
        }
    }

    /// A `# Feature:` heading, matched as `#FeatureLine` is but whether or not
    /// a feature line came before (`LineClassifier` reads headings as such).
    func matchFeatureHeading(_ token: inout Token) -> Bool {
        guard let line = token.line else { return false }
        return matchHeading(.featureLine, line, &token)
    }

    /// Whether some Gherkin construct would claim the line; prose is "empty".
    private func isGherkin(_ line: GherkinLine) -> Bool {
        if line.hasMarkdownTags { return true }
        if !matchedFeatureLine { return true }
        for type in [TokenType.scenarioLine, .backgroundLine, .examplesLine, .ruleLine]
            where headingKeyword(type, line) != nil { return true }
        if Self.isIndentedTableRow(line), !Self.isTableSeparator(line.tableCells()) { return true }
        if line.firstByte == UInt8(ascii: "|"), Self.isTableSeparator(line.tableCells()) { return true }
        if fence(line) != nil { return true }
        return bulletStep(line) != nil
    }

    /// `#` to `######` and one white space: the byte length of that prefix, if any.
    private func headingPrefix(_ line: GherkinLine) -> Int? {
        let bytes = line.bytes
        var index = line.trimmedStart
        while index < line.end, bytes[index] == UInt8(ascii: "#"), index - line.trimmedStart < 6 { index += 1 }
        let hashes = index - line.trimmedStart
        guard hashes >= 1, index < line.end else { return nil }
        let (isSpace, length) = bytes.whitespace(at: index, end: line.end)
        return isSpace ? hashes + length : nil
    }

    /// The heading prefix's length and the position of the keyword of a `type` line after it.
    private func headingKeyword(_ type: TokenType, _ line: GherkinLine) -> (Int, Int)? {
        guard let prefix = headingPrefix(line),
              let position = dialect.index(type).match(line, after: prefix, colon: true) else { return nil }
        return (prefix, position)
    }

    private func matchHeading(_ type: TokenType, _ line: GherkinLine, _ token: inout Token) -> Bool {
        guard let (prefix, position) = headingKeyword(type, line) else { return false }
        token.keyword = position
        token.text = line.rest(afterBytes: prefix + dialect.index(type).length(position) + 1)
        return token.matched(type, column: Self.column(line, after: prefix))
    }

    /// A bullet (`*`, `+` or `-` with white space around) followed by a step keyword
    /// (not `* `, which is the bullet): the bullet's length and the keyword's
    /// position in the dialect's step keywords.
    private func bulletStep(_ line: GherkinLine) -> (Int, Int)? {
        let start = line.trimmedStart
        guard start < line.end, [UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-")].contains(line.bytes[start]) else { return nil }
        let prefix = UTF8Text.skipWhitespace(line.bytes, (start + 1)..<line.end) - start
        guard let position = dialect.index(.stepLine).match(line, after: prefix, colon: false,
                                                            skipping: dialect.asteriskStep) else { return nil }
        return (prefix, position)
    }

    /// The back-tick fence (three or more) that would open or close a doc string here.
    private func fence(_ line: GherkinLine) -> Range<Int>? {
        let bytes = line.bytes
        var index = line.trimmedStart
        while index < line.end, bytes[index] == UInt8(ascii: "`") { index += 1 }
        let run = line.trimmedStart..<index
        if let active = activeFence {
            return run.count == active.count && index == line.end ? run : nil
        }
        return run.count >= 3 ? run : nil
    }

    private mutating func matchFence(_ line: GherkinLine, _ token: inout Token) -> Bool {
        guard let run = fence(line) else { return false }
        if activeFence == nil {
            activeFence = line.bytes.array(run)
            indentToRemove = line.indent
            token.text = run.upperBound..<line.end
        } else {
            activeFence = nil
            indentToRemove = 0
            token.text = line.end..<line.end
        }
        // The fence starts the line's text: the builder reads the delimiter there.
        token.keyword = run.count
        return token.matched(.docStringSeparator, column: line.indent + 1)
    }

    /// The column of the text `prefix` bytes after the indentation (a heading's or bullet's).
    private static func column(_ line: GherkinLine, after prefix: Int) -> Int {
        line.indent + 1 + UTF8Text.scalarCount(line.bytes, line.trimmedStart..<(line.trimmedStart + prefix))
    }

    /// Two to five white-space characters, then a pipe: a Gherkin table in Markdown.
    private static func isIndentedTableRow(_ line: GherkinLine) -> Bool {
        let bytes = line.bytes
        var index = line.range.lowerBound
        var spaces = 0
        while index < line.end, spaces < 5 {
            let (isSpace, length) = bytes.whitespace(at: index, end: line.end)
            if !isSpace { break }
            index += length
            spaces += 1
        }
        return spaces >= 2 && index < line.end && bytes[index] == UInt8(ascii: "|")
    }

    /// A GFM header separator: some cell is dashes with optional colons (`:---:`).
    private static func isTableSeparator(_ cells: [TableCell]) -> Bool {
        cells.contains { cell in
            var scalars = Substring(cell.value).unicodeScalars[...]
            if scalars.first == ":" { scalars = scalars.dropFirst() }
            if scalars.last == ":" { scalars = scalars.dropLast() }
            return !scalars.isEmpty && scalars.allSatisfy { $0 == "-" }
        }
    }
}
