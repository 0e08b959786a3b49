import Foundation

/// Percent-encoding as the generator and the invariants need it, kept apart from
/// the router's own decoder so that the fuzzer judges links independently.
enum PercentEncoding {
    /// Every byte outside RFC 3986's unreserved set as `%XX`: how a careful app
    /// embeds one URL inside another's query item.
    static func encodeComponent(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// `%XX` decoded where well formed; anything else is kept as written, and bytes
    /// that are not UTF-8 become U+FFFD. Never fails: an invariant must read every link.
    static func decodeLeniently<S: StringProtocol>(_ text: S) -> String {
        guard text.contains("%") else { return String(text) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if byte == 0x25, index + 2 < utf8.count, let high = hexValue(utf8[index + 1]), let low = hexValue(utf8[index + 2]) {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(byte)
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func isUnreserved(_ byte: UInt8) -> Bool {
        unreserved.contains(Unicode.Scalar(byte))
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        Character(Unicode.Scalar(byte)).hexDigitValue.map(UInt8.init)
    }
}
