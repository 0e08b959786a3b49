extension LinkText {
    /// `%XX` to bytes, then strict UTF-8: a stray `%` or bytes that are not UTF-8 are
    /// an error rather than a silently changed parameter. A part without `%` is
    /// taken as it is: it is a slice of a valid string between delimiters.
    package func percentDecoded(_ range: Range<Int>) -> Result<String, LinkError> {
        let part = bytes[range]
        guard part.contains(UInt8(ascii: "%")) else { return .success(string(range)) }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(part.count)
        var iterator = part.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else { decoded.append(byte); continue }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                return .failure(LinkError("'\(string(range))' has a '%' that is not followed by two hex digits"))
            }
            decoded.append(high << 4 | low)
        }
        guard isValidUTF8(decoded) else {
            return .failure(LinkError("'\(string(range))' percent-decodes to bytes that are not UTF-8"))
        }
        return .success(String(decoding: decoded, as: UTF8.self))
    }
}

/// Strict UTF-8 (no overlong forms, surrogates or values above U+10FFFF), as the
/// standard library's decoder checks it; `String(decoding:)` would instead
/// repair bad bytes with U+FFFD.
private func isValidUTF8(_ bytes: [UInt8]) -> Bool {
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    while true {
        switch decoder.decode(&iterator) {
        case .scalarValue: continue
        case .emptyInput: return true
        case .error: return false
        }
    }
}

private func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: return byte - 0x30
    case 0x41...0x46: return byte - 0x41 + 10
    case 0x61...0x66: return byte - 0x61 + 10
    default: return nil
    }
}
