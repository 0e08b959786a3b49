/// SVG built one element a line, every attribute value and text escaped.
/// Numbers are whole pixels written as plain integers, and attributes come in the
/// order they are given, so the same drawing always gives the same bytes.
struct SVGMarkup {
    private(set) var text = ""

    mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        start(name, attributes)
        text += ">\n"
    }

    mutating func close(_ name: String) {
        text += "</\(name)>\n"
    }

    /// An element without content: `<rect .../>`.
    mutating func empty(_ name: String, _ attributes: [(String, String)]) {
        start(name, attributes)
        text += "/>\n"
    }

    /// An element holding text: `<text ...>content</text>`.
    mutating func element(_ name: String, _ attributes: [(String, String)] = [], content: String) {
        start(name, attributes)
        text += ">" + Self.escaped(content)
        close(name)
    }

    /// `<name key="value"...`.
    private mutating func start(_ name: String, _ attributes: [(String, String)]) {
        text += "<" + name
        for (key, value) in attributes { text += " \(key)=\"\(Self.escaped(value, inAttribute: true))\"" }
    }

    /// `text` as XML character data (or a double-quoted attribute value): markup
    /// characters as entities, and characters XML 1.0 cannot carry as U+FFFD, so
    /// whatever a screen name holds, the document stays well-formed.
    static func escaped(_ text: String, inAttribute: Bool = false) -> String {
        // Most texts (numbers, colours, our own words) have nothing to escape.
        if text.utf8.allSatisfy(isPlain) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where inAttribute: result += "&quot;"
            case "\t" where inAttribute: result += "&#9;"
            case "\n" where inAttribute: result += "&#10;"
            case "\r": result += "&#13;"
            default:
                switch scalar.value {
                case 0x09, 0x0A, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...: result.unicodeScalars.append(scalar)
                default: result += "\u{FFFD}"
                }
            }
        }
        return result
    }

    /// Printable ASCII that means nothing to XML, in text or in a double-quoted value.
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "<")
            && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "\"")
    }
}
