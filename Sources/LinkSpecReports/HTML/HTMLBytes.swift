/// The HTML report is written with `XMLBytes`. Every text a report shows
/// (names, messages, attachment text) is user data: `text` and `attribute`
/// escape it, so no value can open an element, close an attribute or start a
/// character reference, and control characters below U+0020 other than tab
/// and line ends become U+FFFD (escape sequences would garble the page).
typealias HTMLBytes = XMLBytes

extension XMLBytes {
    mutating func text(_ text: String) {
        escaped(text, in: .content)
    }

    /// Text content, escaped, between two pieces of markup (`<code>`, `</code>`).
    mutating func text(_ text: String, between open: StaticString, and close: StaticString) {
        raw(open)
        escaped(text, in: .content)
        raw(close)
    }

    /// A file path, escaped, that may wrap after each `/` (a long path in a
    /// narrow column would otherwise break anywhere).
    mutating func path(_ path: String) {
        for (index, part) in path.split(separator: "/", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { raw("/<wbr>") }
            text(String(part))
        }
    }
}
