import Foundation

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
        case UInt8(ascii: "\""): text.replacingOccurrences(of: escapedQuotes, with: "\"\"\"", options: .literal)
        case UInt8(ascii: "`"): text.replacingOccurrences(of: escapedBackticks, with: "```", options: .literal)
        default: text
        }
    }
}
