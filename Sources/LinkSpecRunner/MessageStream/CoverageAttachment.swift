import Foundation

/// What a scenario exercised (`CoverageReporting.coverageKeys`), carried in the
/// message stream as an attachment of the test case, so that a coverage report
/// can be built from a saved stream as well as from a live run.
///
/// Written and read once per scenario: keys that need no JSON escaping (route
/// names do not) take a direct path; anything else goes through Foundation's
/// JSON coders, whose output the direct path reproduces byte for byte.
public enum CoverageAttachment {
    public static let mediaType = "application/vnd.linkspec.coverage+json"

    /// A JSON array of the distinct keys, in first-seen order.
    public static func body(for keys: [String]) -> String {
        var seen: Set<String> = []
        let distinct = keys.filter { seen.insert($0).inserted }
        if distinct.allSatisfy(needsNoEscaping) {
            var bytes: [UInt8] = [UInt8(ascii: "[")]
            for (index, key) in distinct.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                bytes.append(UInt8(ascii: "\""))
                for byte in key.utf8 {
                    // Route names are patterns (`appointments/{id:int}`); the encoder writes `\/`.
                    if byte == UInt8(ascii: "/") { bytes.append(UInt8(ascii: "\\")) }
                    bytes.append(byte)
                }
                bytes.append(UInt8(ascii: "\""))
            }
            bytes.append(UInt8(ascii: "]"))
            return String(decoding: bytes, as: UTF8.self)
        }
        guard let data = try? JSONEncoder().encode(distinct) else { return "[]" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The keys of an attachment body; nil when it is not a JSON array of strings.
    public static func keys(in body: String) -> [String]? {
        if let keys = plainKeys(in: body) { return keys }
        return try? JSONDecoder().decode([String].self, from: Data(body.utf8))
    }

    /// Printable ASCII other than `"` and `\`: JSON escapes none of it but
    /// `/`, which Foundation's encoder writes as `\/`.
    private static func needsNoEscaping(_ key: String) -> Bool {
        key.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
    }

    /// `["a","b"]` exactly as `body(for:)` writes it (no spaces, no escape but
    /// `\/`); nil for any other shape, which the JSON decoder then judges.
    private static func plainKeys(in body: String) -> [String]? {
        let utf8 = Array(body.utf8)
        guard utf8.count >= 2, utf8[0] == UInt8(ascii: "["), utf8[utf8.count - 1] == UInt8(ascii: "]") else { return nil }
        var keys: [String] = []
        var key: [UInt8] = []
        var position = 1
        let end = utf8.count - 1
        while position < end {
            if !keys.isEmpty {
                guard utf8[position] == UInt8(ascii: ",") else { return nil }
                position += 1
            }
            guard position < end, utf8[position] == UInt8(ascii: "\"") else { return nil }
            position += 1
            key.removeAll(keepingCapacity: true)
            while position < end, utf8[position] != UInt8(ascii: "\"") {
                var byte = utf8[position]
                guard byte >= 0x20 else { return nil }
                if byte == UInt8(ascii: "\\") {
                    guard position + 1 < end, utf8[position + 1] == UInt8(ascii: "/") else { return nil }
                    position += 1
                    byte = UInt8(ascii: "/")
                }
                key.append(byte)
                position += 1
            }
            guard position < end else { return nil }
            keys.append(String(decoding: key, as: UTF8.self))
            position += 1
        }
        return keys
    }
}
