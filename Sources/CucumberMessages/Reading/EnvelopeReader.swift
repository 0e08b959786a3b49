import LinkSpecJSON

/// The one reader of Cucumber Messages: NDJSON read one envelope at a time,
/// holding no more than the current line, so a report of a 100,000-scenario
/// run is built while the file streams past. Blank lines are skipped, and so
/// are envelopes of a kind this version does not know (a newer protocol's).
/// Invalid UTF-8 and unpaired `\u` surrogates (which other tools write) become
/// U+FFFD, so a report can still be made; anything else that is not a message
/// of the protocol is a `JSONFileError` at its line and column.
package struct EnvelopeReader {
    /// Hands out the next chunk of bytes, or nil at the end of the input.
    package typealias ChunkSource = () throws -> [UInt8]?

    /// The name used in error messages (a path, or `<stdin>`).
    package let name: String
    private let nextChunk: ChunkSource
    private var buffer: [UInt8] = []
    private var position = 0
    private var atEnd = false
    /// The line of the envelope read last, from 1.
    package private(set) var lineNumber = 0

    package init(name: String, chunks: @escaping ChunkSource) {
        self.name = name
        self.nextChunk = chunks
    }

    /// A reader over bytes already in memory.
    package init(name: String, bytes: [UInt8]) {
        var remaining: [UInt8]? = bytes
        self.init(name: name, chunks: {
            defer { remaining = nil }
            return remaining
        })
    }

    /// The next envelope, or nil at the end of the stream. Throws what the
    /// chunk source throws, or a `JSONFileError`.
    package mutating func next() throws -> Envelope? {
        while let line = try nextLine() {
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
            let value: JSONValue
            do {
                value = try JSONReader.read(line, repairingText: true)
            } catch {
                throw JSONFileError(path: name, line: lineNumber, column: error.column, message: "not JSON: \(error.message)")
            }
            do {
                // Nil for a kind this version does not know.
                if let envelope = try Envelope(reading: value) { return envelope }
            } catch {
                throw JSONFileError(path: name, line: lineNumber, column: error.column, message: error.message)
            }
        }
        return nil
    }

    private mutating func nextLine() throws -> ArraySlice<UInt8>? {
        // Where the search for the line's end resumes after another chunk: a
        // line as long as a large attachment is searched once, not once a chunk.
        var searched = position
        while true {
            if let newline = buffer[searched...].firstIndex(of: 0x0A) {
                let line = buffer[position..<newline]
                position = newline + 1
                lineNumber += 1
                return line
            }
            guard !atEnd else { return nil }
            searched = buffer.count
            if position > 0 {
                buffer.removeSubrange(0..<position)
                searched -= position
                position = 0
            }
            if let chunk = try nextChunk() {
                buffer.append(contentsOf: chunk)
            } else {
                atEnd = true
                // The last line need not end in a line feed.
                if position < buffer.count { buffer.append(0x0A) }
            }
        }
    }
}

extension Envelope {
    /// The envelope a JSON object holds: exactly one member named after a
    /// kind of message. Nil when no member names a kind this version knows.
    init?(reading value: JSONValue) throws(MessageFormatError) {
        guard let members = value.object else {
            throw MessageFormatError("an envelope must be an object, not \(value.kindName)", at: value)
        }
        var found: (kind: Kind, value: JSONValue)?
        for member in members {
            guard let kind = Kind(rawValue: member.key) else { continue }
            if let found {
                throw MessageFormatError("an envelope holds one message, this one '\(found.kind.rawValue)' and '\(kind.rawValue)'",
                                         at: member.value)
            }
            found = (kind, member.value)
        }
        guard let (kind, message) = found else { return nil }
        try self.init(kind, reading: try MessageObject(message, name: kind.rawValue))
    }
}
