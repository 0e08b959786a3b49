import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Where each element of an XML property list starts. Foundation's
/// `PropertyListSerialization` gives the values but no positions; Foundation's
/// `XMLParser` reads the same text and says where each element is, so that a
/// wrong scheme points at its `<string>`, and a broken file at the element that
/// breaks it. Values always come from `PropertyListSerialization`; the outline
/// only locates them.
struct PropertyListOutline {
    struct Node: Sendable {
        enum Children: Sendable {
            case none
            case array([Node])
            case dictionary([(key: String, node: Node)])
        }

        /// The element's name: `dict`, `array`, `string`, `integer`, `true`, ...
        var tag: String
        var line: Int
        var column: Int
        var children: Children
    }

    struct Failure: Error, Sendable {
        var message: String
        var line: Int
        var column: Int
    }

    /// Whether the bytes look like an XML property list (rather than a binary or
    /// an old-style text one): the first thing after a byte-order mark and white
    /// space is `<`.
    static func isXML(_ bytes: [UInt8]) -> Bool {
        var offset = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
        return offset < bytes.count && bytes[offset] == UInt8(ascii: "<")
    }

    static func read(_ bytes: [UInt8]) throws(Failure) -> Node {
        let builder = Builder(SourceText(bytes))
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = builder
        _ = parser.parse()
        // The first problem reported decides (Linux's parser can go on after one).
        if let failure = builder.failure { throw failure }
        guard let root = builder.root else { throw Failure(message: "expected an element", line: 1, column: 1) }
        return root
    }

    /// Elements may nest this deep; deeper is an error rather than a deep recursion.
    static let maximumDepth = 200
}
