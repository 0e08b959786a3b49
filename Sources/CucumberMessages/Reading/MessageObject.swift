import LinkSpecJSON

/// A message that does not have the shape the protocol gives it (a missing
/// field, a string where a number belongs), at the line and column of the
/// JSON value at fault.
struct MessageFormatError: Error {
    var message: String
    var line: Int
    var column: Int
}

extension MessageFormatError {
    init(_ message: String, at value: JSONValue) {
        self.init(message: message, line: value.line, column: value.column)
    }
}

/// A message read from its JSON object: each field by name and type, every
/// mistake a `MessageFormatError` naming the field. Fields the protocol does
/// not have are ignored (a newer producer may add some); a `null` optional
/// field is absent.
protocol ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError)
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

    // MARK: Fields

    private func member(_ key: String) -> JSONValue? {
        guard let found = value[key], !found.isNull else { return nil }
        return found
    }

    private func required(_ key: String) throws(MessageFormatError) -> JSONValue {
        guard let found = value[key] else { throw MessageFormatError("missing field '\(key)' in '\(name)'", at: value) }
        guard !found.isNull else { throw MessageFormatError("'\(name).\(key)' must not be null", at: found) }
        return found
    }

    private func mismatch(_ key: String, _ found: JSONValue, _ expected: String) -> MessageFormatError {
        MessageFormatError("'\(name).\(key)' must be \(expected), not \(found.number ?? found.kindName)", at: found)
    }

    func string(_ key: String) throws(MessageFormatError) -> String {
        try string(key, in: try required(key))
    }

    func string(ifPresent key: String) throws(MessageFormatError) -> String? {
        guard let found = member(key) else { return nil }
        return try string(key, in: found)
    }

    private func string(_ key: String, in found: JSONValue) throws(MessageFormatError) -> String {
        guard let text = found.string else { throw mismatch(key, found, "a string") }
        return text
    }

    func bool(_ key: String) throws(MessageFormatError) -> Bool {
        let found = try required(key)
        guard let flag = found.bool else { throw mismatch(key, found, "a boolean") }
        return flag
    }

    func bool(ifPresent key: String) throws(MessageFormatError) -> Bool? {
        guard let found = member(key) else { return nil }
        guard let flag = found.bool else { throw mismatch(key, found, "a boolean") }
        return flag
    }

    func int(_ key: String) throws(MessageFormatError) -> Int {
        try int(key, in: try required(key))
    }

    func int(ifPresent key: String) throws(MessageFormatError) -> Int? {
        guard let found = member(key) else { return nil }
        return try int(key, in: found)
    }

    private func int(_ key: String, in found: JSONValue) throws(MessageFormatError) -> Int {
        guard let number = found.int else { throw mismatch(key, found, "a whole number") }
        return number
    }

    func strings(_ key: String) throws(MessageFormatError) -> [String] {
        try strings(key, in: try required(key))
    }

    func strings(ifPresent key: String) throws(MessageFormatError) -> [String]? {
        guard let found = member(key) else { return nil }
        return try strings(key, in: found)
    }

    private func strings(_ key: String, in found: JSONValue) throws(MessageFormatError) -> [String] {
        guard let elements = found.array else { throw mismatch(key, found, "an array of strings") }
        var texts: [String] = []
        texts.reserveCapacity(elements.count)
        for element in elements {
            guard let text = element.string else { throw mismatch(key, element, "an array of strings") }
            texts.append(text)
        }
        return texts
    }

    /// An enumeration's value, by its raw value.
    func value<Value: RawRepresentable>(_ key: String, as type: Value.Type) throws(MessageFormatError) -> Value
        where Value.RawValue == String {
        try value(key, try required(key))
    }

    func value<Value: RawRepresentable>(ifPresent key: String, as type: Value.Type) throws(MessageFormatError) -> Value?
        where Value.RawValue == String {
        guard let found = member(key) else { return nil }
        return try value(key, found)
    }

    private func value<Value: RawRepresentable>(_ key: String, _ found: JSONValue) throws(MessageFormatError) -> Value
        where Value.RawValue == String {
        let text = try string(key, in: found)
        guard let value = Value(rawValue: text) else {
            throw MessageFormatError("'\(name).\(key)' has an unknown value '\(text)'", at: found)
        }
        return value
    }

    func message<Message: ReadableMessage>(_ key: String) throws(MessageFormatError) -> Message {
        try Message(reading: MessageObject(try required(key), name: key))
    }

    func message<Message: ReadableMessage>(ifPresent key: String) throws(MessageFormatError) -> Message? {
        guard let found = member(key) else { return nil }
        return try Message(reading: MessageObject(found, name: key))
    }

    func messages<Message: ReadableMessage>(_ key: String) throws(MessageFormatError) -> [Message] {
        try messages(key, in: try required(key))
    }

    func messages<Message: ReadableMessage>(ifPresent key: String) throws(MessageFormatError) -> [Message]? {
        guard let found = member(key) else { return nil }
        return try messages(key, in: found)
    }

    private func messages<Message: ReadableMessage>(_ key: String, in found: JSONValue) throws(MessageFormatError) -> [Message] {
        guard let elements = found.array else { throw mismatch(key, found, "an array") }
        var messages: [Message] = []
        messages.reserveCapacity(elements.count)
        for element in elements {
            messages.append(try Message(reading: MessageObject(element, name: key)))
        }
        return messages
    }
}
