import CucumberMessages
import LinkSpecPlatform

/// One line of a feature file as `LineClassifier` read it. Offsets are UTF-8
/// byte offsets into the line.
package struct ClassifiedLine: Sendable, Equatable {
    package enum Kind: Sendable, Hashable {
        /// Only white space.
        case empty
        case comment
        /// `# language: xx` ahead of the feature, naming a language of the dialects.
        case language
        case tags
        /// A keyword line: `Feature:`, `Rule:`, `Scenario:`, ... (in Markdown, a heading).
        case title(Title)
        /// A step, with the role of its keyword (`.conjunction` for And/But,
        /// `.unknown` for `*` and any keyword of several roles).
        case step(StepKeywordType)
        case tableRow
        /// A Markdown table's `|---|---|` line, which the parser skips.
        case tableSeparator
        /// The fence that opens or closes a doc string.
        case docStringSeparator
        case docStringContent
        /// A description, Markdown prose, or a line the grammar has no place for.
        case other
    }

    package enum Title: Sendable, Hashable {
        case feature, rule, background, scenario, scenarioOutline, examples
    }

    package var kind: Kind
    /// Where the text starts after the leading white space.
    package var indent: Int
    /// The keyword as written (`Scenario Outline`, `Given `; without the colon,
    /// after a Markdown heading or bullet marker); empty for other kinds.
    package var keyword: Range<Int>
    /// The name of a keyword line or the text of a step, trimmed; empty for other kinds.
    package var text: Range<Int>
}

