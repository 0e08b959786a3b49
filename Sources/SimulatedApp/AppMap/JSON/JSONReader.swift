/// A small strict JSON (RFC 8259) reader that remembers where each value starts.
/// It exists because `JSONSerialization` reports no positions; it never recurses
/// deeper than `maximumDepth`, so hostile input cannot exhaust the stack.
struct JSONReader {
    static let maximumDepth = 200

    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var column = 1

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    static func read(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        var reader = JSONReader(bytes)
        if reader.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.offset = 3 }
        reader.skipWhitespace()
        let node = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.offset == reader.bytes.count else { throw reader.error("unexpected text after the JSON value") }
        return node
    }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: message, line: line, column: column)
    }

    private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func advance() {
        guard offset < bytes.count else { return }
        let byte = bytes[offset]
        offset += 1
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { advance() }
    }

    private mutating func expect(_ literal: String) throws(JSONSyntaxError) {
        for byte in literal.utf8 {
            guard current == byte else { throw error("expected '\(literal)'") }
            advance()
        }
    }

    private mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        guard depth < Self.maximumDepth else { throw error("JSON nested deeper than \(Self.maximumDepth) levels") }
        let (startLine, startColumn) = (line, column)
        func node(_ value: JSONNode.Value) -> JSONNode { JSONNode(value: value, line: startLine, column: startColumn) }
        guard let byte = current else { throw error("unexpected end of the file; expected a value") }
        switch byte {
        case UInt8(ascii: "{"):
            advance()
            var members: [(key: String, node: JSONNode)] = []
            skipWhitespace()
            if current == UInt8(ascii: "}") { advance(); return node(.object(members)) }
            while true {
                skipWhitespace()
                guard current == UInt8(ascii: "\"") else { throw error("expected a string key in quotes") }
                let key = try string()
                skipWhitespace()
                guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\"") }
                advance()
                skipWhitespace()
                members.append((key, try value(depth: depth + 1)))
                skipWhitespace()
                if current == UInt8(ascii: ",") { advance(); continue }
                if current == UInt8(ascii: "}") { advance(); return node(.object(members)) }
                throw error("expected ',' or '}' in an object")
            }
        case UInt8(ascii: "["):
            advance()
            var elements: [JSONNode] = []
            skipWhitespace()
            if current == UInt8(ascii: "]") { advance(); return node(.array(elements)) }
            while true {
                skipWhitespace()
                elements.append(try value(depth: depth + 1))
                skipWhitespace()
                if current == UInt8(ascii: ",") { advance(); continue }
                if current == UInt8(ascii: "]") { advance(); return node(.array(elements)) }
                throw error("expected ',' or ']' in an array")
            }
        case UInt8(ascii: "\""):
            return node(.string(try string()))
        case UInt8(ascii: "t"):
            try expect("true")
            return node(.bool(true))
        case UInt8(ascii: "f"):
            try expect("false")
            return node(.bool(false))
        case UInt8(ascii: "n"):
            try expect("null")
            return node(.null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return node(.number(try number()))
        default:
            throw error("unexpected character '\(Unicode.Scalar(byte))'; expected a value")
        }
    }

    private mutating func number() throws(JSONSyntaxError) -> String {
        let start = offset
        func digits(_ reader: inout JSONReader) -> Int {
            var count = 0
            while let byte = reader.current, byte >= 0x30, byte <= 0x39 { reader.advance(); count += 1 }
            return count
        }
        if current == UInt8(ascii: "-") { advance() }
        if current == UInt8(ascii: "0") {
            advance()
        } else if digits(&self) == 0 {
            throw error("a number needs digits")
        }
        if current == UInt8(ascii: ".") {
            advance()
            guard digits(&self) > 0 else { throw error("a number needs digits after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            guard digits(&self) > 0 else { throw error("a number needs digits in its exponent") }
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        advance() // opening quote
        var buffer: [UInt8] = []
        while true {
            guard let byte = current else { throw error("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                var decoder = UTF8()
                var iterator = buffer.makeIterator()
                var scalars = String.UnicodeScalarView()
                while true {
                    switch decoder.decode(&iterator) {
                    case .scalarValue(let scalar): scalars.append(scalar)
                    case .emptyInput: return String(scalars)
                    case .error: throw error("the string is not valid UTF-8")
                    }
                }
            case UInt8(ascii: "\\"):
                advance()
                guard let escape = current else { throw error("unterminated string") }
                advance()
                switch escape {
                case UInt8(ascii: "\""): buffer.append(0x22)
                case UInt8(ascii: "\\"): buffer.append(0x5C)
                case UInt8(ascii: "/"): buffer.append(0x2F)
                case UInt8(ascii: "b"): buffer.append(0x08)
                case UInt8(ascii: "f"): buffer.append(0x0C)
                case UInt8(ascii: "n"): buffer.append(0x0A)
                case UInt8(ascii: "r"): buffer.append(0x0D)
                case UInt8(ascii: "t"): buffer.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800...0xDBFF).contains(code) {
                        guard current == UInt8(ascii: "\\") else { throw error("a high surrogate must be followed by a low one") }
                        advance()
                        guard current == UInt8(ascii: "u") else { throw error("a high surrogate must be followed by a low one") }
                        advance()
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("a high surrogate must be followed by a low one") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(code) {
                        throw error("a lone low surrogate \\u\(String(code, radix: 16))")
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                    buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
                default:
                    throw error("invalid escape '\\\(Unicode.Scalar(escape))'")
                }
            default:
                guard byte >= 0x20 else { throw error("a control character must be escaped inside a string") }
                buffer.append(byte)
                advance()
            }
        }
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current else { throw error("unterminated \\u escape") }
            let digit: UInt32
            switch byte {
            case 0x30...0x39: digit = UInt32(byte - 0x30)
            case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
            default: throw error("\\u needs four hex digits")
            }
            value = value << 4 | digit
            advance()
        }
        return value
    }
}
