import LinkSpecJSON

/// What a scenario exercised (`CoverageReporting.coverageKeys`), carried in the
/// message stream as an attachment of the test case.
package enum CoverageAttachment {
    package static let mediaType = "application/vnd.linkspec.coverage+json"

    /// A JSON array of the distinct keys, in first-seen order.
    package static func body(for keys: [String]) -> String {
        var seen: Set<String> = []
        var json = JSONWriter(reservingCapacity: 64)
        json.beginArray()
        for key in keys where seen.insert(key).inserted { json.string(key) }
        json.endArray()
        return String(decoding: json.bytes, as: UTF8.self)
    }

    /// The keys of an attachment body; nil when it is not a JSON array of strings.
    package static func keys(in body: String) -> [String]? {
        strings((try? JSONReader.read(body))?.array)
    }

    /// Every element as a string; nil when one is not.
    static func strings(_ elements: [JSONValue]?) -> [String]? {
        guard let elements else { return nil }
        let strings = elements.compactMap(\.string)
        return strings.count == elements.count ? strings : nil
    }
}
