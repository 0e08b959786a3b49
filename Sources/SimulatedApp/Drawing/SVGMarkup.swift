/// SVG text built one element a line, every attribute value and text escaped.
/// Numbers are whole pixels written as plain integers, and attributes come in the
/// order they are given, so the same drawing always gives the same bytes.
struct SVGMarkup {
    private(set) var text = ""

    init() { text.reserveCapacity(8192) }

    mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        text += "<" + name
        append(attributes)
        text += ">\n"
    }

    mutating func close(_ name: String) {
        text += "</" + name + ">\n"
    }

    /// An element without content: `<rect .../>`.
    mutating func empty(_ name: String, _ attributes: [(String, String)]) {
        text += "<" + name
        append(attributes)
        text += "/>\n"
    }

    /// An element holding text: `<text ...>content</text>`.
    mutating func element(_ name: String, _ attributes: [(String, String)] = [], content: String) {
        text += "<" + name
        append(attributes)
        text += ">" + Self.escaped(content) + "</" + name + ">\n"
    }

    private mutating func append(_ attributes: [(String, String)]) {
        for (key, value) in attributes {
            text += " " + key + "=\"" + Self.escaped(value, inAttribute: true) + "\""
        }
    }

    /// `text` as XML character data (or a double-quoted attribute value): markup
    /// characters as entities, and characters XML 1.0 cannot carry as U+FFFD, so
    /// whatever a screen name holds, the document stays well-formed.
    static func escaped(_ text: String, inAttribute: Bool = false) -> String {
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
}
