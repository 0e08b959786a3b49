import Foundation

/// Writes envelopes as NDJSON: one compact JSON object per line, the format of
/// `--format message` and of the reference runners' message streams.
public struct NDJSONWriter {
    private let encoder: JSONEncoder

    public init() {
        encoder = JSONEncoder()
        // Sorted keys: Foundation's encoder does not keep the order in which a
        // message's fields are encoded, and the same run printed its objects'
        // keys in a different order each time; sorted, two runs can be diffed.
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
    }

    /// The envelope's line, newline included.
    public func line(for envelope: Envelope) throws -> String {
        var data = try encoder.encode(envelope)
        data.append(0x0A)
        return String(decoding: data, as: UTF8.self)
    }

    /// The envelope's line as bytes, newline included.
    public func bytes(for envelope: Envelope) throws -> Data {
        var data = try encoder.encode(envelope)
        data.append(0x0A)
        return data
    }
}
