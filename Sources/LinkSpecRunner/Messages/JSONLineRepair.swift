/// Mends the two ways real message streams break strict JSON decoders, so that a
/// report can still be written: bytes that are not UTF-8 (a step printed binary
/// output) and `\uD800`-style escapes of unpaired surrogates (JavaScript strings
/// allow them). Both become U+FFFD. Only used after a line failed to decode.
enum JSONLineRepair {
    static func repaired(_ line: ArraySlice<UInt8>) -> [UInt8] {
        let valid = Array(String(decoding: line, as: UTF8.self).utf8)
        var result: [UInt8] = []
        result.reserveCapacity(valid.count)
        var index = 0
        while index < valid.count {
            let byte = valid[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < valid.count else {
                result.append(byte)
                index += 1
                continue
            }
            guard valid[index + 1] == UInt8(ascii: "u"), let unit = hexUnit(valid, at: index + 2) else {
                result.append(byte)
                result.append(valid[index + 1])
                index += 2
                continue
            }
            if (0xD800...0xDBFF).contains(unit),
               index + 12 <= valid.count, valid[index + 6] == UInt8(ascii: "\\"), valid[index + 7] == UInt8(ascii: "u"),
               let low = hexUnit(valid, at: index + 8), (0xDC00...0xDFFF).contains(low) {
                result.append(contentsOf: valid[index..<(index + 12)])
                index += 12
            } else if (0xD800...0xDFFF).contains(unit) {
                result.append(contentsOf: Array("\\uFFFD".utf8))
                index += 6
            } else {
                result.append(contentsOf: valid[index..<(index + 6)])
                index += 6
            }
        }
        return result
    }

    private static func hexUnit(_ bytes: [UInt8], at start: Int) -> Int? {
        guard start + 4 <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[start..<(start + 4)] {
            let digit: Int
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = Int(byte - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = Int(byte - UInt8(ascii: "A")) + 10
            default: return nil
            }
            value = value * 16 + digit
        }
        return value
    }
}
