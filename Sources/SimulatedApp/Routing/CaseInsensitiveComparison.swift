/// `a.lowercased() == b.lowercased()`, without making two strings when both are
/// ASCII: every literal segment of every pattern is compared with each opened
/// link. For ASCII text, lowercasing maps `A`-`Z` to `a`-`z` and `==` is byte
/// equality. Anything else takes the full comparison: lowercasing may turn
/// non-ASCII into ASCII (the Kelvin sign becomes `k`), and `==` compares by
/// canonical equivalence (U+037E equals `;`).
func sameIgnoringCase(_ a: String, _ b: String) -> Bool {
    guard isASCII(a), isASCII(b) else { return a.lowercased() == b.lowercased() }
    return a.utf8.count == b.utf8.count && zip(a.utf8, b.utf8).allSatisfy { asciiLowercased($0) == asciiLowercased($1) }
}

private func isASCII(_ text: String) -> Bool {
    text.utf8.allSatisfy { $0 < 0x80 }
}

private func asciiLowercased(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
}
