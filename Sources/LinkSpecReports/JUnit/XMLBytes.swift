import CucumberMessages

/// XML (and the HTML report) assembled straight into UTF-8 bytes. Whatever
/// text it is given (control characters, `]]>`, U+FFFE), the result is
/// well-formed XML 1.0: characters XML cannot carry at all become U+FFFD,
/// markup characters are escaped in attributes and text, and `]]>` inside
/// CDATA is split across two sections.
struct XMLBytes {
    /// Where escaped text goes: an attribute's value (markup characters,
    /// quotes and carriage returns escaped), text content (markup characters
    /// escaped), or a CDATA section.
    enum Context {
        case attribute, content, cdata
    }

    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 512) {
        bytes.reserveCapacity(capacity)
    }

    mutating func append(_ other: XMLBytes) {
        bytes.append(contentsOf: other.bytes)
    }

    /// Markup written as is.
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Trusted text written as is (names read from another report, status
    /// words, numbers, base64). Not an overload of `raw`: literals would pick
    /// the `String` one.
    mutating func rawText(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// ` name="seconds"`, as `JUnitTime.seconds` writes them.
    mutating func secondsAttribute(_ name: StaticString, _ elapsed: ElapsedTime) {
        raw(" ")
        raw(name)
        raw("=\"")
        JUnitTime.writeSeconds(elapsed, into: &bytes)
        raw("\"")
    }

    /// ` name="value"`, the value escaped.
    mutating func attribute(_ name: StaticString, _ value: String) {
        raw(" ")
        raw(name)
        attributeValue(value)
    }

    /// ` name="value"` for a name read from another report (already a valid XML
    /// name). Labelled, so that literal names pick the `StaticString` overload.
    mutating func attribute(named name: String, _ value: String) {
        raw(" ")
        rawText(name)
        attributeValue(value)
    }

    private mutating func attributeValue(_ value: String) {
        raw("=\"")
        escaped(value, in: .attribute)
        raw("\"")
    }

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
        escaped(text, in: .cdata)
    }

    /// `count` copies of an ASCII character that is not ']' or '>' (padding dots, newlines).
    mutating func cdataFill(_ character: UInt8, count: Int) {
        if count == 1 {
            bytes.append(character)
        } else if count > 0 {
            bytes.append(contentsOf: repeatElement(character, count: count))
        }
        closingBrackets = 0
    }

    mutating func endCData() {
        raw("]]>")
    }

    /// Characters not allowed anywhere in an XML 1.0 document.
    private static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// A byte copied as is wherever it appears, leaving no `]` pending:
    /// letters, digits, most punctuation, UTF-8 bytes but 0xEF. Reports are
    /// almost all such bytes, so `escaped` looks closer only at the others.
    @inline(__always)
    private static func isPlain(_ byte: UInt8) -> Bool {
        if byte >= 0x40 { return byte != UInt8(ascii: "]") && byte != 0xEF }
        return byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "&")
            && byte != UInt8(ascii: "<") && byte != UInt8(ascii: ">")
    }

    mutating func escaped(_ text: String, in context: Context) {
        var text = text
        text.withUTF8 { escaped($0, in: context) }
    }

    /// Copies runs of plain bytes in one append each.
    private mutating func escaped(_ utf8: UnsafeBufferPointer<UInt8>, in context: Context) {
        let inCData = context == .cdata
        var closingBrackets = inCData ? self.closingBrackets : 0
        defer { if inCData { self.closingBrackets = closingBrackets } }
        let count = utf8.count
        var runStart = 0
        var index = 0
        while index < count {
            let byte = utf8[index]
            if Self.isPlain(byte) {
                closingBrackets = 0
                index += 1
                continue
            }
            var next = index + 1
            let special: Bool
            switch byte {
            case 0x09, 0x0A:
                special = false
            case 0x0D, UInt8(ascii: "\""):
                special = context == .attribute
            case 0x00..<0x20:
                special = true
            case UInt8(ascii: "&"), UInt8(ascii: "<"):
                special = !inCData
            case UInt8(ascii: ">"):
                special = !inCData || closingBrackets >= 2
            case 0xEF:
                // U+FFFE and U+FFFF (EF BF BE, EF BF BF) are not XML characters.
                special = index + 2 < count && utf8[index + 1] == 0xBF
                    && (utf8[index + 2] == 0xBE || utf8[index + 2] == 0xBF)
                if special { next = index + 3 }
            default:
                special = false
            }
            if special {
                if runStart < index {
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                }
                switch byte {
                case 0x0D: raw("&#13;")
                case UInt8(ascii: "&"): raw("&amp;")
                case UInt8(ascii: "<"): raw("&lt;")
                case UInt8(ascii: "\""): raw("&quot;")
                // In CDATA, "]]" is already out: end this section and start another before '>'.
                case UInt8(ascii: ">"): raw(inCData ? "]]><![CDATA[>" : "&gt;")
                default: bytes.append(contentsOf: Self.replacement)
                }
                runStart = next
            }
            closingBrackets = byte == UInt8(ascii: "]") ? closingBrackets + 1 : 0
            index = next
        }
        if runStart < count {
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<count]))
        }
    }
}
