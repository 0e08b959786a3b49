import AppSimulation
import LinkSpecJSON

/// Every way the AASA reader looks at JSON, in one place: the reader is written
/// against these few functions and knows nothing else of `LinkSpecJSON`.
enum SiteAssociationJSON {
    typealias Node = JSONValue

    struct SyntaxError: Error {
        var message: String
        var line: Int
        var column: Int
    }

    /// A member of an object: its key, where the key is written, and its value.
    struct Member {
        var key: String
        var keyLine: Int
        var keyColumn: Int
        var node: Node
    }

    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> Node {
        do {
            return try JSONReader.read(bytes)
        } catch {
            throw SyntaxError(message: error.message, line: error.line, column: error.column)
        }
    }

    /// An object's members in document order, or nil for another kind of value.
    static func members(_ node: Node) -> [Member]? {
        node.object?.map { Member(key: $0.key, keyLine: $0.keyLine, keyColumn: $0.keyColumn, node: $0.value) }
    }

    static func elements(_ node: Node) -> [Node]? { node.array }

    static func string(_ node: Node) -> String? { node.string }

    static func bool(_ node: Node) -> Bool? { node.bool }

    /// `a string`, `an object`, ... for messages.
    static func kind(_ node: Node) -> String { node.kindName }

    static func location(_ node: Node, in file: String) -> FileLocation {
        FileLocation(file: file, line: node.line, column: node.column)
    }

    static func keyLocation(_ member: Member, in file: String) -> FileLocation {
        FileLocation(file: file, line: member.keyLine, column: member.keyColumn)
    }
}
