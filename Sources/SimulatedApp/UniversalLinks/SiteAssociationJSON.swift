/// Every way the AASA reader looks at JSON, in one place: the reader is written
/// against these few functions, so moving it to another JSON module changes only
/// this file.
enum SiteAssociationJSON {
    typealias Node = JSONNode

    struct SyntaxError: Error {
        var message: String
        var line: Int
        var column: Int
    }

    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> Node {
        do {
            return try JSONReader.read(bytes)
        } catch {
            throw SyntaxError(message: error.message, line: error.line, column: error.column)
        }
    }

    /// An object's members in document order, or nil for another kind of value.
    static func members(_ node: Node) -> [(key: String, node: Node)]? {
        if case .object(let members) = node.value { return members }
        return nil
    }

    static func elements(_ node: Node) -> [Node]? {
        if case .array(let elements) = node.value { return elements }
        return nil
    }

    static func string(_ node: Node) -> String? {
        if case .string(let text) = node.value { return text }
        return nil
    }

    static func bool(_ node: Node) -> Bool? {
        if case .bool(let flag) = node.value { return flag }
        return nil
    }

    /// `a string`, `an object`, ... for messages.
    static func kind(_ node: Node) -> String { node.kind }

    static func location(_ node: Node, in file: String) -> FileLocation {
        FileLocation(file: file, line: node.line, column: node.column)
    }
}
