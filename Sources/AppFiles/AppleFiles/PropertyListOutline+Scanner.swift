import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The property list's grammar on top of `XMLParser`'s elements: an optional
/// `<plist>` around one value, dictionaries of `<key>` and value, arrays, and
/// the leaf elements. Each element is located at its `<`, found back from
/// where the parser says its tag ends.
extension PropertyListOutline {
    final class Builder: NSObject, XMLParserDelegate {
        private struct Open {
            var node: Node
            var elements: [Node] = []
            var members: [(key: String, node: Node)] = []
            /// In a `<dict>`: the key read last, still waiting for its value.
            var key: Node?
            var keyText = ""
        }

        private static let leaves: Set<String> = ["string", "integer", "real", "date", "data", "true", "false", "key"]
        private let text: SourceText
        private var open: [Open] = []
        private(set) var root: Node?
        private(set) var failure: Failure?

        init(_ text: SourceText) { self.text = text }

        private func fail(_ parser: XMLParser, _ message: String, at position: (line: Int, column: Int)) {
            guard failure == nil else { return }
            failure = Failure(message: message, line: position.line, column: position.column)
            parser.abortParsing()
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            let at = text.tagStart(before: (parser.lineNumber, parser.columnNumber))
            let node = Node(tag: name, line: at.line, column: at.column, children: .none)
            if let parent = open.last {
                let tag = parent.node.tag
                if Self.leaves.contains(tag) || (tag == "plist" && !parent.elements.isEmpty) {
                    return fail(parser, "expected </\(tag)> to close <\(tag)> from line \(parent.node.line)", at: at)
                }
                if tag == "dict", parent.key == nil, name != "key" {
                    return fail(parser, "expected <key> in <dict>, found <\(name)>", at: at)
                }
            }
            if open.count >= PropertyListOutline.maximumDepth {
                return fail(parser, "elements nested deeper than \(PropertyListOutline.maximumDepth) levels", at: at)
            }
            if name == "key", open.last?.node.tag != "dict" || open.last?.key != nil {
                return fail(parser, "<key> outside a <dict>", at: at)
            }
            guard Self.leaves.contains(name) || ["dict", "array"].contains(name) || (name == "plist" && open.isEmpty) else {
                return fail(parser, "unknown element <\(name)>", at: at)
            }
            open.append(Open(node: node))
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            guard failure == nil, var element = open.popLast() else { return }
            let end = (line: parser.lineNumber, column: parser.columnNumber)
            switch element.node.tag {
            case "dict":
                if let key = element.key { return fail(parser, "the key '\(element.keyText)' has no value", at: (key.line, key.column)) }
                element.node.children = .dictionary(element.members)
            case "array":
                element.node.children = .array(element.elements)
            case "plist":
                guard let value = element.elements.first else { return fail(parser, "<plist> holds no value", at: end) }
                element.node = value
            default:
                break
            }
            guard let parent = open.indices.last else {
                root = element.node
                return
            }
            if open[parent].node.tag != "dict" {
                open[parent].elements.append(element.node)
            } else if open[parent].key != nil {
                open[parent].members.append((open[parent].keyText, element.node))
                open[parent].key = nil
            } else {
                open[parent].key = element.node
                open[parent].keyText = element.keyText
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard let current = open.indices.last else { return }
            switch open[current].node.tag {
            case "key":
                open[current].keyText += string
            case "dict", "array", "plist", "true", "false":
                if string.contains(where: { !$0.isWhitespace }) {
                    fail(parser, "expected an element, found text", at: (parser.lineNumber, parser.columnNumber))
                }
            default:
                break
            }
        }

        func parser(_ parser: XMLParser, foundCDATA block: Data) {
            self.parser(parser, foundCharacters: String(decoding: block, as: UTF8.self))
        }

        func parser(_ parser: XMLParser, parseErrorOccurred error: Error) {
            let position = (line: parser.lineNumber, column: parser.columnNumber)
            switch (error as NSError).code {
            case 76 where !open.isEmpty:
                let closing = text.tagStart(before: position)
                let top = open[open.count - 1].node
                fail(parser, "</\(text.name(at: closing))> closes <\(top.tag)> from line \(top.line)", at: closing)
            case 5 where root != nil:
                fail(parser, "unexpected text after the property list", at: position)
            case 5, 77:
                let message = open.last.map { "unexpected end of the file inside <\($0.node.tag)> from line \($0.node.line)" }
                fail(parser, message ?? "unexpected end of the file; expected an element", at: position)
            case 26, 27:
                fail(parser, "an unknown entity ('&' must start an entity such as &amp;)", at: position)
            case let code:
                fail(parser, "malformed XML (parser error \(code))", at: position)
            }
        }
    }
}
