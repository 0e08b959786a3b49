/// XML assembled straight into UTF-8 bytes. Whatever text it is given (control
/// characters, `]]>`, U+FFFE), the result is well-formed XML 1.0: characters XML
/// cannot carry at all become U+FFFD, markup characters are escaped in
/// attributes, and `]]>` inside CDATA is split across two sections.
struct XMLBytes {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 512) {
        bytes.reserveCapacity(capacity)
    }

    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// Markup written as is.
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Trusted text written as is (numbers, formatted times).
    mutating func raw(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// ` name="value"`, the value escaped.
    mutating func attribute(_ name: StaticString, _ value: String) {
        raw(" ")
        raw(name)
        raw("=\"")
        escaped(value, inAttribute: true)
        raw("\"")
    }

    /// ` name="value"` for a name read from another report (already a valid XML name).
    mutating func attribute(_ name: String, _ value: String) {
        raw(" ")
        raw(name)
        raw("=\"")
        escaped(value, inAttribute: true)
        raw("\"")
    }

    /// `<![CDATA[text]]>`.
    mutating func cdata(_ text: String) {
        beginCData()
        cdataText(text)
        endCData()
    }

    /// Brackets just written inside the open CDATA section (a following '>' would close it).
    private var closingBrackets = 0

    /// Opens a CDATA section to be filled piece by piece with `cdataText` and `cdataFill`.
    mutating func beginCData() {
        raw("<![CDATA[")
        closingBrackets = 0
    }

    /// Text inside the open CDATA section; a `]]>` split across pieces is still caught.
    mutating func cdataText(_ text: String) {
        escaped(text, inAttribute: false)
    }

    /// `count` copies of an ASCII character that is not ']' or '>' (padding dots, newlines).
    mutating func cdataFill(_ character: UInt8, count: Int) {
        if count > 0 { bytes.append(contentsOf: repeatElement(character, count: count)) }
        closingBrackets = 0
    }

    mutating func endCData() {
        raw("]]>")
    }

    /// Characters not allowed anywhere in an XML 1.0 document.
    private static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]

    private mutating func escaped(_ text: String, inAttribute: Bool) {
        var closingBrackets = inAttribute ? 0 : self.closingBrackets
        defer { if !inAttribute { self.closingBrackets = closingBrackets } }
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            utf8.formIndex(after: &index)
            switch byte {
            case 0x09, 0x0A:
                bytes.append(byte)
            case 0x0D:
                if inAttribute { raw("&#13;") } else { bytes.append(byte) }
            case 0x00..<0x20:
                bytes.append(contentsOf: Self.replacement)
            case UInt8(ascii: "&") where inAttribute:
                raw("&amp;")
            case UInt8(ascii: "<") where inAttribute:
                raw("&lt;")
            case UInt8(ascii: ">") where inAttribute:
                raw("&gt;")
            case UInt8(ascii: "\"") where inAttribute:
                raw("&quot;")
            case UInt8(ascii: ">") where closingBrackets >= 2:
                // "]]" is already out: end this section and start another before '>'.
                raw("]]><![CDATA[>")
            case 0xEF:
                // U+FFFE and U+FFFF (EF BF BE, EF BF BF) are not XML characters.
                let second = index != utf8.endIndex ? utf8[index] : 0
                let thirdIndex = second == 0xBF ? utf8.index(after: index) : index
                let third = thirdIndex != utf8.endIndex ? utf8[thirdIndex] : 0
                if second == 0xBF && (third == 0xBE || third == 0xBF) {
                    bytes.append(contentsOf: Self.replacement)
                    index = utf8.index(after: thirdIndex)
                } else {
                    bytes.append(byte)
                }
            default:
                bytes.append(byte)
            }
            closingBrackets = byte == UInt8(ascii: "]") ? closingBrackets + 1 : 0
        }
    }
}
