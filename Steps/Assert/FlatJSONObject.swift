/// The analytics step's doc string read without `JSONDecoder` when it is a
/// plain flat object: string keys, and values that are strings, `true`,
/// `false` or small integers. Foundation's decoder costs about 100,000
/// instructions for such an object; this reads it in a few hundred.
///
/// Only what the decoder certainly reads the same way is taken: strings without
/// escapes or control characters, integers of at most 18 digits (no leading
/// zero, no `-0`, no fraction or exponent), distinct keys. Anything else,
/// valid or not, returns nil and goes to `JSONDecoder`, so its results and
/// error messages stay those of Foundation.
enum FlatJSONObject {
    /// Each value as the text analytics events hold (`42` is `"42"`, `true` is `"true"`), or nil.
    static func textFields(of json: String) -> [String: String]? {
        var reader = Reader(bytes: Array(json.utf8))
        return reader.object()
    }

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        mutating func object() -> [String: String]? {
            skipWhitespace()
            guard take(UInt8(ascii: "{")) else { return nil }
            var fields: [String: String] = [:]
            skipWhitespace()
            if !take(UInt8(ascii: "}")) {
                repeat {
                    skipWhitespace()
                    guard let key = string() else { return nil }
                    skipWhitespace()
                    guard take(UInt8(ascii: ":")) else { return nil }
                    skipWhitespace()
                    guard let value = value(), fields.updateValue(value, forKey: key) == nil else { return nil }
                    skipWhitespace()
                } while take(UInt8(ascii: ","))
                guard take(UInt8(ascii: "}")) else { return nil }
            }
            skipWhitespace()
            return offset == bytes.count ? fields : nil
        }

        private mutating func value() -> String? {
            guard offset < bytes.count else { return nil }
            switch bytes[offset] {
            case UInt8(ascii: "\""): return string()
            case UInt8(ascii: "t"): return literal("true")
            case UInt8(ascii: "f"): return literal("false")
            default: return integer()
            }
        }

        /// `"..."` without escapes or control characters.
        private mutating func string() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            let start = offset
            while offset < bytes.count, bytes[offset] != UInt8(ascii: "\"") {
                if bytes[offset] == UInt8(ascii: "\\") || bytes[offset] < 0x20 { return nil }
                offset += 1
            }
            guard offset < bytes.count else { return nil }
            offset += 1
            return String(decoding: bytes[start..<(offset - 1)], as: UTF8.self)
        }

        private mutating func literal(_ word: String) -> String? {
            let end = offset + word.utf8.count
            guard end <= bytes.count, bytes[offset..<end].elementsEqual(word.utf8), endsToken(at: end) else { return nil }
            offset = end
            return word
        }

        private mutating func integer() -> String? {
            let start = offset
            if take(UInt8(ascii: "-")) {}
            let digits = offset
            while offset < bytes.count, (0x30...0x39).contains(bytes[offset]) { offset += 1 }
            let count = offset - digits
            guard count >= 1, count <= 18, bytes[digits] != 0x30 || count == 1,
                  !(bytes[start] == UInt8(ascii: "-") && bytes[digits] == 0x30), endsToken(at: offset),
                  let value = Int(String(decoding: bytes[start..<offset], as: UTF8.self))
            else { return nil }
            return String(value)
        }

        /// A value must be followed by whitespace, `,` or `}` (not `truex`, `1.5`, `1e3`).
        private func endsToken(at end: Int) -> Bool {
            guard end < bytes.count else { return true }
            return isWhitespace(bytes[end]) || bytes[end] == UInt8(ascii: ",") || bytes[end] == UInt8(ascii: "}")
        }

        private mutating func take(_ byte: UInt8) -> Bool {
            guard offset < bytes.count, bytes[offset] == byte else { return false }
            offset += 1
            return true
        }

        private mutating func skipWhitespace() {
            while offset < bytes.count, isWhitespace(bytes[offset]) { offset += 1 }
        }

        private func isWhitespace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        }
    }
}
