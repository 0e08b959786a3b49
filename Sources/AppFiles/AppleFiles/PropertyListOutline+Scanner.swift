/// The XML under a property list, byte by byte: white space, comments and the
/// DOCTYPE between elements, opening and closing tags, text with its entities.
extension PropertyListOutline {
    struct Tag {
        var name: String
        var isEmpty: Bool
        var line: Int
        var column: Int
    }

    struct Scanner {
        let bytes: [UInt8]
        var offset = 0
        var line = 1
        var column = 1

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        }

        var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

        func failure(_ message: String) -> Failure { Failure(message: message, line: line, column: column) }

        mutating func advance() {
            guard offset < bytes.count else { return }
            let byte = bytes[offset]
            offset += 1
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }

        func lookingAt(_ text: StaticString) -> Bool {
            guard offset + text.utf8CodeUnitCount <= bytes.count else { return false }
            return text.withUTF8Buffer { expected in
                expected.indices.allSatisfy { bytes[offset + $0] == expected[$0] }
            }
        }

        mutating func skip(_ text: StaticString) { for _ in 0..<text.utf8CodeUnitCount { advance() } }

        mutating func skipWhitespace() {
            while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { advance() }
        }

        /// Skips past `terminator`, or fails at the end of the file.
        mutating func skipPast(_ terminator: StaticString, what: String) throws(Failure) {
            let start = failure("")
            while offset < bytes.count {
                if lookingAt(terminator) { skip(terminator); return }
                advance()
            }
            throw Failure(message: "\(what) opened here is never closed", line: start.line, column: start.column)
        }

        /// White space, comments, processing instructions and the DOCTYPE between elements.
        mutating func skipMisc() throws(Failure) {
            while true {
                skipWhitespace()
                if current != UInt8(ascii: "<") || offset + 1 >= bytes.count
                    || (bytes[offset + 1] != UInt8(ascii: "?") && bytes[offset + 1] != UInt8(ascii: "!")) {
                    return
                }
                if lookingAt("<?") {
                    try skipPast("?>", what: "a processing instruction")
                } else if lookingAt("<!--") {
                    try skipPast("-->", what: "a comment")
                } else if lookingAt("<!DOCTYPE") {
                    let start = failure("")
                    var brackets = 0
                    var closed = false
                    while let byte = current {
                        advance()
                        if byte == UInt8(ascii: "[") { brackets += 1 }
                        if byte == UInt8(ascii: "]") { brackets -= 1 }
                        if byte == UInt8(ascii: ">"), brackets <= 0 { closed = true; break }
                    }
                    if !closed {
                        throw Failure(message: "the DOCTYPE opened here is never closed", line: start.line, column: start.column)
                    }
                } else {
                    return
                }
            }
        }

        static func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".")
        }

        /// `<name attributes>` or `<name/>`.
        mutating func openTag() throws(Failure) -> Tag {
            let (startLine, startColumn) = (line, column)
            guard current == UInt8(ascii: "<") else {
                if current == nil { throw failure("unexpected end of the file; expected an element") }
                throw failure("expected an element, found text")
            }
            if lookingAt("</") { throw failure("expected a value, found a closing tag") }
            advance()
            let name = readName()
            guard !name.isEmpty else { throw failure("'<' must start an element name") }
            // Attributes (plist's version="1.0") are skipped, quotes and all.
            while let byte = current {
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    advance()
                    while let inner = current, inner != byte { advance() }
                    advance()
                    continue
                }
                if byte == UInt8(ascii: ">") || lookingAt("/>") {
                    let isEmpty = byte == UInt8(ascii: "/")
                    skip(isEmpty ? "/>" : ">")
                    return Tag(name: name, isEmpty: isEmpty, line: startLine, column: startColumn)
                }
                if byte == UInt8(ascii: "<") { break }
                advance()
            }
            throw Failure(message: "the tag <\(name)> is never closed with '>'", line: startLine, column: startColumn)
        }

        /// The element name at the scanner, possibly empty.
        mutating func readName() -> String {
            let start = offset
            while let byte = current, Self.isNameByte(byte) { advance() }
            return String(decoding: bytes[start..<offset], as: UTF8.self)
        }

        /// `</name>` closing `tag`.
        mutating func closeTag(of tag: Tag) throws(Failure) {
            guard lookingAt("</") else {
                if current == nil { throw endOfFile(inside: tag) }
                throw failure("expected </\(tag.name)> to close <\(tag.name)> from line \(tag.line)")
            }
            let (startLine, startColumn) = (line, column)
            skip("</")
            let closing = readName()
            skipWhitespace()
            guard current == UInt8(ascii: ">") else { throw failure("expected '>' to end the closing tag") }
            advance()
            guard closing == tag.name else {
                throw Failure(message: "</\(closing)> closes <\(tag.name)> from line \(tag.line)", line: startLine, column: startColumn)
            }
        }

        func endOfFile(inside tag: Tag) -> Failure {
            failure("unexpected end of the file inside <\(tag.name)> from line \(tag.line)")
        }

        /// The text up to `</name>`: character data, CDATA sections and entities
        /// (`&lt;`, `&#x41;`, ...) decoded, comments dropped.
        mutating func text(closing tag: Tag) throws(Failure) -> String {
            var text: [UInt8] = []
            while true {
                guard let byte = current else { throw endOfFile(inside: tag) }
                if byte != UInt8(ascii: "<"), byte != UInt8(ascii: "&") {
                    text.append(byte)
                    advance()
                } else if lookingAt("<![CDATA[") {
                    skip("<![CDATA[")
                    while offset < bytes.count, !lookingAt("]]>") { text.append(bytes[offset]); advance() }
                    guard lookingAt("]]>") else { throw endOfFile(inside: tag) }
                    skip("]]>")
                } else if lookingAt("<!--") {
                    try skipPast("-->", what: "a comment")
                } else if byte == UInt8(ascii: "<") {
                    try closeTag(of: tag)
                    return String(decoding: text, as: UTF8.self)
                } else {
                    text += try entity()
                }
            }
        }

        mutating func entity() throws(Failure) -> [UInt8] {
            let start = failure("")
            advance() // &
            var name: [UInt8] = []
            while let byte = current, byte != UInt8(ascii: ";"), name.count < 12 { name.append(byte); advance() }
            guard current == UInt8(ascii: ";") else {
                throw Failure(message: "'&' must start an entity such as &amp;", line: start.line, column: start.column)
            }
            advance()
            let text = String(decoding: name, as: UTF8.self)
            if let named = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'"][text] { return Array(named.utf8) }
            guard text.hasPrefix("#") else { throw Failure(message: "unknown entity &\(text);", line: start.line, column: start.column) }
            let hex = text.hasPrefix("#x") || text.hasPrefix("#X")
            guard let code = UInt32(text.dropFirst(hex ? 2 : 1), radix: hex ? 16 : 10), let scalar = Unicode.Scalar(code) else {
                throw Failure(message: "&\(text); is not a character", line: start.line, column: start.column)
            }
            return Array(String(Character(scalar)).utf8)
        }
    }
}
