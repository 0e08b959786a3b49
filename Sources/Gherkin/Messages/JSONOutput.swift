/// What the messages of this module write themselves into: a `JSONWriter`'s
/// buffer, already made unique, and its id offset.
///
/// Writing a message through `JSONWriter`'s token calls cost more than the
/// bytes: each call checked the buffer's uniqueness and kept the comma state.
/// A message knows its own shape, so here neither is needed: every field is
/// written after a comma (`,"name":value`), and when the object ends its first
/// comma becomes the opening brace. Fields left out, even leading ones, need
/// no bookkeeping that way.
///
/// Messages are read in place, through pointers (see `JSONOutputWritable`):
/// each field is loaded from the message where it lies rather than from a
/// copy of the message.
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

    /// A string computed rather than stored (say, an enum's raw value).
    @inline(__always)
    func field(_ name: StaticString, _ value: String) {
        key(name)
        bytes.appendQuoted(value)
    }

    @inline(__always)
    func field(_ name: StaticString, _ value: UnsafePointer<String>) {
        bytes.appendQuoted(stringAt: value, after: CommaKey(name))
    }

    /// Writes nothing when `value` is nil, as the messages leave out absent fields.
    @inline(__always)
    func field(_ name: StaticString, ifPresent value: UnsafePointer<String?>) {
        if let string = value.unwrapped() { field(name, string) }
    }

    /// A whole field already written as JSON, comma first (say, an enum's
    /// key and quoted raw value), of more than one character.
    @inline(__always)
    func literal(ifPresent json: StaticString?) {
        if let json { bytes.appendRun(json.utf8Start, count: json.utf8CodeUnitCount) }
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
    func field(_ name: StaticString, id: UnsafePointer<String>) {
        bytes.appendId(stringAt: id, shift: idShift, after: CommaKey(name))
    }

    /// A list of message ids, each shifted by the writer's `idOffset`.
    @inline(__always)
    func field(_ name: StaticString, ids: UnsafePointer<[String]>) {
        key(name)
        #if canImport(ObjectiveC)
        // There an array of strings may be an `NSArray`'s, whose elements are
        // copied into a buffer that lives only inside the closure.
        ids.pointee.withUnsafeBufferPointer { appendIds($0) }
        #else
        appendIds(ids.elements())
        #endif
    }

    /// The ids as an array, each read where it lies. Out of line, as each
    /// message's writer is: a writer with everything it writes inlined grows
    /// past what the optimizer inlines into, and then nothing is inlined.
    @inline(never)
    private func appendIds(_ ids: UnsafeBufferPointer<String>) {
        let start = bytes.count
        if let first = ids.baseAddress {
            for index in ids.indices {
                bytes.appendId(stringAt: first + index, shift: idShift, after: Comma())
            }
        }
        endArray(start)
    }

    @inline(__always)
    func field<Message: JSONOutputWritable>(_ name: StaticString, _ message: UnsafePointer<Message>) {
        key(name)
        Message.write(message, to: self)
    }

    /// A message that is not stored in another (an enum's payload), from a
    /// bitwise copy of it.
    @inline(__always)
    func field<Message: JSONOutputWritable>(_ name: StaticString, value message: borrowing Message) {
        key(name)
        withUnsafePointer(to: message) { Message.write($0, to: self) }
    }

    @inline(__always)
    func field<Message: JSONOutputWritable>(_ name: StaticString, ifPresent message: UnsafePointer<Message?>) {
        if let present = message.unwrapped() { field(name, present) }
    }

    /// A list of messages, each written from where it lies in the array.
    @inline(__always)
    func field<Message: JSONOutputWritable>(_ name: StaticString, _ messages: UnsafePointer<[Message]>) {
        key(name)
        appendArray(messages.elements())
    }

    /// Out of line, for the reason `appendIds` is.
    @inline(never)
    private func appendArray<Message: JSONOutputWritable>(_ messages: UnsafeBufferPointer<Message>) {
        let start = bytes.count
        if let first = messages.baseAddress {
            for index in messages.indices {
                bytes.append(UInt8(ascii: ","))
                Message.write(first + index, to: self)
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
    /// Writes the message at `message`.
    ///
    /// A static function of a pointer rather than a method, because a
    /// message handed to a method as a value is first copied whole when it
    /// comes from an array or an optional: every string and array in it
    /// retained, then released, which cost as much as writing its bytes.
    /// Fields read through a pointer are loaded one by one, in place, and
    /// need no retain when only their bytes are read.
    ///
    /// Implementations are marked `@inline(never)`: the optimizer inlines a
    /// function only while its caller is small, and a writer with the
    /// writers of its nested messages inlined grows too large to get its
    /// own fields' fast paths inlined.
    static func write(_ message: UnsafePointer<Self>, to output: JSONOutput)
}

extension JSONWriter {
    /// `message` as the next value, written straight into the buffer.
    mutating func writeDirectly<Message: JSONOutputWritable>(_ message: borrowing Message) {
        let output = JSONOutput(bytes: nextValue(), idShift: IdShift(idOffset))
        withUnsafePointer(to: message) { Message.write($0, to: output) }
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
