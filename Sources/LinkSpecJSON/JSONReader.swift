/// The one JSON reader of linkspec: strict RFC 8259, every value with the line
/// and column where it starts (`JSONValue`), errors as `JSONSyntaxError`
/// (`line:column: message`). Foundation's readers report no positions, and a
/// user's `app.json` or dialect file deserves to be told where it is wrong.
///
///     let map = try JSONReader.read(bytes)            // throws(JSONSyntaxError)
///     guard let routes = map["routes"]?.array else { … }
///     print(routes[0].line, routes[0].column)
///
/// - A UTF-8 byte-order mark before the value is skipped.
/// - Strings must be valid UTF-8 and their `\u` escapes whole scalars
///   (surrogates in pairs). With `repairingText`, invalid UTF-8 and unpaired
///   surrogates become U+FFFD instead, as message streams written by other
///   tools sometimes need; nothing else is relaxed.
/// - Arrays and objects nest at most `maximumDepth` deep, so hostile input
///   cannot exhaust the stack.
/// - Numbers are checked against the JSON grammar and kept as written.
/// - Object members keep their document order; repeated keys are all kept.
package enum JSONReader {
    /// How deep arrays and objects may nest.
    package static let maximumDepth = 256

    package static func read(_ bytes: [UInt8], repairingText: Bool = false) throws(JSONSyntaxError) -> JSONValue {
        try read(bytes[...], repairingText: repairingText)
    }

    /// Reads the bytes of a slice (say, one line of an NDJSON buffer). Lines
    /// and columns count from the slice's start.
    package static func read(_ bytes: ArraySlice<UInt8>, repairingText: Bool = false) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes, repairingText: repairingText)
        return try parser.document()
    }

    package static func read(_ text: String, repairingText: Bool = false) throws(JSONSyntaxError) -> JSONValue {
        try read(Array(text.utf8), repairingText: repairingText)
    }
}

/// The recursive-descent parser behind `JSONReader`, over the bytes of one
/// document.
private struct JSONParser {
    private let bytes: ArraySlice<UInt8>
    private let repairingText: Bool
    private var index: Int
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

    /// The column of `index`.
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

