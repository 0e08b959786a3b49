/// Reading the text of a line: its leading blanks, a Markdown table
/// separator, and (on `Substring`) keywords byte for byte.
extension FeatureScan {
    static func isSeparatorRow(_ trimmed: Substring) -> Bool {
        trimmed.contains("-") && trimmed.allSatisfy { "|-: \t".contains($0) }
    }

    static func trimmingLeadingBlanks(_ text: Substring) -> Substring {
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex, scalars[index].isBlank { index = scalars.index(after: index) }
        return Substring(scalars[index...])
    }
}

extension Substring {
    /// Whether the text starts with a keyword, byte for byte, as the Gherkin
    /// parser compares keywords (and much faster than by characters).
    func startsWithBytes(of keyword: String) -> Bool {
        utf8.starts(with: keyword.utf8)
    }

    /// The text split after a keyword it starts with (see `startsWithBytes`),
    /// at the scalar where the keyword ends.
    func split(afterBytesOf keyword: String) -> (head: Substring, rest: Substring) {
        let end = utf8.index(startIndex, offsetBy: keyword.utf8.count)
        return (Substring(unicodeScalars[..<end]), Substring(unicodeScalars[end...]))
    }
}