/// Reads a feature file line by line with the parser's own token matcher, for
/// tools that must not give up on a file that does not parse (the language
/// server), so an editor never reads a line otherwise than a run does. What the
/// grammar decides it approximates by where the line is: a step before any
/// scenario, a table or doc string where no step or Examples precedes it, is
/// description (`.other`). In Markdown a file's first line is the feature only
/// as a `# Feature:` heading.
package struct LineClassifier {
    /// Where the grammar is, as far as steps, tables and doc strings go.
    private enum Place {
        /// Before a scenario or background, or in a feature's or rule's description: no steps.
        case outside
        /// After a scenario or background line (or its description): steps.
        case scenario
        /// After a step or its table or doc string: steps, a table, a doc string.
        case step
        /// After an Examples line: its table.
        case examples
    }

    /// A `PlainTokenMatcher` or a `MarkdownTokenMatcher`.
    private var matcher: any TokenMatcher
    private var place = Place.outside
    private var inDocString = false
    /// A `# language:` header may come only before anything but comments and empty lines.
    private var languageAllowed = true
    private var lineNumber = 0

    /// A reader of plain Gherkin or Markdown in `language` (English when
    /// `dialects` lacks it).
    package init(dialects: DialectTable, language: String = "en", markdown: Bool) {
        let dialect = CompiledDialect.compiled(dialects[language] ?? dialects["en"] ?? .english)
        matcher = markdown ? MarkdownTokenMatcher(dialect: dialect) : PlainTokenMatcher(dialects: dialects, dialect: dialect)
    }

    /// The dialect of the lines read so far.
    package var dialect: Dialect { compiled.dialect }

    /// Reads the next line of the file (without its line break).
    package mutating func classify(_ text: Substring) -> ClassifiedLine {
        lineNumber += 1
        return _UnsafeBytes.withBytes(of: String(text)) { bytes in
            let line = GherkinLine(bytes: bytes, range: 0..<bytes.count, number: lineNumber)
            var token = Token(line: line, lineNumber: lineNumber)
            let kind = classify(line, &token)
            if kind != .empty && kind != .comment { languageAllowed = false }
            let keyword = keywordRange(line, token)
            return ClassifiedLine(kind: kind, indent: line.trimmedStart, keyword: keyword,
                                  text: keyword.isEmpty ? 0..<0 : token.text)
        }
    }

    /// The cells of a table row as the parser reads them: each cell's value
    /// (trimmed, escapes resolved) and the byte range of its text as written.
    /// Text before the first `|` and after the last one is not part of the row.
    package static func cells(ofRow text: Substring) -> [(value: String, written: Range<Int>)] {
        _UnsafeBytes.withBytes(of: String(text)) { bytes in
            GherkinLine(bytes: bytes, range: 0..<bytes.count, number: 1).cells { written, _, value in (value, written) }
        }
    }

    private mutating func classify(_ line: GherkinLine, _ token: inout Token) -> ClassifiedLine.Kind {
        if inDocString {
            if matches(.docStringSeparator, &token) {
                inDocString = false
                return .docStringSeparator
            }
            return .docStringContent
        }
        if line.isEmpty { return .empty }
        if let markdown = matcher as? MarkdownTokenMatcher { return classifyMarkdown(&token, markdown) }
        let possible = matcher.possibleTypes(of: line)
        if languageAllowed, possible.contains(.language), matches(.language, &token) { return .language }
        if possible.contains(.comment), matches(.comment, &token) { return .comment }
        // The matcher's test for a tag line, without its check of the tags: a
        // tag line with a bad tag is still one (the parser reports the tag).
        if possible.contains(.tagLine), line.firstByte == UInt8(ascii: "@") { return .tags }
        for type in Self.titleTypes where possible.contains(type) && matches(type, &token) {
            return placed(.title(title(token)))
        }
        if possible.contains(.stepLine), place == .scenario || place == .step, matches(.stepLine, &token) {
            return placed(.step(keywordType(token)))
        }
        if possible.contains(.docStringSeparator), place == .step, matches(.docStringSeparator, &token) {
            inDocString = true
            return .docStringSeparator
        }
        if possible.contains(.tableRow), place == .step || place == .examples, matches(.tableRow, &token) {
            return .tableRow
        }
        return placed(.other)
    }

    // MARK: Markdown

    private mutating func classifyMarkdown(_ token: inout Token, _ markdown: MarkdownTokenMatcher) -> ClassifiedLine.Kind {
        if markdown.matchFeatureHeading(&token) { return .title(.feature) }
        for type in Self.titleTypes.dropFirst() where matches(type, &token) {
            return .title(title(token))
        }
        if matches(.tagLine, &token) { return .tags }
        if matches(.stepLine, &token) { return .step(keywordType(token)) }
        // The matcher skips a table's separator line as it skips comments.
        if matches(.comment, &token) { return .tableSeparator }
        if matches(.tableRow, &token) { return .tableRow }
        if matches(.docStringSeparator, &token) {
            inDocString = true
            return .docStringSeparator
        }
        return .other
    }

    // MARK: reading the token

    private static let titleTypes: [TokenType] = [.featureLine, .ruleLine, .backgroundLine, .scenarioLine, .examplesLine]

    private mutating func matches(_ type: TokenType, _ token: inout Token) -> Bool {
        (try? matcher.match(type, &token)) ?? false
    }

    /// The line as the grammar places it: a step outside a scenario, or a
    /// table or a doc string where neither can be, is description text.
    private mutating func placed(_ kind: ClassifiedLine.Kind) -> ClassifiedLine.Kind {
        switch kind {
        case .title(let title):
            switch title {
            case .feature, .rule: place = .outside
            case .background, .scenario, .scenarioOutline: place = .scenario
            case .examples: place = .examples
            }
        case .step:
            place = .step
        case .other:
            if place == .step { place = .scenario }
        default:
            break
        }
        return kind
    }

    private func title(_ token: borrowing Token) -> ClassifiedLine.Title {
        switch token.type {
        case .featureLine: return .feature
        case .ruleLine: return .rule
        case .backgroundLine: return .background
        case .examplesLine: return .examples
        default:
            // Both make a `#ScenarioLine`; a keyword the language lists for
            // outlines only starts an outline.
            let dialect = compiled.dialect
            guard let keyword = compiled.keyword(of: .scenarioLine, at: token.keyword)?.text,
                  dialect.scenarioOutline.contains(keyword), !dialect.scenario.contains(keyword) else { return .scenario }
            return .scenarioOutline
        }
    }

    private func keywordType(_ token: borrowing Token) -> StepKeywordType {
        compiled.keyword(of: .stepLine, at: token.keyword)?.type ?? .unknown
    }

    private var compiled: CompiledDialect { matcher.dialect }

    /// The bytes of the keyword the token matched (none for a line of no
    /// keyword): it starts at the token's column, after a Markdown marker.
    private func keywordRange(_ line: GherkinLine, _ token: borrowing Token) -> Range<Int> {
        guard let keyword = compiled.keyword(of: token.type, at: token.keyword)?.text else { return 0..<0 }
        var start = line.range.lowerBound
        for _ in 1..<max(token.column, 1) { start += line.bytes.scalar(at: start, end: line.end).1 }
        return start..<(start + keyword.utf8.count)
    }
}
