import Gherkin
import Expressions

/// A feature file read line by line with its language's keywords: what each
/// line is, the blocks (feature, rules, backgrounds, scenarios, examples) and
/// the steps with the keyword type in force. Unlike the parser it never gives
/// up, so a file that does not parse yet, or a line half typed, still has its
/// steps to complete and check and its outline to show.
struct FeatureScan {
    struct Line {
        enum Kind: Equatable {
            case blank, comment, language, tags
            case block(KeywordTable.Block)
            case step(KeywordTable.StepType)
            case tableRow
            /// A Markdown table's `|---|---|` line.
            case tableSeparator
            /// A doc string's opening or closing delimiter.
            case fence
            case docString
            /// A description, Markdown prose, or a line the grammar has no place for.
            case other
        }

        var kind: Kind
        /// Where the line's first non-blank character is (UTF-16 code units).
        var indent: Int
        /// The keyword as written: `Given `, `Scenario Outline`; empty for other kinds.
        var keyword: Substring = ""
        /// Where the keyword starts, after a Markdown bullet or heading marker.
        var keywordStart: Int = 0
        /// The step text or block name after the keyword (and the colon),
        /// without surrounding blanks, and where it starts.
        var text: Substring = ""
        var textStart: Int = 0
    }

    struct Block {
        var kind: KeywordTable.Block
        var line: Int
        /// The index of the enclosing block (a rule or the feature; a
        /// scenario's for examples).
        var parent: Int?
        /// The last non-blank line that belongs to it.
        var endLine: Int
        /// For Examples: the lines of its table, header first.
        var tableLines: [Int] = []
        /// For Examples: the cells of those lines.
        var table: [[TableCell]] = []
    }

    struct Step {
        var line: Int
        /// As the keyword says; `.conjunction` for `And`/`But`.
        var written: KeywordTable.StepType
        /// The type in force (And/But take the one before, as pickles do),
        /// as the binding rules know it.
        var kind: StepKind
        /// The Background or Scenario it belongs to.
        var block: Int?
    }

    let isMarkdown: Bool
    private(set) var table: KeywordTable
    private(set) var lines: [Line] = []
    var blocks: [Block] = []
    var steps: [Step] = []
    /// The step on each line, by line index.
    var stepAtLine: [Int: Int] = [:]

    init(_ document: TextDocument, languages: Languages, defaultLanguage: String = "en") {
        isMarkdown = document.isMarkdown
        table = languages.table(defaultLanguage) ?? KeywordTable(languages.dialects["en"] ?? Self.english)
        var fence: Substring?
        var seenContent = false
        var context = Context.outside
        for text in document.lines {
            var line: Line
            if let open = fence {
                line = Self.docStringLine(text, fence: open)
                if line.kind == .fence { fence = nil }
            } else {
                line = classify(text, seenContent: seenContent, languages: languages)
                if !isMarkdown { line = Self.placed(line, in: &context) }
                if line.kind == .fence { fence = Self.fenceDelimiter(text, isMarkdown: isMarkdown) }
            }
            if ![.blank, .comment, .language].contains(line.kind) { seenContent = true }
            lines.append(line)
        }
        buildStructure()
        for index in blocks.indices where blocks[index].kind == .examples {
            blocks[index].table = blocks[index].tableLines.map { TableCell.cells(of: document.line($0)) }
        }
    }

    // MARK: lines

    /// Where the grammar is, as far as steps, tables and doc strings go.
    private enum Context {
        /// Before a scenario or background, or in a feature's or rule's description: no steps.
        case outside
        /// After a scenario or background line (or its description): steps.
        case scenario
        /// After a step or its table or doc string: steps, a table, a doc string.
        case step
        /// After an Examples line: its table.
        case examples
    }

    /// The line as the grammar places it: a step outside a scenario, or a
    /// table or a doc string where neither can be, is description text, as
    /// the parser reads it.
    private static func placed(_ line: Line, in context: inout Context) -> Line {
        var line = line
        switch line.kind {
        case .block(let block):
            switch block {
            case .feature, .rule: context = .outside
            case .background, .scenario, .scenarioOutline: context = .scenario
            case .examples: context = .examples
            }
        case .step:
            if context == .scenario || context == .step { context = .step } else { line.kind = .other }
        case .tableRow:
            if context != .step && context != .examples { line.kind = .other }
        case .fence:
            if context != .step { line.kind = .other }
        case .other:
            if context == .step { context = .scenario }
        case .blank, .comment, .language, .tags, .tableSeparator, .docString:
            break
        }
        return line
    }

