import LinkSpecJSON

/// The one writer of Cucumber Messages: each envelope as one line of NDJSON
/// (`{"pickle":{...}}` and a line feed), as `--format message`,
/// `linkspec gherkin` and the reference implementations write them.
///
/// Field order: within every message, fields are written in the alphabetical
/// order of their names (`astNodeIds`, `id`, `language`, ... for a pickle),
/// the order of the Gherkin conformance data's expected files. It is fixed,
/// so the same messages always give the same bytes. Absent optional fields
/// are left out; lists are written even when empty, except the optional ones
/// (`stepDefinitionIds`, `Group.children`, ...), which are written exactly
/// when present, so a stream read with `EnvelopeReader` is written back as it
/// was. Strings and numbers are written as `JSONWriter` writes them.
package struct EnvelopeWriter: Sendable {
    /// The bytes written so far.
    package var json: JSONWriter
    /// Added to every message id that is a plain decimal number (no sign, no
    /// leading zero, at most 18 digits); other ids are written as they are.
    /// `linkspec gherkin` parses files side by side, each numbering its ids
    /// from 0, and writes each with the count of ids the files before it took:
    /// the ids one parse after the other would give.
    package var idOffset: Int

    package init(json: JSONWriter = JSONWriter(), idOffset: Int = 0) {
        self.json = json
        self.idOffset = idOffset
    }

    /// One envelope, as one NDJSON line.
    package mutating func write(_ envelope: Envelope) {
        let idOffset = idOffset
        json.write { json in
            let out = MessageOutput(json: json, idOffset: idOffset)
            json.beginObject()
            envelope.writeMember(to: out)
            json.endObject()
            json.endLine()
        }
    }

    /// The envelope's NDJSON line, line feed included.
    package static func line(for envelope: Envelope) -> [UInt8] {
        var writer = EnvelopeWriter(json: JSONWriter(reservingCapacity: 256))
        writer.write(envelope)
        return writer.json.bytes
    }
}

/// A message that writes itself as one JSON object, fields in alphabetical
/// order (see `EnvelopeWriter`).
protocol WritableMessage {
    func write(to out: MessageOutput)
}

/// A message written where its array holds it, each field read in place:
/// for the messages written most often (steps, table rows and cells). Taken
/// out of its array, such a message was copied whole (Benchmarks/results/NOTES.md).
protocol WritableInPlace {
    static func write(_ messages: [Self], at index: Int, to out: MessageOutput)
}

/// An enumeration of the protocol, written as its raw value from a literal:
/// copied as it is, without reading a `String` (its values need no escaping).
protocol WritableEnumeration {
    var literal: StaticString { get }
}

/// Where messages write themselves: the JSON output of one `write` call, and
/// the id offset.
///
/// Its calls are `@inline(__always)` down to the key: a key is a literal, and
/// compiled where it is named its copy is a move or two of known length.
/// What follows the key (a message, a list, an id) is a call of its own.
struct MessageOutput {
    let json: JSONWriter.Output
    let idOffset: Int

    @inline(__always)
    func field(_ name: StaticString, _ message: some WritableMessage) {
        json.key(name)
        message.write(to: self)
    }

    @inline(__always)
    func field(_ name: StaticString, _ messages: [some WritableMessage]) {
        json.key(name)
        list(messages)
    }

    /// An enumeration's value, as its literal.
    @inline(__always)
    func field(_ name: StaticString, _ value: some WritableEnumeration) {
        json.field(name, literal: value.literal)
    }

    @inline(__always)
    func field<Message: WritableInPlace>(_ name: StaticString, _ messages: [Message]) {
        json.key(name)
        list(messages)
    }

    private func list<Message: WritableInPlace>(_ messages: [Message]) {
        json.beginArray()
        for index in messages.indices { Message.write(messages, at: index, to: self) }
        json.endArray()
    }

    private func list(_ messages: [some WritableMessage]) {
        json.beginArray()
        for index in messages.indices { messages[index].write(to: self) }
        json.endArray()
    }

    // MARK: Ids

    /// A message id, shifted by `idOffset`.
    @inline(__always)
    func field(_ name: StaticString, id: String) {
        json.field(name, shifting: id, by: idOffset)
    }

    @inline(__always)
    func field(_ name: StaticString, ids: [String]) {
        json.key(name)
        list(ids: ids)
    }

    private func list(ids: [String]) {
        json.beginArray()
        for index in ids.indices { json.string(shifting: ids[index], by: idOffset) }
        json.endArray()
    }
}
