/// What the messages of this module write themselves into: a `JSONWriter`'s
/// buffer, already made unique, and its id offset.
///
/// Writing a message through `JSONWriter`'s token calls cost more than the
/// bytes: each call checked the buffer's uniqueness and kept the comma state.
/// A message knows its own shape, so here neither is needed: every field is
/// written after a comma (`,"name":value`), and when the object ends its first
/// comma becomes the opening brace. Fields left out, even leading ones, need
/// no bookkeeping that way.
struct JSONOutput {
    let bytes: JSONByteBuffer
    /// `JSONWriter.idOffset`, laid out for adding.
    let idShift: IdShift

    /// Where an object began, to place its opening brace when it ends.
    struct ObjectStart {
        fileprivate let position: Int
    }

    @inline(__always)
    func beginObject() -> ObjectStart {
        ObjectStart(position: bytes.count)
    }

    @inline(__always)
    func endObject(_ start: ObjectStart) {
        if bytes.count == start.position {
            bytes.append("{}")
        } else {
            bytes.base[start.position] = UInt8(ascii: "{")
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// `,"name":`. Names are string literals that need no escaping.
    @inline(__always)
    func key(_ name: StaticString) {
        bytes.appendKey(name, comma: true)
    }

    // MARK: Fields

    @inline(__always)
    func field(_ name: StaticString, _ value: String) {
        key(name)
        bytes.appendQuoted(value)
    }

    /// Writes nothing when `value` is nil, as the messages leave out absent fields.
    @inline(__always)
    func field(_ name: StaticString, ifPresent value: String?) {
        if let value { field(name, value) }
    }

    /// A value already written as JSON (say, an enum's quoted raw value).
    @inline(__always)
    func rawField(_ name: StaticString, ifPresent json: StaticString?) {
        if let json { bytes.appendRawField(name, json) }
    }

    @inline(__always)
    func field(_ name: StaticString, _ value: Int) {
        key(name)
        bytes.appendInt(value)
    }

    @inline(__always)
    func field(_ name: StaticString, ifPresent value: Int?) {
        if let value { field(name, value) }
    }

    /// A message id, shifted by the writer's `idOffset`.
    @inline(__always)
    func field(_ name: StaticString, id: String) {
        key(name)
        bytes.appendId(id, shift: idShift)
    }

    /// A list of message ids, each shifted by the writer's `idOffset`.
    func field(_ name: StaticString, ids: [String]) {
        key(name)
        let start = bytes.count
        ids.withUnsafeBufferPointer { ids in
            for index in ids.indices {
                bytes.append(UInt8(ascii: ","))
                bytes.appendId(ids[index], shift: idShift)
            }
        }
        endArray(start)
    }

    @inline(__always)
    func field<Message: JSONOutputWritable>(_ name: StaticString, _ message: Message) {
        key(name)
        message.write(to: self)
    }

    @inline(__always)
    func field<Message: JSONOutputWritable>(_ name: StaticString, ifPresent message: Message?) {
        if let message { field(name, message) }
    }

    /// A list of messages.
    func field<Message: JSONOutputWritable>(_ name: StaticString, _ messages: [Message]) {
        key(name)
        let start = bytes.count
        messages.withUnsafeBufferPointer { messages in
            for index in messages.indices {
                bytes.append(UInt8(ascii: ","))
                messages[index].write(to: self)
            }
        }
        endArray(start)
    }

    /// Where an array begins whose elements are each written after a comma
    /// (`endArray` turns the first comma into the bracket).
    @inline(__always)
    func beginArray() -> Int {
        bytes.count
    }

    /// Closes an array whose elements were each written after a comma: the
    /// first comma becomes the opening bracket.
    @inline(__always)
    func endArray(_ start: Int) {
        if bytes.count == start {
            bytes.append("[]")
        } else {
            bytes.base[start] = UInt8(ascii: "[")
            bytes.append(UInt8(ascii: "]"))
        }
    }
}

/// A message of this module that writes itself as one JSON object into a
/// `JSONOutput`. Its `JSONWritable` conformance hands over to this
/// (`JSONWriter.writeDirectly`), so nested messages are written without
/// going back through the writer.
protocol JSONOutputWritable: JSONWritable {
    func write(to output: JSONOutput)
}

extension JSONWriter {
    /// `message` as the next value, written straight into the buffer.
    mutating func writeDirectly<Message: JSONOutputWritable>(_ message: Message) {
        let buffer = nextValue()
        message.write(to: JSONOutput(bytes: buffer, idShift: IdShift(idOffset)))
    }
}

extension JSONWriter {
    /// One NDJSON line `{"name":…}` whose message `body` writes into the
    /// buffer itself: for messages written from parts rather than from a
    /// value (`PickleEnvelopeWriter`). Everything goes through the one
    /// reference taken here; going back to the writer while `body`'s output
    /// is alive would find the buffer shared and copy it.
    mutating func writeEnvelope(_ name: StaticString, _ body: (JSONOutput) -> Void) {
        let buffer = nextValue()
        buffer.append(UInt8(ascii: "{"))
        buffer.appendKey(name, comma: false)
        body(JSONOutput(bytes: buffer, idShift: IdShift(idOffset)))
        buffer.append("}\n")
        endLineWritten()
    }
}