    private mutating func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: message, line: line, column: column())
    }

    private var current: UInt8? {
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
        guard depth <= JSONReader.maximumDepth else {
            throw error("JSON nested deeper than \(JSONReader.maximumDepth) levels")
        }
        index += 1  // {
        var members: [JSONMember] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return members
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
            let (keyLine, keyColumn) = (line, column())
            let key = try readString()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\"") }
            index += 1
            let value = try readValue(depth: depth)
            members.append(JSONMember(key: key, keyLine: keyLine, keyColumn: keyColumn, value: value))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                index += 1
            case UInt8(ascii: "}"):
                index += 1
                return members
            case nil:
                throw error("unexpected end of the text, expected ',' or '}'")
            default:
                throw error("expected ',' or '}'")
            }
        }
    }

    private mutating func readArray(depth: Int) throws(JSONSyntaxError) -> [JSONValue] {
        guard depth <= JSONReader.maximumDepth else {
            throw error("JSON nested deeper than \(JSONReader.maximumDepth) levels")
        }
        index += 1  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return elements
        }
        while true {
            elements.append(try readValue(depth: depth))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                index += 1
            case UInt8(ascii: "]"):
                index += 1
                return elements
            case nil:
                throw error("unexpected end of the text, expected ',' or ']'")
            default:
                throw error("expected ',' or ']'")
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

    // MARK: Strings

    /// A string from its opening quote. A run without escapes (most strings)
    /// becomes the `String` in one step; escapes are decoded into a buffer.
    private mutating func readString() throws(JSONSyntaxError) -> String {
        index += 1  // "
        let start = index
        var ascii = true
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                let text = try makeString(bytes[start..<index], ascii: ascii)
                index += 1
                return text
            case UInt8(ascii: "\\"):
                var decoded = Array(bytes[start..<index])
                return try readEscapedString(into: &decoded, ascii: ascii)
            case 0..<0x20:
                throw error("a control character must be escaped inside a string")
            default:
                if byte >= 0x80 { ascii = false }
                index += 1
            }
        }
        throw error("unterminated string")
    }

    /// The rest of a string that has escapes, from the first backslash.
    private mutating func readEscapedString(into decoded: inout [UInt8], ascii: Bool) throws(JSONSyntaxError) -> String {
        var ascii = ascii
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                let text = try makeString(decoded[...], ascii: ascii)
                index += 1
                return text
            case UInt8(ascii: "\\"):
                index += 1
                try readEscape(into: &decoded)
            case 0..<0x20:
                throw error("a control character must be escaped inside a string")
            default:
                if byte >= 0x80 { ascii = false }
                decoded.append(byte)
                index += 1
            }
        }
        throw error("unterminated string")
    }

    /// Raw bytes of a string become its text if they are valid UTF-8 (escapes
    /// only ever add valid UTF-8); otherwise an error, or U+FFFD for each bad
    /// sequence when repairing. The error points at the string's end.
    private mutating func makeString(_ utf8: ArraySlice<UInt8>, ascii: Bool) throws(JSONSyntaxError) -> String {
        if ascii || repairingText { return String(decoding: utf8, as: UTF8.self) }
        if let text = JSONReader.validUTF8(utf8) { return text }
        throw error("the string is not valid UTF-8")
    }

    /// One escape after its backslash, appended as UTF-8.
    private mutating func readEscape(into decoded: inout [UInt8]) throws(JSONSyntaxError) {
        guard let escape = current else { throw error("unterminated string") }
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escape)
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "u"):
            index += 1
            appendScalar(try readUnicodeEscape(), to: &decoded)
            return
        default:
            throw error("invalid escape '\\\(Self.printable(escape))'")
        }
        index += 1
    }

    /// The scalar of `XXXX` after `\u`, or of a surrogate pair `\uD83E\uDD52`.
    private mutating func readUnicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let unit = try readHex4()
        switch unit {
        case 0xD800..<0xDC00:
            let afterHigh = index
            if current == UInt8(ascii: "\\"), index + 1 < bytes.endIndex, bytes[index + 1] == UInt8(ascii: "u") {
                index += 2
                let low = try readHex4()
                if (0xDC00..<0xE000).contains(low),
                   let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) {
                    return scalar
                }
                // Not a low surrogate: the escape after the high one stands on its own.
                index = afterHigh
            }
            guard repairingText else { throw error("a high surrogate must be followed by a low one") }
            return "\u{FFFD}"
        case 0xDC00..<0xE000:
            guard repairingText else { throw error("a low surrogate without a high one before it") }
            return "\u{FFFD}"
        default:
            return Unicode.Scalar(unit) ?? "\u{FFFD}"
        }
    }

    private mutating func readHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current else { throw error("unterminated string") }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("\\u needs four hex digits")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private func appendScalar(_ scalar: Unicode.Scalar, to decoded: inout [UInt8]) {
        UTF8.encode(scalar) { decoded.append($0) }
    }

    /// A byte as a message shows it: `'x'`, or its code for anything unprintable.
    private static func describe(_ byte: UInt8) -> String {
        "'\(printable(byte))'"
    }

    private static func printable(_ byte: UInt8) -> String {
        if byte >= 0x20 && byte < 0x7F { return String(UnicodeScalar(byte)) }
        return "\\u{\(String(byte, radix: 16, uppercase: true))}"
    }
}

extension JSONReader {
    /// The standard library's check where the system has it (Swift 6's
    /// runtime); on older Apple systems, which the package supports back to
    /// macOS 14 and iOS 17, `validUTF8ByDecoding`.
    package static func validUTF8(_ utf8: ArraySlice<UInt8>) -> String? {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            return String(validating: utf8, as: UTF8.self)
        }
        return validUTF8ByDecoding(utf8)
    }

    /// The same answer without `String(validating:)`: decoding replaces each
    /// invalid sequence, so the text is the bytes only if none was. A plain
    /// function, so the fallback is tested on Linux too, where the check above
    /// always takes the first branch.
    package static func validUTF8ByDecoding(_ utf8: ArraySlice<UInt8>) -> String? {
        let text = String(decoding: utf8, as: UTF8.self)
        return text.utf8.elementsEqual(utf8) ? text : nil
    }
}
