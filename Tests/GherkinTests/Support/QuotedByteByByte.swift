/// JSON.stringify's escaping, a byte at a time, quotes included: the plain
/// oracle that the writer's fast paths are compared with.
func quotedByteByByte(_ text: String) -> String {
    var bytes: [UInt8] = [UInt8(ascii: "\"")]
    let hex = Array("0123456789abcdef".utf8)
    for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "\""): bytes += Array(#"\""#.utf8)
        case UInt8(ascii: "\\"): bytes += Array(#"\\"#.utf8)
        case 0x08: bytes += Array(#"\b"#.utf8)
        case 0x0C: bytes += Array(#"\f"#.utf8)
        case 0x0A: bytes += Array(#"\n"#.utf8)
        case 0x0D: bytes += Array(#"\r"#.utf8)
        case 0x09: bytes += Array(#"\t"#.utf8)
        case ..<0x20: bytes += Array(#"\u00"#.utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 15)]]
        default: bytes.append(byte)
        }
    }
    bytes.append(UInt8(ascii: "\""))
    return String(decoding: bytes, as: UTF8.self)
}
