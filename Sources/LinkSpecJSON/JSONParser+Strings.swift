/// Strings, for `JSONParser`: valid UTF-8 only, or repaired when asked.
extension JSONParser {
    /// A string from its opening quote. A run without escapes (most strings)
    /// becomes the `String` in one step; from the first escape on, the string
    /// is decoded into a buffer.
    mutating func readString() throws(JSONSyntaxError) -> String {
        index += 1  // "
        let start = index
        var ascii = true
        var decoded: [UInt8]?
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                let text = try makeString(decoded?[...] ?? bytes[start..<index], ascii: ascii)
                index += 1
                return text
            case UInt8(ascii: "\\"):
                if decoded == nil { decoded = Array(bytes[start..<index]) }
                index += 1
                try readEscape(into: &decoded!)
            case 0..<0x20:
                throw error("a control character must be escaped inside a string")
            default:
                if byte >= 0x80 { ascii = false }
                decoded?.append(byte)
                index += 1
            }
        }
        throw error("unterminated string")
    }

    /// Raw bytes of a string become its text if they are valid UTF-8 (escapes
    /// only ever add valid UTF-8); otherwise an error, or U+FFFD for each bad
    /// sequence when repairing. The error points at the string's end.
    /// (`String(validating:)` would need macOS 15: decoding replaces each
    /// invalid sequence, so the text is the bytes only if none was.)
    private mutating func makeString(_ utf8: ArraySlice<UInt8>, ascii: Bool) throws(JSONSyntaxError) -> String {
        let text = String(decoding: utf8, as: UTF8.self)
        guard ascii || repairingText || text.utf8.elementsEqual(utf8) else { throw error("the string is not valid UTF-8") }
        return text
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
            UTF8.encode(try readUnicodeEscape()) { decoded.append($0) }
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
}
