/// What the matcher remembers inside a doc string: which fence opened it (only
/// that fence closes it) and how much indentation to strip from its lines.
struct DocStringState {
    var activeSeparator: [UInt8]?
    var indentToRemove = 0

    static let quotes = Array("\"\"\"".utf8)
    static let backticks = Array("```".utf8)
    private static let escapedQuotes = "\\\"\\\"\\\""
    private static let escapedBackticks = "\\`\\`\\`"

    /// A content line: indentation up to the fence's removed, and an escaped fence
    /// (`\"\"\"`) turned back into the fence it stands for.
    func content(of line: GherkinLine) -> String {
        let text = line.text(removingIndent: indentToRemove)
        guard let separator = activeSeparator,
              UTF8Text.contains(UInt8(ascii: "\\"), in: UnsafeBufferPointer(rebasing: line.bytes[line.range]))
        else { return text }
        if separator == Self.quotes {
            return text.replacingAll(Self.escapedQuotes, with: "\"\"\"")
        }
        if separator.first == UInt8(ascii: "`") {
            return text.replacingAll(Self.escapedBackticks, with: "```")
        }
        return text
    }
}

extension String {
    /// Every occurrence of `target` replaced, left to right, comparing UTF-8 bytes.
    func replacingAll(_ target: String, with replacement: String) -> String {
        let needle = Array(target.utf8)
        guard let first = needle.first else { return self }
        var haystack = self
        return haystack.withUTF8 { bytes -> String in
            var result: [UInt8] = []
            var copied = 0
            var index = 0
            let last = bytes.count - needle.count
            while index <= last {
                if bytes[index] == first && UTF8Text.hasPrefix(bytes, at: index, end: bytes.count, needle) {
                    if result.isEmpty { result.reserveCapacity(bytes.count + replacement.utf8.count) }
                    result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index]))
                    result.append(contentsOf: replacement.utf8)
                    index += needle.count
                    copied = index
                } else {
                    index += 1
                }
            }
            if copied == 0 { return self }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<bytes.count]))
            return String(decoding: result, as: UTF8.self)
        }
    }
}
