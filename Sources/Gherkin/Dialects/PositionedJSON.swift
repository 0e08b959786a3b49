/// A JSON value that remembers where it started, so that a mistake in a
/// user's `--i18n-file` is reported as `path:line:column: message` rather
/// than as a bare "invalid data". Only the dialect file reader needs it.
struct PositionedJSON: Sendable {
    enum Value: Sendable {
        case object([(key: String, keyLine: Int, keyColumn: Int, value: PositionedJSON)])
        case array([PositionedJSON])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    var value: Value
    var line: Int
    var column: Int

    /// A word for the kind of value, for messages such as "expected a list, got a number".
    var kindName: String {
        switch value {
        case .object: return "an object"
        case .array: return "a list"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}

/// A syntax error in JSON text, at a 1-based line and column (columns count
/// Unicode scalars, as Gherkin locations do).
struct JSONSyntaxError: Error, Sendable {
    var line: Int
    var column: Int
    var message: String
}

/// A small recursive-descent JSON reader over UTF-8 bytes. Depth is limited
/// so that hostile input cannot exhaust the stack.
struct PositionedJSONReader {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private let maximumDepth = 256

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> PositionedJSON {
        var reader = PositionedJSONReader(bytes)
        // A UTF-8 byte-order mark is allowed before the value.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            reader.index = 3
            reader.lineStart = 3
        }
        let value = try reader.readValue(depth: 0)
        reader.skipWhitespace()
        if reader.index < bytes.count {
            throw reader.error("unexpected text after the end of the JSON value")
        }
        return value
    }

    private var column: Int {
        var count = 1
        var i = lineStart
        while i < index && i < bytes.count {
            if bytes[i] & 0xC0 != 0x80 { count += 1 }
            i += 1
        }
        return count
    }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(line: line, column: column, message: message)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    private mutating func readValue(depth: Int) throws(JSONSyntaxError) -> PositionedJSON {
        skipWhitespace()
        guard depth < maximumDepth else { throw error("JSON nested too deeply") }
        guard index < bytes.count else { throw error("unexpected end of the file, expected a JSON value") }
        let startLine = line
        let startColumn = column
        let value: PositionedJSON.Value
        switch bytes[index] {
        case UInt8(ascii: "{"):
            value = try readObject(depth: depth)
        case UInt8(ascii: "["):
            value = try readArray(depth: depth)
        case UInt8(ascii: "\""):
            value = .string(try readString())
        case UInt8(ascii: "t"):
            try expectWord("true")
            value = .bool(true)
        case UInt8(ascii: "f"):
            try expectWord("false")
            value = .bool(false)
        case UInt8(ascii: "n"):
            try expectWord("null")
            value = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            value = .number(try readNumber())
        default:
            throw error("unexpected character, expected a JSON value")
        }
        return PositionedJSON(value: value, line: startLine, column: startColumn)
    }

    private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        let count = word.utf8.count
        guard index + count <= bytes.count, bytes[index..<index + count].elementsEqual(word.utf8) else { throw error("unexpected character, expected a JSON value") }
        index += count
    }

    private mutating func readObject(depth: Int) throws(JSONSyntaxError) -> PositionedJSON.Value {
        index += 1  // {
        var members: [(key: String, keyLine: Int, keyColumn: Int, value: PositionedJSON)] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a quoted key")
            }
            let keyLine = line
            let keyColumn = column
            let key = try readString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after the key \"\(key)\"")
            }
            index += 1
            let value = try readValue(depth: depth + 1)
            members.append((key, keyLine, keyColumn, value))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of the file, expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            } else {
                throw error("expected ',' or '}'")
            }
        }
    }

    private mutating func readArray(depth: Int) throws(JSONSyntaxError) -> PositionedJSON.Value {
        index += 1  // [
        var elements: [PositionedJSON] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            elements.append(try readValue(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of the file, expected ',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            } else {
                throw error("expected ',' or ']'")
            }
        }
    }

    private mutating func readNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        while index < bytes.count && Self.isNumberByte(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let number = Double(text) else {
            index = start
            throw error("invalid number '\(text)'")
        }
        return number
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
             UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
            return true
        default:
            return false
        }
    }

    private mutating func readString() throws(JSONSyntaxError) -> String {
        index += 1  // opening quote
        var utf8: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                utf8.append(contentsOf: String(Character(try readEscape())).utf8)
            case 0..<0x20:
                throw error("control character in a string (a line break must be written \\n)")
            default:
                utf8.append(byte)
                index += 1
            }
        }
        throw error("unterminated string")
    }

    private mutating func readEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        guard index < bytes.count else { throw error("unterminated string") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try readHex4()
            if (0xD800..<0xDC00).contains(high) {
                // A surrogate pair: \uD83E\uDD52.
                if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                    index += 2
                    let low = try readHex4()
                    if (0xDC00..<0xE000).contains(low),
                       let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) {
                        return scalar
                    }
                }
                throw error("unpaired surrogate in a \\u escape")
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("unpaired surrogate in a \\u escape") }
            return scalar
        default:
            index -= 1
            throw error("invalid escape in a string")
        }
    }

    private mutating func readHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw error("unterminated \\u escape") }
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("invalid \\u escape: expected four hex digits")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }
}
