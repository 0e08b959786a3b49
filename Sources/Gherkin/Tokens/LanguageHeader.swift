import LinkSpecPlatform

extension GherkinLine {
    /// The language of a `# language: xx` header line, if this is one: `#`, the
    /// word `language`, a colon and a code of letters, `-` and `_`, with any white
    /// space between them and nothing after.
    func languageCode() -> String? {
        var index = trimmedStart
        guard index < end, bytes[index] == UInt8(ascii: "#") else { return nil }
        index = UTF8Text.skipWhitespace(bytes, (index + 1)..<end)
        guard bytes.hasPrefix(Self.languageWord, at: index, end: end) else { return nil }
        index = UTF8Text.skipWhitespace(bytes, (index + Self.languageWord.count)..<end)
        guard index < end, bytes[index] == UInt8(ascii: ":") else { return nil }
        index = UTF8Text.skipWhitespace(bytes, (index + 1)..<end)
        let codeStart = index
        while index < end, Self.isCodeByte(bytes[index]) { index += 1 }
        let codeEnd = index
        guard codeEnd > codeStart, UTF8Text.skipWhitespace(bytes, codeEnd..<end) == end else { return nil }
        return bytes.string(codeStart..<codeEnd)
    }

    private static let languageWord = Array("language".utf8)

    private static func isCodeByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }
}