    private mutating func classify(_ text: Substring, seenContent: Bool, languages: Languages) -> Line {
        let trimmed = Self.trimmingLeadingBlanks(text)
        let indent = text.utf16.count - trimmed.utf16.count
        var line = Line(kind: .other, indent: indent)
        guard let first = trimmed.first else {
            line.kind = .blank
            return line
        }
        if isMarkdown {
            if let (keyword, block, rest) = markdownHeading(trimmed) {
                return keywordLine(.block(block), keyword: keyword, rest: rest, in: text, indent: indent)
            }
            if trimmed.hasPrefix("`@") { line.kind = .tags; return line }
            if let (keyword, type, rest) = markdownStep(trimmed) {
                return keywordLine(.step(type), keyword: keyword, rest: rest, in: text, indent: indent)
            }
            if first == "|", (2...5).contains(indent) {
                line.kind = Self.isSeparatorRow(trimmed) ? .tableSeparator : .tableRow
                return line
            }
            if trimmed.hasPrefix("```") { line.kind = .fence; return line }
            return line
        }
        if first == "#" {
            if !seenContent, let code = LanguageHeader.code(of: trimmed), let found = languages.table(code) {
                table = found
                line.kind = .language
            } else {
                line.kind = .comment
            }
            return line
        }
        if first == "@" { line.kind = .tags; return line }
        if first == "|" { line.kind = .tableRow; return line }
        if trimmed.hasPrefix("\"\"\"") || trimmed.hasPrefix("```") { line.kind = .fence; return line }
        for (keyword, block) in table.blocks where trimmed.startsWithBytes(of: keyword) {
            let (head, afterKeyword) = trimmed.split(afterBytesOf: keyword)
            guard afterKeyword.first == ":" else { continue }
            return keywordLine(.block(block), keyword: head, rest: afterKeyword.dropFirst(), in: text, indent: indent)
        }
        for (keyword, type) in table.steps where trimmed.startsWithBytes(of: keyword) {
            let (head, rest) = trimmed.split(afterBytesOf: keyword)
            return keywordLine(.step(type), keyword: head, rest: rest, in: text, indent: indent)
        }
        return line
    }

    private func keywordLine(_ kind: Line.Kind, keyword: Substring, rest: Substring, in text: Substring, indent: Int) -> Line {
        let body = Self.trimmingLeadingBlanks(rest)
        let scalars = body.unicodeScalars
        var end = scalars.endIndex
        while end > scalars.startIndex, scalars[scalars.index(before: end)].isBlank { end = scalars.index(before: end) }
        return Line(kind: kind, indent: indent, keyword: keyword,
                    keywordStart: text.utf16.distance(from: text.startIndex, to: keyword.startIndex),
                    text: Substring(scalars[..<end]),
                    textStart: text.utf16.distance(from: text.startIndex, to: body.startIndex))
    }

    /// `## Scenario: name`: the keyword, its block and what follows the colon.
    private func markdownHeading(_ trimmed: Substring) -> (Substring, KeywordTable.Block, Substring)? {
        let hashes = trimmed.prefix { $0 == "#" }
        guard (1...6).contains(hashes.count) else { return nil }
        let afterHashes = trimmed.dropFirst(hashes.count)
        guard afterHashes.first?.isWhitespace == true else { return nil }
        let start = Self.trimmingLeadingBlanks(afterHashes)
        for (keyword, block) in table.blocks where start.startsWithBytes(of: keyword) {
            let (head, after) = start.split(afterBytesOf: keyword)
            if after.first == ":" { return (head, block, after.dropFirst()) }
        }
        return nil
    }

    /// `* Given text`: a bullet, then a step keyword other than `* `.
    private func markdownStep(_ trimmed: Substring) -> (Substring, KeywordTable.StepType, Substring)? {
        guard let bullet = trimmed.first, "*-+".contains(bullet) else { return nil }
        let afterBullet = trimmed.dropFirst()
        guard afterBullet.first?.isWhitespace == true else { return nil }
        let start = Self.trimmingLeadingBlanks(afterBullet)
        for (keyword, type) in table.steps where keyword != "* " && start.startsWithBytes(of: keyword) {
            let (head, rest) = start.split(afterBytesOf: keyword)
            return (head, type, rest)
        }
        return nil
    }

    private static func docStringLine(_ text: Substring, fence: Substring) -> Line {
        let trimmed = trimmingLeadingBlanks(text)
        let indent = text.utf16.count - trimmed.utf16.count
        var rest = trimmed
        while let last = rest.last, last.isWhitespace { rest = rest.dropLast() }
        return Line(kind: rest == fence ? .fence : .docString, indent: indent)
    }

    /// The delimiter that closes the doc string this line opens: `"""`, or
    /// the run of back-ticks.
    private static func fenceDelimiter(_ text: Substring, isMarkdown: Bool) -> Substring {
        let trimmed = trimmingLeadingBlanks(text)
        if trimmed.hasPrefix("\"\"\"") { return trimmed.prefix(3) }
        return isMarkdown ? trimmed.prefix { $0 == "`" } : trimmed.prefix(3)
    }

    static let english = Dialect(code: "en", name: "English", native: "English", feature: ["Feature"], rule: ["Rule"],
                                 background: ["Background"], scenario: ["Scenario"], scenarioOutline: ["Scenario Outline"],
                                 examples: ["Examples"], given: ["* ", "Given "], when: ["* ", "When "], then: ["* ", "Then "],
                                 and: ["* ", "And "], but: ["* ", "But "])
}
