import Foundation

/// Reads a Cucumber Messages stream one envelope at a time, one line per envelope,
/// without holding more than the current line: a report of a 100,000-scenario run
/// is built while the file streams past. Blank lines are skipped, and so are
/// envelopes of a kind this version does not know (a newer protocol's message).
public struct NDJSONReader {
    /// Hands out the next chunk of bytes, or nil at the end of the input.
    public typealias ChunkSource = () throws -> [UInt8]?

    /// The name used in error messages (a path, or `<stdin>`).
    public let name: String
    private let nextChunk: ChunkSource
    private var buffer: [UInt8] = []
    private var position = 0
    private var atEnd = false
    private(set) public var lineNumber = 0
    private let decoder = JSONDecoder()

    public init(name: String, chunks: @escaping ChunkSource) {
        self.name = name
        self.nextChunk = chunks
    }

    /// A reader over bytes already in memory.
    public init(name: String, bytes: [UInt8]) {
        var remaining: [UInt8]? = bytes
        self.init(name: name, chunks: {
            defer { remaining = nil }
            return remaining
        })
    }

    /// A reader over the file at `path`, read in large chunks.
    public init(path: String) throws {
        let file = try InputFile(path: path)
        self.init(name: path, chunks: { try file.read() })
    }

    /// The next envelope, or nil at the end of the stream.
    public mutating func next() throws -> Envelope? {
        while let line = try nextLine() {
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
            do {
                return try decodeEnvelope(line)
            } catch is UnknownEnvelopeKind {
                continue
            } catch let error as DecodingError {
                throw MessageStreamError(path: name, line: lineNumber, message: Self.describe(error))
            } catch {
                throw MessageStreamError(path: name, line: lineNumber, message: "not a JSON message: \(error)")
            }
        }
        return nil
    }

    /// Decodes one line; a line that fails only for broken UTF-8 or unpaired
    /// surrogates is mended (those characters become U+FFFD) rather than refused.
    private func decodeEnvelope(_ line: ArraySlice<UInt8>) throws -> Envelope {
        if let envelope = line.withUnsafeBufferPointer({ FastEnvelopeDecoder.decode($0) }) {
            return envelope
        }
        do {
            return try decoder.decode(Envelope.self, from: Data(line))
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            let mended = JSONLineRepair.repaired(line)
            guard !mended.elementsEqual(line),
                  let envelope = try? decoder.decode(Envelope.self, from: Data(mended)) else {
                throw DecodingError.dataCorrupted(context)
            }
            return envelope
        }
    }

    /// Calls `body` with every envelope in order.
    public mutating func forEach(_ body: (Envelope) throws -> Void) throws {
        while let envelope = try next() {
            try body(envelope)
        }
    }

    private mutating func nextLine() throws -> ArraySlice<UInt8>? {
        while true {
            if let newline = buffer[position...].firstIndex(of: 0x0A) {
                let line = buffer[position..<newline]
                position = newline + 1
                lineNumber += 1
                return line
            }
            if atEnd {
                guard position < buffer.count else { return nil }
                let line = buffer[position...]
                position = buffer.count
                lineNumber += 1
                return line
            }
            if position > 0 {
                buffer.removeSubrange(0..<position)
                position = 0
            }
            if let chunk = try nextChunk() {
                buffer.append(contentsOf: chunk)
            } else {
                atEnd = true
            }
        }
    }

    /// Turns Foundation's decoding error into one readable sentence naming the field.
    static func describe(_ error: DecodingError) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            var text = ""
            for key in codingPath {
                if let index = key.intValue {
                    text += "[\(index)]"
                } else {
                    text += text.isEmpty ? key.stringValue : "." + key.stringValue
                }
            }
            return text
        }
        switch error {
        case .keyNotFound(let key, let context):
            let parent = path(context.codingPath)
            return "missing field '\(key.stringValue)'" + (parent.isEmpty ? "" : " in \(parent)")
        case .typeMismatch(let type, let context):
            return "'\(path(context.codingPath))' is not \(Self.article(for: type))"
        case .valueNotFound(let type, let context):
            return "'\(path(context.codingPath))' is null, expected \(Self.article(for: type))"
        case .dataCorrupted(let context):
            let place = path(context.codingPath)
            if place.isEmpty { return "not valid JSON" }
            return "'\(place)': \(context.debugDescription)"
        @unknown default:
            return "unreadable message"
        }
    }

    private static func article(for type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "a boolean"
        case is Int.Type, is Int32.Type, is Int64.Type: "a whole number"
        default: "a \(type)"
        }
    }
}
