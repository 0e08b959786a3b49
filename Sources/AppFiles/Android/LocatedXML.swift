import AppSimulation
import Foundation
#if canImport(FoundationXML)
import FoundationXML
import PlatformLinkRules
#endif

/// An XML element read by Foundation's `XMLParser`, with where it and each of
/// its attributes are written, so that a finding in an AndroidManifest.xml
/// points at `android:host="…"` rather than at the file.
struct LocatedXMLElement: Sendable {
    var name: String
    /// In the order written.
    var attributes: [LocatedXMLAttribute]
    var children: [LocatedXMLElement]
    /// The text directly inside the element (character data and CDATA), as
    /// written: `<string name="host">cards.example</string>` has `cards.example`.
    var text = ""
    /// Where `<name` starts.
    var location: FileLocation

    func attribute(_ name: String) -> LocatedXMLAttribute? { attributes.first { $0.name == name } }
    func children(named name: String) -> [LocatedXMLElement] { children.filter { $0.name == name } }
}

struct LocatedXMLAttribute: Sendable {
    /// As written, prefix and all: `android:host`.
    var name: String
    /// With XML's entities decoded.
    var value: String
    /// Where the attribute's name starts.
    var location: FileLocation
}

/// Reads XML with `XMLParser`, which says where each start tag ends (the line
/// and column, in characters, of its `>` or `/>`); the tag's own text, found
/// back from there (`<` cannot occur inside an attribute value), gives where the
/// element and each attribute start. Elements deeper than `keptDepth` are read
/// and checked but not kept.
enum LocatedXML {
    static func read(_ bytes: [UInt8], file: String, keptDepth: Int) throws(AppFileError) -> LocatedXMLElement {
        let text = SourceText(bytes)
        let parser = XMLParser(data: Data(bytes))
        let reader = TreeBuilder(text: text, file: file, keptDepth: keptDepth)
        parser.delegate = reader
        _ = parser.parse()
        // Linux's parser can return true after an error; the first one reported decides.
        if let error = reader.error {
            throw AppFileError("not valid XML: \(describe(error.code))", at: FileLocation(file: file, line: error.line, column: error.column))
        }
        guard let root = reader.root else { throw AppFileError("the file is empty: expected an XML document", at: FileLocation(file: file)) }
        return root
    }

    /// libxml2's error numbers (which Foundation's parser reports on every platform) in words.
    static func describe(_ code: Int) -> String {
        switch code {
        case 4: "not an XML document ('<' expected)"
        case 5: "the document ends too early, or has content after its root element"
        case 6, 7, 8, 9: "a character XML does not allow"
        case 14, 22, 23, 24, 25, 26, 27: "a malformed or unknown entity (write '&' as '&amp;')"
        case 38: "'<' inside an attribute value"
        case 39, 40, 41: "a malformed attribute (name=\"value\")"
        case 42: "an attribute written twice on one element"
        case 68: "an element without a name"
        case 73: "expected '>'"
        case 74: "expected '</'"
        case 76: "a closing tag does not match its opening tag"
        case 77: "an element is not closed"
        case 201: "an undeclared namespace prefix (a manifest declares xmlns:android=\"http://schemas.android.com/apk/res/android\")"
        default: "malformed XML (parser error \(code))"
        }
    }

    private final class TreeBuilder: NSObject, XMLParserDelegate {
        let text: SourceText
        let file: String
        let keptDepth: Int
        var root: LocatedXMLElement?
        var error: (code: Int, line: Int, column: Int)?
        private var open: [LocatedXMLElement] = []
        private var depth = 0

        init(text: SourceText, file: String, keptDepth: Int) {
            self.text = text
            self.file = file
            self.keptDepth = keptDepth
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            depth += 1
            guard depth <= keptDepth else { return }
            let end = (line: parser.lineNumber, column: parser.columnNumber)
            var element = LocatedXMLElement(name: name, attributes: [], children: [], location: location(end))
            if let tag = text.startTag(endingAt: end), tag.name == name, Set(tag.attributes.map(\.name)) == Set(attributes.keys) {
                element.location = location(tag.start)
                element.attributes = tag.attributes.map { LocatedXMLAttribute(name: $0.name, value: attributes[$0.name] ?? "", location: location($0.start)) }
            } else {
                element.attributes = attributes.keys.sorted().map { LocatedXMLAttribute(name: $0, value: attributes[$0] ?? "", location: location(end)) }
            }
            open.append(element)
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard depth <= keptDepth, depth == open.count, !open.isEmpty else { return }
            open[open.count - 1].text += string
        }

