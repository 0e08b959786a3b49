/// A JSON value read by `JSONReader`, with the line and column where it starts,
/// so that whoever interprets it can point into the text when something is
/// wrong (`app.json:2:45: $.routes[0].pattern: expected a string`). Lines count
/// from 1, columns Unicode scalars from 1, as Gherkin locations and editors do.
package struct JSONValue: Sendable {
    package enum Content: Sendable {
        case object([JSONMember])
        case array([JSONValue])
        case string(String)
        /// The number's text as written (`-12`, `0.5`, `1e3`); it is valid JSON
        /// number syntax. See `int` and `double` for typed reads.
        case number(String)
        case bool(Bool)
        case null
    }

    package var content: Content
    /// Where the value starts: its first character's line, from 1.
    package var line: Int
    /// Where the value starts: its first character's column, in Unicode scalars from 1.
    package var column: Int

    package init(_ content: Content, line: Int, column: Int) {
        self.content = content
        self.line = line
        self.column = column
    }

    /// The members of an object, in document order; nil for any other value.
    package var object: [JSONMember]? {
        if case .object(let members) = content { return members }
        return nil
    }

    /// The elements of an array; nil for any other value.
    package var array: [JSONValue]? {
        if case .array(let elements) = content { return elements }
        return nil
    }

    package var string: String? {
        if case .string(let text) = content { return text }
        return nil
    }

    package var bool: Bool? {
        if case .bool(let flag) = content { return flag }
        return nil
    }

    package var isNull: Bool {
        if case .null = content { return true }
        return false
    }

    /// A number's text as written; nil for any other value.
    package var number: String? {
        if case .number(let text) = content { return text }
        return nil
    }

    /// A number written as a whole number (no fraction, no exponent) that fits
    /// in an `Int`; nil for any other number or value. `7` is 7; `7.0`, `7e0`
    /// and `99999999999999999999` are nil.
    package var int: Int? {
        guard case .number(let text) = content else { return nil }
        return Int(text)
    }

    /// Any number, as the nearest `Double`; nil for any other value.
    package var double: Double? {
        guard case .number(let text) = content else { return nil }
        return Double(text)
    }

    /// The value of the object's member named `key`: the last one when the
    /// key is repeated, as JavaScript's `JSON.parse` does. Nil when there is
    /// no such member or this is not an object.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = content else { return nil }
        var index = members.endIndex
        while index > members.startIndex {
            index -= 1
            if members[index].key == key { return members[index].value }
        }
        return nil
    }

    /// The kind of value in words, for messages such as "expected a string,
    /// found an array".
    package var kindName: String {
        switch content {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

/// One member of a JSON object: its key, where the key starts, and its value.
package struct JSONMember: Sendable {
    package var key: String
    package var keyLine: Int
    package var keyColumn: Int
    package var value: JSONValue
}

/// JSON text that is not valid JSON, at a line and column (counted as in
/// `JSONValue`), printed as `line:column: message`. Callers prefix their
/// file's name: `my.json:5:5: expected ',' or '}'`.
package struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String
    package var line: Int
    package var column: Int

    package init(message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }

    package var description: String { "\(line):\(column): \(message)" }
}
