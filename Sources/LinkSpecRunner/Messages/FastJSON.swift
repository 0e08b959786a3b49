/// A small JSON reader for the hot lines of a message stream. Foundation's
/// `JSONDecoder` goes through `Codable`'s generic machinery and reads a few MB/s;
/// most lines of a run are the same five small messages, so those are read here
/// directly. Anything unexpected (another kind, a missing field, odd JSON) makes
/// it give up and the line goes to `JSONDecoder`, which decides and explains.
enum FastJSON {
    struct Member {
        var name: String
        var value: Value
    }

    indirect enum Value {
        case object([Member])
        case array([Value])
        case string(String)
        case integer(Int64)
        case number(Double)
        case bool(Bool)
        case null

        subscript(key: String) -> Value? {
            guard case .object(let members) = self else { return nil }
            for member in members where member.name == key { return member.value }
            return nil
        }

        var string: String? {
            if case .string(let text) = self { return text }
            return nil
        }

        var integer: Int64? {
            if case .integer(let number) = self { return number }
            return nil
        }

        var bool: Bool? {
            if case .bool(let flag) = self { return flag }
            return nil
        }

        var array: [Value]? {
            if case .array(let items) = self { return items }
            return nil
        }
    }

    /// The line's value, or nil if it is not plain JSON this reader handles.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Value? {
        var parser = Parser(bytes: bytes)
        guard let value = parser.value() else { return nil }
        parser.skipSpace()
        return parser.index == bytes.count ? value : nil
    }

    /// The text, or nil if the bytes are not valid UTF-8 (the slow path mends those).
    static func validUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if #available(macOS 15, iOS 18, *) {
            return String(validating: bytes, as: UTF8.self)
        }
        // Repairing changes the length of every invalid sequence (each becomes U+FFFD).
        let text = String(decoding: bytes, as: UTF8.self)
        return text.utf8.count == bytes.count ? text : nil
    }

    private struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var depth = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        mutating func skipSpace() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D {
                index += 1
            }
        }

        mutating func value() -> Value? {
            skipSpace()
            guard index < bytes.count, depth < 64 else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"): return object()
            case UInt8(ascii: "["): return array()
            case UInt8(ascii: "\""): return string().map { .string($0) }
            case UInt8(ascii: "t"): return literal("true", .bool(true))
            case UInt8(ascii: "f"): return literal("false", .bool(false))
            case UInt8(ascii: "n"): return literal("null", .null)
            default: return number()
            }
        }

        private mutating func literal(_ word: StaticString, _ value: Value) -> Value? {
            let count = word.utf8CodeUnitCount
            guard index + count <= bytes.count else { return nil }
            for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return nil }
            index += count
            return value
        }

        private mutating func object() -> Value? {
            index += 1
            depth += 1
            defer { depth -= 1 }
            var members: [Member] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else { return nil }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
                index += 1
                guard let item = value() else { return nil }
                members.append(Member(name: key, value: item))
                skipSpace()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
                return nil
            }
        }

        private mutating func array() -> Value? {
            index += 1
            depth += 1
            defer { depth -= 1 }
            var items: [Value] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            }
            while true {
                guard let item = value() else { return nil }
                items.append(item)
                skipSpace()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
                return nil
            }
        }

        /// A string without escapes is copied in one go; escapes other than
        /// surrogate pairs are decoded; anything odd gives up.
        private mutating func string() -> String? {
            index += 1
            let start = index
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    let text = validUTF8(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                    index += 1
                    return text
                }
                if byte == UInt8(ascii: "\\") { return escapedString(from: start) }
                if byte < 0x20 { return nil }
                index += 1
            }
            return nil
        }

        private mutating func escapedString(from start: Int) -> String? {
            var scalars: [UInt8] = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    return scalars.withUnsafeBufferPointer { validUTF8($0) }
                case UInt8(ascii: "\\"):
                    guard index + 1 < bytes.count else { return nil }
                    let escape = bytes[index + 1]
                    index += 2
                    switch escape {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escape)
                    case UInt8(ascii: "b"): scalars.append(0x08)
                    case UInt8(ascii: "f"): scalars.append(0x0C)
                    case UInt8(ascii: "n"): scalars.append(0x0A)
                    case UInt8(ascii: "r"): scalars.append(0x0D)
                    case UInt8(ascii: "t"): scalars.append(0x09)
                    case UInt8(ascii: "u"):
                        guard let unit = hex4(), !(0xD800...0xDFFF).contains(unit),
                              let scalar = Unicode.Scalar(unit) else { return nil }
                        scalars.append(contentsOf: String(Character(scalar)).utf8)
                    default:
                        return nil
                    }
                default:
                    if byte < 0x20 { return nil }
                    scalars.append(byte)
                    index += 1
                }
            }
            return nil
        }

        private mutating func hex4() -> UInt32? {
            guard index + 4 <= bytes.count else { return nil }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[index]
                let digit: UInt32
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
                default: return nil
                }
                value = value * 16 + digit
                index += 1
            }
            return value
        }

        /// Whole numbers exactly; others (fractions, exponents) give up to the slow path.
        private mutating func number() -> Value? {
            var negative = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
                negative = true
                index += 1
            }
            let start = index
            var value: Int64 = 0
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = times.addingReportingOverflow(Int64(bytes[index] - UInt8(ascii: "0")))
                guard !overflow1, !overflow2 else { return nil }
                value = sum
                index += 1
            }
            guard index > start else { return nil }
            if bytes[start] == UInt8(ascii: "0") && index - start > 1 { return nil }
            if index < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[index]) {
                return nil
            }
            return .integer(negative ? -value : value)
        }
    }
}
