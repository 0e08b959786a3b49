/// A message that writes itself as one JSON object with a `JSONWriter`,
/// fields in sorted key order (the order of the reference's expected files).
/// The runner's own messages conform too, so any envelope can nest these.
public protocol JSONWritable {
    func write(to json: inout JSONWriter)
}

extension JSONWriter {
    /// A nested message.
    public mutating func field<Message: JSONWritable>(_ name: StaticString, _ message: Message) {
        key(name)
        message.write(to: &self)
    }

    /// A nested message, left out when absent.
    public mutating func field<Message: JSONWritable>(_ name: StaticString, ifPresent message: Message?) {
        if let message { field(name, message) }
    }

    /// A list of messages.
    public mutating func field<Message: JSONWritable>(_ name: StaticString, _ messages: [Message]) {
        key(name)
        beginArray()
        // Elements are borrowed in place rather than copied (no retain/release).
        messages.withUnsafeBufferPointer { messages in
            for index in messages.indices { messages[index].write(to: &self) }
        }
        endArray()
    }

    /// A message as a top-level value.
    public mutating func write<Message: JSONWritable>(_ message: Message) {
        message.write(to: &self)
    }
}
