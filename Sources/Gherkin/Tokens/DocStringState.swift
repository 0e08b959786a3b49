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
        guard let separator = activeSeparator, text.utf8.contains(UInt8(ascii: "\\")) else { return text }
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
    /// Every occurrence of `target` replaced, left to right (no Foundation needed).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.utf8Range(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        result += rest
        return result
    }
}

extension Substring {
    /// The first occurrence of `target`, compared by UTF-8 bytes.
    func utf8Range(of target: String) -> Range<Index>? {
        let needle = Array(target.utf8)
        guard let first = needle.first else { return nil }
        var index = startIndex
        let utf8 = self.utf8
        while index < endIndex {
            if utf8[index] == first {
                var probe = index
                var matched = 0
                while matched < needle.count, probe < endIndex, utf8[probe] == needle[matched] {
                    probe = utf8.index(after: probe)
                    matched += 1
                }
                if matched == needle.count { return index..<probe }
            }
            index = utf8.index(after: index)
        }
        return nil
    }
}
