import LinkSpecJSON

/// A message that does not have the shape the protocol gives it (a missing
/// field, a string where a number belongs), at the line and column of the
/// JSON value at fault.
struct MessageFormatError: Error {
    var message: String
    var line: Int
    var column: Int

    init(_ message: String, at value: JSONValue) {
        self.message = message
        line = value.line
        column = value.column
    }
}

/// A message read from its JSON object: each field by name and type, every
/// mistake a `MessageFormatError` naming the field. Fields the protocol does
/// not have are ignored (a newer producer may add some); a `null` optional
/// field is absent.
protocol ReadableMessage: MessageField {
    init(reading object: MessageObject) throws(MessageFormatError)
}

extension ReadableMessage {
    static func read(_ value: JSONValue, key: String, of parent: MessageObject) throws(MessageFormatError) -> Self {
        try Self(reading: MessageObject(value, name: key))
    }
}

/// What a field of a message may hold: a string, a number, a boolean, an
/// enumeration's value, a message, or an array of these.
protocol MessageField {
    /// The value of field `key` of `parent`, read from `value`.
    static func read(_ value: JSONValue, key: String, of parent: MessageObject) throws(MessageFormatError) -> Self
}

/// One JSON object being read as a message, and the name it had in its
/// parent (`testStepResult`), for messages.
struct MessageObject {
    let name: String
    let value: JSONValue

    init(_ value: JSONValue, name: String) throws(MessageFormatError) {
        guard value.object != nil else { throw MessageFormatError("'\(name)' must be an object, not \(value.kindName)", at: value) }
        self.name = name
        self.value = value
    }

    func field<Value: MessageField>(_ key: String) throws(MessageFormatError) -> Value {
        guard let found = value[key] else { throw MessageFormatError("missing field '\(key)' in '\(name)'", at: value) }
        guard !found.isNull else { throw MessageFormatError("'\(name).\(key)' must not be null", at: found) }
        return try Value.read(found, key: key, of: self)
    }

    func field<Value: MessageField>(ifPresent key: String) throws(MessageFormatError) -> Value? {
        guard let found = value[key], !found.isNull else { return nil }
        return try Value.read(found, key: key, of: self)
    }

    func mismatch(_ key: String, _ found: JSONValue, _ expected: String) -> MessageFormatError {
        MessageFormatError("'\(name).\(key)' must be \(expected), not \(found.number ?? found.kindName)", at: found)
    }
}

extension String: MessageField {
    static func read(_ value: JSONValue, key: String, of parent: MessageObject) throws(MessageFormatError) -> String {
        guard let text = value.string else { throw parent.mismatch(key, value, "a string") }
        return text
    }
}

extension Bool: MessageField {
    static func read(_ value: JSONValue, key: String, of parent: MessageObject) throws(MessageFormatError) -> Bool {
        guard let flag = value.bool else { throw parent.mismatch(key, value, "a boolean") }
        return flag
    }
}

extension Int: MessageField {
    static func read(_ value: JSONValue, key: String, of parent: MessageObject) throws(MessageFormatError) -> Int {
        guard let number = value.int else { throw parent.mismatch(key, value, "a whole number") }
        return number
    }
}

/// An enumeration's value, by its raw value.
extension MessageField where Self: RawRepresentable, RawValue == String {
    static func read(_ value: JSONValue, key: String, of parent: MessageObject) throws(MessageFormatError) -> Self {
        let text = try String.read(value, key: key, of: parent)
        guard let result = Self(rawValue: text) else {
            throw MessageFormatError("'\(parent.name).\(key)' has an unknown value '\(text)'", at: value)
        }
        return result
    }
}

extension Array: MessageField where Element: MessageField {
    static func read(_ value: JSONValue, key: String, of parent: MessageObject) throws(MessageFormatError) -> [Element] {
        guard let elements = value.array else { throw parent.mismatch(key, value, "an array") }
        var values: [Element] = []
        values.reserveCapacity(elements.count)
        for element in elements {
            values.append(try Element.read(element, key: key, of: parent))
        }
        return values
    }
}
