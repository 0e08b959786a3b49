import CucumberMessages
import Expressions
import Gherkin

/// A feature file read line by line with the parser's own rules
/// (`LineClassifier`): what each line is, the blocks (feature, rules,
/// backgrounds, scenarios, examples) and the steps with the keyword type in
/// force. Unlike the parser it never gives up, so a file that does not parse
/// yet, or a line half typed, still has its steps to complete and check and
/// its outline to show. Offsets are UTF-16 code units, as LSP counts them.
struct FeatureLines {
    struct Line {
        var kind: ClassifiedLine.Kind
        /// Where the line's first non-blank character is.
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
        var kind: ClassifiedLine.Title
        var line: Int
        /// The index of the enclosing block (a rule or the feature; a
        /// scenario's for examples).
        var parent: Int?
        /// 0 without a parent, else one more than the parent's.
        var level: Int
        /// The last non-blank line that belongs to it.
        var endLine: Int
        /// For Examples: the lines of its table, header first.
        var tableLines: [Int] = []
        /// For Examples: the cells of those lines.
        var table: [[Cell]] = []
    }

    /// A cell of a table row: its text as written (trimmed: what formatting
    /// aligns), its value as Gherkin reads it (escapes resolved), and where
    /// the text is in the line.
    struct Cell {
        var raw: Substring
        var value: String
        var start: Int
        var end: Int
    }

    struct Step {
        var line: Int
        /// As the keyword says; `.conjunction` for `And`/`But`.
        var written: StepKeywordType
        /// The type in force (And/But take the one before, as pickles do),
        /// as the binding rules know it.
        var kind: StepKind
        /// The Background or Scenario it belongs to.
        var block: Int?
    }

    let isMarkdown: Bool
    /// The language of the file (its `# language:` header, else the default).
    let dialect: Dialect
    private(set) var lines: [Line] = []
    var blocks: [Block] = []
    var steps: [Step] = []
    /// The step on each line, by line index.
    var stepAtLine: [Int: Int] = [:]

    init(_ document: TextDocument, dialects: DialectTable) {
        isMarkdown = document.isMarkdown
        var classifier = LineClassifier(dialects: dialects, language: "en", markdown: isMarkdown)
        lines.reserveCapacity(document.lines.count)
        for text in document.lines {
            lines.append(Self.line(classifier.classify(text), in: text))
        }
        dialect = classifier.dialect
        buildStructure()
        for index in blocks.indices where blocks[index].kind == .examples {
            blocks[index].table = blocks[index].tableLines.map { Self.cells(of: document.line($0)) }
        }
    }

    /// The cells of a table row, as the parser reads them.
    static func cells(of text: Substring) -> [Cell] {
        LineClassifier.cells(ofRow: text).map { cell in
            let raw = Self.substring(text, cell.written)
            return Cell(raw: raw, value: cell.value, start: offset(of: raw.startIndex, in: text),
                        end: offset(of: raw.endIndex, in: text))
        }
    }

    private static func line(_ classified: ClassifiedLine, in text: Substring) -> Line {
        let indent = offset(of: text.utf8.index(text.startIndex, offsetBy: classified.indent), in: text)
        guard !classified.keyword.isEmpty else { return Line(kind: classified.kind, indent: indent) }
        let keyword = substring(text, classified.keyword)
        let body = substring(text, classified.text)
        return Line(kind: classified.kind, indent: indent, keyword: keyword, keywordStart: offset(of: keyword.startIndex, in: text),
                    text: body, textStart: offset(of: body.startIndex, in: text))
    }

    /// The part of `text` at UTF-8 offsets `range` (which fall between scalars).
    private static func substring(_ text: Substring, _ range: Range<Int>) -> Substring {
        let utf8 = text.utf8
        return text[utf8.index(text.startIndex, offsetBy: range.lowerBound)..<utf8.index(text.startIndex, offsetBy: range.upperBound)]
    }

    private static func offset(of index: Substring.Index, in text: Substring) -> Int {
        text.utf16.distance(from: text.startIndex, to: index)
    }
}
