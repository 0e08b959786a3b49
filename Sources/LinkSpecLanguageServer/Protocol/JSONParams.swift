import LinkSpecJSON

/// Reading the parameters of requests: each accessor throws `invalidParams`
/// naming what is missing, so a malformed request gets an error answer and
/// never stops the server.
extension JSONValue {
    func required(_ key: String) throws(RPCError) -> JSONValue {
        guard let value = self[key] else { throw RPCError(.invalidParams, "missing '\(key)'") }
        return value
    }

    func requiredString(_ key: String) throws(RPCError) -> String {
        guard let text = try required(key).string else { throw RPCError(.invalidParams, "'\(key)' must be a string") }
        return text
    }

    func requiredInt(_ key: String) throws(RPCError) -> Int {
        guard let number = try required(key).int, number >= 0 else {
            throw RPCError(.invalidParams, "'\(key)' must be a whole number from 0")
        }
        return number
    }

    /// `{line, character}`.
    func position() throws(RPCError) -> Position {
        Position(line: try requiredInt("line"), character: try requiredInt("character"))
    }

    /// `{start, end}`.
    func range() throws(RPCError) -> TextRange {
        TextRange(start: try required("start").position(), end: try required("end").position())
    }

    /// `textDocument.uri` of a request about one document.
    func documentURI() throws(RPCError) -> String {
        try required("textDocument").requiredString("uri")
    }
}

/// A value of the server's answers, which writes itself as LSP spells it.
protocol JSONWritable {
    func write(into json: inout JSONWriter)
}

extension JSONWriter {
    mutating func field(_ name: StaticString, _ value: some JSONWritable) {
        key(name)
        value.write(into: &self)
    }

    /// Nothing when `value` is nil: LSP leaves absent fields out.
    mutating func field(_ name: StaticString, ifPresent value: (some JSONWritable)?) {
        if let value { field(name, value) }
    }

    /// `"name": {...}`, with the fields `body` writes.
    mutating func object(_ name: StaticString, _ body: (inout JSONWriter) -> Void) {
        key(name)
        beginObject()
        body(&self)
        endObject()
    }
}

extension Array: JSONWritable where Element: JSONWritable {
    func write(into json: inout JSONWriter) {
        json.beginArray()
        for element in self { element.write(into: &json) }
        json.endArray()
    }
}

/// `null` for an answer of nothing.
extension Optional: JSONWritable where Wrapped: JSONWritable {
    func write(into json: inout JSONWriter) {
        if let self { self.write(into: &json) } else { json.null() }
    }
}

/// A place in a document as LSP counts it: lines from 0, and characters from
/// 0 in UTF-16 code units (the encoding every client supports).
struct Position: Hashable, Sendable, Comparable, JSONWritable {
    var line: Int
    var character: Int

    static func < (a: Position, b: Position) -> Bool {
        a.line != b.line ? a.line < b.line : a.character < b.character
    }

    func write(into json: inout JSONWriter) {
        json.beginObject()
        json.field("line", line)
        json.field("character", character)
        json.endObject()
    }
}

struct TextRange: Hashable, Sendable, JSONWritable {
    var start: Position
    var end: Position

    func contains(_ position: Position) -> Bool {
        start <= position && position <= end
    }

    func write(into json: inout JSONWriter) {
        json.beginObject()
        json.field("start", start)
        json.field("end", end)
        json.endObject()
    }
}

extension TextRange {
    /// The characters `from..<to` of one line.
    init(line: Int, from: Int, to: Int) {
        self.init(start: Position(line: line, character: from), end: Position(line: line, character: to))
    }
}

struct TextEdit: JSONWritable {
    var range: TextRange
    var newText: String

    func write(into json: inout JSONWriter) {
        json.beginObject()
        json.field("range", range)
        json.field("newText", newText)
        json.endObject()
    }
}

struct MarkupContent: JSONWritable {
    var markdown: String

    func write(into json: inout JSONWriter) {
        json.beginObject()
        json.field("kind", "markdown")
        json.field("value", markdown)
        json.endObject()
    }
}
