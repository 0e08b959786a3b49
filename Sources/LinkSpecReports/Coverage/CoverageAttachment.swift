import LinkSpecJSON

/// What a scenario exercised (`CoverageReporting.coverageKeys`), carried in the
/// message stream as an attachment of the test case, so that a coverage report
/// can be built from a saved stream as well as from a live run.
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
        guard let elements = (try? JSONReader.read(body))?.array else { return nil }
        var keys: [String] = []
        keys.reserveCapacity(elements.count)
        for element in elements {
            guard let key = element.string else { return nil }
            keys.append(key)
        }
        return keys
    }
}
