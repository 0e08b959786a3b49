import Foundation

/// What a scenario exercised (`CoverageReporting.coverageKeys`), carried in the
/// message stream as an attachment of the test case, so that a coverage report
/// can be built from a saved stream as well as from a live run.
public enum CoverageAttachment {
    public static let mediaType = "application/vnd.linkspec.coverage+json"

    /// A JSON array of the distinct keys, in first-seen order.
    public static func body(for keys: [String]) -> String {
        var seen: Set<String> = []
        let distinct = keys.filter { seen.insert($0).inserted }
        guard let data = try? JSONEncoder().encode(distinct) else { return "[]" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The keys of an attachment body; nil when it is not a JSON array of strings.
    public static func keys(in body: String) -> [String]? {
        try? JSONDecoder().decode([String].self, from: Data(body.utf8))
    }
}
