/// What the matcher remembers inside a doc string: which fence opened it (only
/// that fence closes it) and how much indentation to strip from its lines.
struct DocStringState {
    var activeSeparator: [UInt8]?
    var indentToRemove = 0

    static let quotes = Array("\"\"\"".utf8)
    static let backticks = Array("```".utf8)
    private static let escapedQuotes = "\\\"\\\"\\\""
    private static let escapedBackticks = "\\`\\`\\`"

    /// A content line: where its text is (indentation up to the fence's removed),
    /// and the fence whose escaped form (`\"\"\"`) it may hold, which the text
    /// turns back into the fence (`unescaping`); 0 when it holds none.
    func content(of line: GherkinLine) -> (text: Range<Int>, escapedFence: UInt8) {
        let text = line.removingIndent(indentToRemove)
        guard let separator = activeSeparator,
              line.bytes.contains(UInt8(ascii: "\\"), in: line.range)
        else { return (text, 0) }
        return (text, separator[0])
    }

    /// A content line's text with every escaped `fence` turned back into it.
    static func unescaping(_ text: String, fence: UInt8) -> String {
        switch fence {
        case UInt8(ascii: "\""): text.replacingAll(escapedQuotes, with: "\"\"\"")
        case UInt8(ascii: "`"): text.replacingAll(escapedBackticks, with: "```")
        default: text
        }
    }
}

extension String {
    /// Every occurrence of `target` replaced, left to right, comparing UTF-8
    /// bytes. (For escaped fences and the reference's way of filling outlines:
    /// rare texts, so plain arrays.)
    func replacingAll(_ target: String, with replacement: String) -> String {
        let needle = Array(target.utf8)
        guard !needle.isEmpty else { return self }
        let bytes = Array(utf8)
        var result: [UInt8] = []
        var copied = 0
        var index = 0
        while index <= bytes.count - needle.count {
            if bytes[index..<(index + needle.count)].elementsEqual(needle) {
                if result.isEmpty { result.reserveCapacity(bytes.count + replacement.utf8.count) }
                result += bytes[copied..<index]
                result += replacement.utf8
                index += needle.count
                copied = index
            } else {
                index += 1
            }
        }
        if copied == 0 { return self }
        result += bytes[copied...]
        return String(decoding: result, as: UTF8.self)
    }
}
