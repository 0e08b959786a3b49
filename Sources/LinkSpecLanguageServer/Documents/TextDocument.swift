import Gherkin

/// An open document as the client last sent it: its text, split into lines,
/// and the conversions between LSP positions (UTF-16 code units) and the
/// text.
struct TextDocument: Sendable {
    let uri: String
    private(set) var version: Int
    private(set) var text: String
    /// The lines, without their `\n` or `\r\n`; a text ending in a newline
    /// has an empty last line, as editors count them.
    private(set) var lines: [Substring]
    let isMarkdown: Bool

    init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        self.text = text
        lines = SourceLines.split(text)
        isMarkdown = uri.lowercased().hasSuffix(".md")
    }

    /// Line `index`, or an empty line past the end.
    func line(_ index: Int) -> Substring {
        lines.indices.contains(index) ? lines[index] : ""
    }

    /// Applies one change of `textDocument/didChange`: a range replaced, or
    /// (no range) the whole text. Positions past a line's end or the text's
    /// end are clamped to it, as the protocol says.
    mutating func apply(_ replacement: String, in range: TextRange?, version: Int) {
        self.version = version
        guard let range else {
            text = replacement
            lines = SourceLines.split(text)
            return
        }
        let start = index(of: range.start)
        let end = max(start, index(of: range.end))
        // On scalars: an edit may start inside a character (a combining accent typed after its letter).
        text.unicodeScalars.replaceSubrange(start..<end, with: replacement.unicodeScalars)
        lines = SourceLines.split(text)
    }

    func index(of position: Position) -> String.Index {
        guard position.line < lines.count else { return text.endIndex }
        let line = lines[max(position.line, 0)]
        return Self.index(inLine: line, utf16Offset: position.character)
    }

    /// The index `offset` UTF-16 code units into a line, clamped to its end
    /// and never inside a character's code units.
    static func index(inLine line: Substring, utf16Offset offset: Int) -> String.Index {
        var counted = 0
        var index = line.unicodeScalars.startIndex
        while index < line.unicodeScalars.endIndex {
            let width = line.unicodeScalars[index].utf16.count
            if counted + width > offset { return index }
            counted += width
            index = line.unicodeScalars.index(after: index)
        }
        return index
    }

    static func utf16Offset(of index: String.Index, inLine line: Substring) -> Int {
        line.utf16.distance(from: line.startIndex, to: min(max(index, line.startIndex), line.endIndex))
    }

    /// The UTF-16 offset of a column counted in Unicode scalars from 1, as
    /// Gherkin and the JSON reader count them.
    static func utf16Offset(ofColumn column: Int, inLine line: Substring) -> Int {
        var offset = 0
        for (number, scalar) in line.unicodeScalars.enumerated() {
            if number + 1 >= column { return offset }
            offset += scalar.utf16.count
        }
        return offset
    }

}
