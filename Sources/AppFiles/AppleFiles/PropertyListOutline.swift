/// Where each element of an XML property list starts. Foundation's
/// `PropertyListSerialization` gives the values but no positions; this scan of
/// the same text gives the line and column of every value and dictionary key, so
/// that a wrong scheme points at its `<string>`, and a broken file at the element
/// that breaks it. Values always come from Foundation; the outline only locates them.
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
        var scanner = Scanner(bytes)
        return try scanner.document()
    }

    /// Elements may nest this deep; deeper is an error rather than a deep recursion.
    static let maximumDepth = 200
}

/// The property list's grammar on top of the scanner's tags: an optional
/// `<plist>` around one value, dictionaries of `<key>` and value, arrays.
extension PropertyListOutline.Scanner {
    // An extension of a nested type does not see its outer type's names.
    typealias Node = PropertyListOutline.Node
    typealias Failure = PropertyListOutline.Failure
    typealias Tag = PropertyListOutline.Tag

    mutating func document() throws(Failure) -> Node {
        try skipMisc()
        let first = try openTag()
        let node: Node
        if first.name == "plist" {
            guard !first.isEmpty else { throw Failure(message: "<plist/> holds no value", line: first.line, column: first.column) }
            try skipMisc()
            if lookingAt("</") { throw failure("<plist> holds no value") }
            node = try value(try openTag(), depth: 1)
            try skipMisc()
            try closeTag(of: first)
        } else {
            node = try value(first, depth: 0)
        }
        try skipMisc()
        guard offset >= bytes.count else { throw failure("unexpected text after the property list") }
        return node
    }

    mutating func value(_ tag: Tag, depth: Int) throws(Failure) -> Node {
        guard depth < PropertyListOutline.maximumDepth else {
            throw Failure(message: "elements nested deeper than \(PropertyListOutline.maximumDepth) levels", line: tag.line, column: tag.column)
        }
        var node = Node(tag: tag.name, line: tag.line, column: tag.column, children: .none)
        switch tag.name {
        case "dict":
            var members: [(key: String, node: Node)] = []
            while try hasChild(tag) {
                let keyTag = try openTag()
                guard keyTag.name == "key" else {
                    throw Failure(message: "expected <key> in <dict>, found <\(keyTag.name)>", line: keyTag.line, column: keyTag.column)
                }
                let key = keyTag.isEmpty ? "" : try text(closing: keyTag)
                try skipMisc()
                if current == nil { throw endOfFile(inside: tag) }
                if lookingAt("</") {
                    throw Failure(message: "the key '\(key)' has no value", line: keyTag.line, column: keyTag.column)
                }
                members.append((key, try value(try openTag(), depth: depth + 1)))
            }
            node.children = .dictionary(members)
        case "array":
            var elements: [Node] = []
            while try hasChild(tag) { elements.append(try value(try openTag(), depth: depth + 1)) }
            node.children = .array(elements)
        case "string", "integer", "real", "date", "data":
            if !tag.isEmpty { _ = try text(closing: tag) }
        case "true", "false":
            if !tag.isEmpty {
                skipWhitespace()
                try closeTag(of: tag)
            }
        case "key":
            throw Failure(message: "<key> outside a <dict>", line: tag.line, column: tag.column)
        default:
            throw Failure(message: "unknown element <\(tag.name)>", line: tag.line, column: tag.column)
        }
        return node
    }

    /// Whether another element follows inside `tag`: false for an empty `<tag/>`, or once `tag` is closed.
    mutating func hasChild(_ tag: Tag) throws(Failure) -> Bool {
        guard !tag.isEmpty else { return false }
        try skipMisc()
        if current == nil { throw endOfFile(inside: tag) }
        if lookingAt("</") { try closeTag(of: tag); return false }
        return true
    }
}
