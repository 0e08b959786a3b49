import CucumberMessages
import Gherkin

/// `textDocument/formatting`: the layout of Cucumber's own formatter
/// (`gherkin-utils`' pretty printer, which the Cucumber editors use): two
/// spaces a level — `Feature` at 0, `Rule` at 2, `Background` and scenarios
/// one level inside their parent, their steps and `Examples` one more, tables
/// and doc strings one more again — tables aligned with numbers to the right,
/// tags at their block's level. Comments, descriptions and blank lines stay
/// as written, and doc strings keep their content. A file that does not parse
/// is left alone; in Markdown only the tables are aligned, since indentation
/// means something there.
enum Formatting {
    static func edits(for document: TextDocument, workspace: Workspace) -> [TextEdit] {
        var ids = IdGenerator()
        let source = Source(uri: document.uri, data: document.text, mediaType: document.isMarkdown ? .markdown : .plain)
        guard GherkinParser.parse(source, dialects: workspace.dialects, ids: &ids).errors.isEmpty else { return [] }
        let scan = workspace.scan(document)
        var lines = document.lines.map(String.init)
        if !document.isMarkdown { reindent(&lines, scan: scan) }
        alignTables(&lines, scan: scan, keepIndent: document.isMarkdown)
        return lines.indices.compactMap { index in
            let old = document.line(index)
            guard lines[index] != old else { return nil }
            return TextEdit(range: TextRange(line: index, from: 0, to: old.utf16.count), newText: lines[index])
        }
    }

    static func spaces(_ level: Int) -> String { String(repeating: "  ", count: level) }

    private static func reindent(_ lines: inout [String], scan: FeatureLines) {
        var stepLevel = 2
        var tableLevel = 3
        var fence: (old: Int, new: Int)?
        // Blocks by the line of their keyword, once: a lookup per line was
        // quadratic on a large file.
        let blockAtLine = Dictionary(scan.blocks.enumerated().map { ($1.line, $0) }, uniquingKeysWith: { first, _ in first })
        for (index, line) in scan.lines.enumerated() {
            let text = Substring(lines[index])
            let body = String(text[TextDocument.index(inLine: text, utf16Offset: line.indent)...])
            switch line.kind {
            case .title(let kind):
                let level = blockAtLine[index].map { scan.blocks[$0].level } ?? 0
                switch kind {
                case .background, .scenario, .scenarioOutline: stepLevel = level + 1; tableLevel = level + 2
                case .examples: tableLevel = level + 1
                case .feature, .rule: break
                }
                lines[index] = spaces(level) + body
            case .step:
                tableLevel = stepLevel + 1
                lines[index] = spaces(stepLevel) + body
            case .tags:
                // At the level of the block they tag: the next keyword line.
                var next = index + 1
                while next < scan.lines.count, [.tags, .comment, .empty].contains(scan.lines[next].kind) { next += 1 }
                lines[index] = spaces(blockAtLine[next].map { scan.blocks[$0].level } ?? 0) + body
            case .docStringSeparator:
                if let open = fence {
                    lines[index] = String(repeating: " ", count: open.new) + body
                    fence = nil
                } else {
                    fence = (line.indent, 2 * (stepLevel + 1))
                    lines[index] = spaces(stepLevel + 1) + body
                }
            case .docStringContent:
                guard let open = fence else { continue }
                let leading = lines[index].prefix { $0 == " " || $0 == "\t" }.count
                let removed = min(leading, open.old)
                lines[index] = String(repeating: " ", count: open.new) + lines[index].dropFirst(removed)
            case .tableRow, .tableSeparator:
                lines[index] = spaces(tableLevel) + body
            case .empty:
                lines[index] = ""
            case .comment, .language, .other:
                break
            }
        }
    }

    /// Each run of table rows with its columns as wide as their widest cell.
    private static func alignTables(_ lines: inout [String], scan: FeatureLines, keepIndent: Bool) {
        var index = 0
        while index < scan.lines.count {
            guard [.tableRow, .tableSeparator].contains(scan.lines[index].kind) else { index += 1; continue }
            var end = index
            while end < scan.lines.count, [.tableRow, .tableSeparator].contains(scan.lines[end].kind) { end += 1 }
            let rows = (index..<end).map { FeatureLines.cells(of: Substring(lines[$0])).map(\.raw) }
            var widths: [Int] = []
            for (row, cells) in zip(index..<end, rows) where scan.lines[row].kind == .tableRow {
                for (column, cell) in cells.enumerated() {
                    if column == widths.count { widths.append(0) }
                    widths[column] = max(widths[column], displayWidth(cell))
                }
            }
            for (row, cells) in zip(index..<end, rows) {
                let indent = lines[row].prefix { $0 == " " || $0 == "\t" }
                let isSeparator = scan.lines[row].kind == .tableSeparator
                let padded = cells.enumerated().map { column, cell -> String in
                    let width = column < widths.count ? widths[column] : displayWidth(cell)
                    if isSeparator { return separator(cell, width: width) }
                    let padding = String(repeating: " ", count: max(0, width - displayWidth(cell)))
                    return isNumeric(cell) ? padding + cell : cell + padding
                }
                guard !padded.isEmpty else { continue }
                lines[row] = String(indent) + "| " + padded.joined(separator: " | ") + " |"
            }
            index = end
        }
    }

    /// A Markdown separator cell as wide as its column, its colons kept.
    private static func separator(_ cell: Substring, width: Int) -> String {
        let left = cell.hasPrefix(":"), right = cell.hasSuffix(":") && cell.count > 1
        let dashes = max(width - (left ? 1 : 0) - (right ? 1 : 0), 1)
        return (left ? ":" : "") + String(repeating: "-", count: dashes) + (right ? ":" : "")
    }

    /// As JavaScript's `parseFloat` reads it (a number at the start), which is
    /// what the Cucumber formatter right-aligns.
    static func isNumeric(_ cell: Substring) -> Bool {
        var rest = cell.drop { $0 == "+" || $0 == "-" }
        if rest.first == "." { rest = rest.dropFirst() }
        return rest.first?.isASCII == true && rest.first?.isNumber == true || cell.hasPrefix("Infinity")
    }

    /// Columns a text takes in a monospaced font: CJK and full-width
    /// characters take two, as in the Cucumber formatter.
    static func displayWidth(_ text: Substring) -> Int {
        text.unicodeScalars.reduce(0) { width, scalar in
            let value = scalar.value
            let wide = (0x3000...0x9FFF).contains(value) || (0xAC00...0xD7AF).contains(value) || (0xFF01...0xFF60).contains(value)
            return width + (wide ? 2 : 1)
        }
    }
}
