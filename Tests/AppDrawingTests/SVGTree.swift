import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An SVG read back with Foundation's XML parser, as any XML reader would: parsing
/// fails on anything that is not well-formed. Tests then ask what a person would
/// see (texts, shapes), not how the bytes are laid out.
struct SVGTree {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text: String
        /// The `svg` elements this one lies in, outermost first.
        var viewports: [[String: String]]

        subscript(_ attribute: String) -> String? { attributes[attribute] }
        func number(_ attribute: String) -> Int? { attributes[attribute].flatMap { Int($0) } }
        var isBold: Bool { attributes["font-weight"] == "700" }
    }

    /// Every element in document order.
    var elements: [Element]

    init(_ svg: String) throws {
        let reader = Reader()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = reader
        guard parser.parse() else {
            throw ParseError(description: "\(parser.lineNumber):\(parser.columnNumber): \(parser.parserError.map { "\($0)" } ?? "not well-formed")")
        }
        elements = reader.elements
    }

    struct ParseError: Error, CustomStringConvertible { var description: String }

    var root: Element? { elements.first }
    func all(_ name: String) -> [Element] { elements.filter { $0.name == name } }
    /// The drawn texts, in drawing order.
    var texts: [String] { all("text").map(\.text) }
    func text(_ content: String) -> Element? { all("text").first { $0.text == content } }
    var title: String? { all("title").first?.text }
    var desc: String? { all("desc").first?.text }

    private final class Reader: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        private var open: [Int] = []
        private var viewports: [[String: String]] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            open.append(elements.count)
            elements.append(Element(name: name, attributes: attributes, text: "", viewports: viewports))
            if name == "svg" { viewports.append(attributes) }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let current = open.last { elements[current].text += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
            if name == "svg" { viewports.removeLast() }
        }
    }
}
