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

/// A place in a document as LSP counts it: lines from 0, and characters from
/// 0 in UTF-16 code units (the encoding every client supports).
struct Position: Hashable, Sendable, Comparable {
    var line: Int
    var character: Int

    init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

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

struct TextRange: Hashable, Sendable {
    var start: Position
    var end: Position

    init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }

    /// The characters `from..<to` of one line.
    init(line: Int, from: Int, to: Int) {
        self.init(start: Position(line: line, character: from), end: Position(line: line, character: to))
    }

    func contains(_ position: Position) -> Bool {
        start <= position && position <= end
    }

    func write(into json: inout JSONWriter) {
        json.beginObject()
        json.key("start")
        start.write(into: &json)
        json.key("end")
        end.write(into: &json)
        json.endObject()
    }
}
