/// The recursive-descent parser behind `JSONReader`, over one document's bytes.
struct JSONParser {
    let bytes: ArraySlice<UInt8>
    let repairingText: Bool
    var index: Int
    private var line = 1
    private var lineStart: Int
    /// Columns are counted lazily: `counted` is the index up to which the
    /// current line's scalars have been counted, `scalars` how many there
    /// were. The index only moves forward, so each byte is counted once.
    private var counted: Int
    private var scalars = 0

    init(_ bytes: ArraySlice<UInt8>, repairingText: Bool) {
        self.bytes = bytes
        self.repairingText = repairingText
        index = bytes.startIndex
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index += 3 }
        lineStart = index
        counted = index
    }

    mutating func document() throws(JSONSyntaxError) -> JSONValue {
        let value = try readValue(depth: 0)
        skipWhitespace()
        guard index == bytes.endIndex else { throw error("unexpected text after the JSON value") }
        return value
    }

    // MARK: Positions

    private mutating func column() -> Int {
        if counted > index {
            counted = lineStart
            scalars = 0
        }
        while counted < index {
            if bytes[counted] & 0xC0 != 0x80 { scalars += 1 }
            counted += 1
        }
        return scalars + 1
    }

    mutating func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: message, line: line, column: column())
    }

    var current: UInt8? {
        index < bytes.endIndex ? bytes[index] : nil
    }

    private mutating func skipWhitespace() {
        while index < bytes.endIndex {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D:
                index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
                counted = index
                scalars = 0
            default:
                return
            }
        }
    }

    // MARK: Values

    private mutating func readValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        guard let byte = current else { throw error("unexpected end of the text, expected a value") }
        let (startLine, startColumn) = (line, column())
        let content: JSONValue.Content
        switch byte {
        case UInt8(ascii: "{"):
            content = .object(try readObject(depth: depth + 1))
        case UInt8(ascii: "["):
            content = .array(try readArray(depth: depth + 1))
        case UInt8(ascii: "\""):
            content = .string(try readString())
        case UInt8(ascii: "t"):
            try expectWord("true")
            content = .bool(true)
        case UInt8(ascii: "f"):
            try expectWord("false")
            content = .bool(false)
        case UInt8(ascii: "n"):
            try expectWord("null")
            content = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            content = .number(try readNumber())
        default:
            throw error("unexpected character \(Self.describe(byte)), expected a value")
        }
        return JSONValue(content, line: startLine, column: startColumn)
    }

    private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        let start = index
        for expected in word.utf8 {
            guard current == expected else {
                index = start
                throw error("unexpected character \(Self.describe(bytes[start])), expected a value")
            }
            index += 1
        }
    }

    private mutating func readObject(depth: Int) throws(JSONSyntaxError) -> [JSONMember] {
        var members: [JSONMember] = []
        try readList(depth: depth, closedBy: UInt8(ascii: "}")) { parser throws(JSONSyntaxError) in
            parser.skipWhitespace()
            guard parser.current == UInt8(ascii: "\"") else { throw parser.error("expected a key in double quotes") }
            let (keyLine, keyColumn) = (parser.line, parser.column())
            let key = try parser.readString()
            parser.skipWhitespace()
            guard parser.current == UInt8(ascii: ":") else { throw parser.error("expected ':' after the key \"\(key)\"") }
            parser.index += 1
            let value = try parser.readValue(depth: depth)
            members.append(JSONMember(key: key, keyLine: keyLine, keyColumn: keyColumn, value: value))
        }
        return members
    }

    private mutating func readArray(depth: Int) throws(JSONSyntaxError) -> [JSONValue] {
        var elements: [JSONValue] = []
        try readList(depth: depth, closedBy: UInt8(ascii: "]")) { parser throws(JSONSyntaxError) in
            elements.append(try parser.readValue(depth: depth))
        }
        return elements
    }

    /// The members of an object or the elements of an array, from the opening
    /// bracket to `closing`, each read by `readOne`, separated by commas.
    private mutating func readList(depth: Int, closedBy closing: UInt8,
                                   _ readOne: (inout JSONParser) throws(JSONSyntaxError) -> Void) throws(JSONSyntaxError) {
        guard depth <= JSONReader.maximumDepth else {
            throw error("JSON nested deeper than \(JSONReader.maximumDepth) levels")
        }
        index += 1  // the opening bracket
        skipWhitespace()
        if current == closing {
            index += 1
            return
        }
        while true {
            try readOne(&self)
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                index += 1
            case closing:
                index += 1
                return
            case nil:
                throw error("unexpected end of the text, expected ',' or '\(Character(Unicode.Scalar(closing)))'")
            default:
                throw error("expected ',' or '\(Character(Unicode.Scalar(closing)))'")
            }
        }
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, as written.
    private mutating func readNumber() throws(JSONSyntaxError) -> String {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") {
            index += 1
        } else if skipDigits() == 0 {
            throw error("a number needs digits")
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard skipDigits() > 0 else { throw error("a number needs digits after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard skipDigits() > 0 else { throw error("a number needs digits in its exponent") }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func skipDigits() -> Int {
        let start = index
        while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
        return index - start
    }

    /// A byte as a message shows it: `'x'`, or its code for anything unprintable.
    static func describe(_ byte: UInt8) -> String {
        "'\(printable(byte))'"
    }

    static func printable(_ byte: UInt8) -> String {
        if byte >= 0x20 && byte < 0x7F { return String(UnicodeScalar(byte)) }
        return "\\u{\(String(byte, radix: 16, uppercase: true))}"
    }
}