        func parser(_ parser: XMLParser, foundCDATA block: Data) {
            guard depth <= keptDepth, depth == open.count, !open.isEmpty else { return }
            open[open.count - 1].text += String(decoding: block, as: UTF8.self)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            defer { depth -= 1 }
            guard depth <= keptDepth, let element = open.popLast() else { return }
            if open.isEmpty { root = element } else { open[open.count - 1].children.append(element) }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            guard error == nil else { return }
            error = ((parseError as NSError).code, parser.lineNumber, parser.columnNumber)
            parser.abortParsing()
        }

        private func location(_ position: (line: Int, column: Int)) -> FileLocation {
            FileLocation(file: file, line: max(position.line, 1), column: max(position.column, 1))
        }
    }
}

/// The document's characters by line, counted as the parser counts them:
/// lines end at `\n`, columns count Unicode scalars from 1, a byte-order mark
/// is not counted.
struct SourceText: Sendable {
    struct Tag {
        var name: String
        var start: (line: Int, column: Int)
        var attributes: [(name: String, start: (line: Int, column: Int))]
    }

    private let scalars: [Unicode.Scalar]
    /// Where each line starts in `scalars`.
    private let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        var scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        self.scalars = scalars
        lineStarts = [0] + scalars.indices.filter { scalars[$0] == "\n" }.map { $0 + 1 }
    }

    private func index(of position: (line: Int, column: Int)) -> Int? {
        guard position.line >= 1, position.line <= lineStarts.count, position.column >= 1 else { return nil }
        let index = lineStarts[position.line - 1] + position.column - 1
        return index < scalars.count ? index : nil
    }

    private func position(of index: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return (low + 1, index - lineStarts[low] + 1)
    }

    /// Where the tag that ends just before `position` starts: the last `<` before it
    /// (a `<` cannot occur inside an attribute value); `position` itself when there is none.
    func tagStart(before position: (line: Int, column: Int)) -> (line: Int, column: Int) {
        guard (1...lineStarts.count).contains(position.line), !scalars.isEmpty else { return position }
        let end = min(lineStarts[position.line - 1] + position.column - 2, scalars.count - 1)
        guard end >= 0, let index = scalars[...end].lastIndex(of: "<") else { return position }
        return self.position(of: index)
    }

    /// The element name of the tag starting at `position` (`</strin>` gives `strin`).
    func name(at position: (line: Int, column: Int)) -> String {
        var index = lineStarts[position.line - 1] + position.column
        if index < scalars.count, scalars[index] == "/" { index += 1 }
        var name = String.UnicodeScalarView()
        while index < scalars.count, scalars[index] != ">", !scalars[index].properties.isWhitespace {
            name.append(scalars[index])
            index += 1
        }
        return String(name)
    }

    /// The start tag whose `>` or `/>` is at `end`: its name and where it and
    /// each attribute name start; nil when the text there is not one.
    func startTag(endingAt end: (line: Int, column: Int)) -> Tag? {
        guard let last = index(of: end), var index = scalars[...last].lastIndex(of: "<") else { return nil }
        var tag = Tag(name: "", start: position(of: index), attributes: [])
        index += 1
        func isNameEnd(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "=" || scalar == ">" || scalar == "/" || scalar.properties.isWhitespace
        }
        let nameStart = index
        while index < last, !isNameEnd(scalars[index]) { index += 1 }
        tag.name = String(String.UnicodeScalarView(scalars[nameStart..<index]))
        while index < last {
            if scalars[index].properties.isWhitespace { index += 1; continue }
            let attributeStart = index
            while index < last, !isNameEnd(scalars[index]) { index += 1 }
            guard index > attributeStart else { return nil }
            tag.attributes.append((String(String.UnicodeScalarView(scalars[attributeStart..<index])), position(of: attributeStart)))
            while index < last, scalars[index] != "\"", scalars[index] != "'" { index += 1 }
            guard index < last else { return nil }
            let quote = scalars[index]
            index += 1
            while index < last, scalars[index] != quote { index += 1 }
            index += 1
        }
        return tag
    }
}
