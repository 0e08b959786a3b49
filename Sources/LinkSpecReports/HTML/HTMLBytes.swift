/// HTML assembled straight into UTF-8 bytes. Every text a report shows (names,
/// messages, attachment text) is user data: `text` and `attribute` escape it,
/// so no value can open an element, close an attribute or start a character
/// reference, and control characters other than tab and newline become U+FFFD
/// (HTML forbids them, and escape sequences would garble the page).
struct HTMLBytes {
    var bytes: [UInt8] = []

    init(capacity: Int = 1024) {
        bytes.reserveCapacity(capacity)
    }

    /// Markup written as is.
    mutating func raw(_ markup: StaticString) {
        markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Markup and bytes made by this module that need no escaping (a number,
    /// base64, a status's class and sign).
    mutating func trusted(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Text content, escaped.
    mutating func text(_ text: String) {
        escape(text, quotes: false)
    }

    /// Text content of a `Substring`, escaped.
    mutating func text(_ text: Substring) {
        escape(String(text), quotes: false)
    }

    /// Text content, escaped, between two pieces of markup (`<code>`, `</code>`).
    mutating func text(_ text: String, between open: StaticString, and close: StaticString) {
        raw(open)
        escape(text, quotes: false)
        raw(close)
    }

    /// A file path, escaped, that may wrap after each `/` (a long path in a
    /// narrow column would otherwise break anywhere).
    mutating func path(_ path: String) {
        var first = true
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            if !first { raw("/<wbr>") }
            text(part)
            first = false
        }
    }

    /// ` name="value"`, the value escaped.
    mutating func attribute(_ name: StaticString, _ value: String) {
        raw(" ")
        raw(name)
        raw("=\"")
        escape(value, quotes: true)
        raw("\"")
    }

    private mutating func escape(_ text: String, quotes: Bool) {
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            for index in utf8.indices {
                let byte = utf8[index]
                let replacement: StaticString?
                switch byte {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = quotes ? "&quot;" : nil
                case 0x09, 0x0A: replacement = nil
                case 0x0D: replacement = quotes ? "&#13;" : nil
                case 0x00..<0x20, 0x7F: replacement = "\u{FFFD}"
                default: replacement = nil
                }
                guard let replacement else { continue }
                if runStart < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
                raw(replacement)
                runStart = index + 1
            }
            if runStart < utf8.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...])) }
        }
    }
}
