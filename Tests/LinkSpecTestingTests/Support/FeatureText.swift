import Foundation

/// Finds lines in a feature file by their text, so tests say which step they
/// mean rather than hard-coding line numbers.
struct FeatureText {
    let path: String
    let lines: [String]

    init(_ path: String) throws {
        self.path = path
        lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
    }

    /// The 1-based line whose trimmed text is `text`, the `occurrence`-th one.
    func line(of text: String, occurrence: Int = 1) -> Int? {
        var seen = 0
        for (index, line) in lines.enumerated() where line.trimmingCharacters(in: .whitespaces) == text {
            seen += 1
            if seen == occurrence { return index + 1 }
        }
        return nil
    }

    /// The line of a table row whose cells are `cells`.
    func line(ofRow cells: [String]) -> Int? {
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("|"), trimmed.hasSuffix("|"), trimmed.count > 1 else { continue }
            let found = trimmed.dropFirst().dropLast().split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            if found == cells { return index + 1 }
        }
        return nil
    }

    static let packageRoot: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    static let attributionFeature = "Tests/LinkSpecTestingTests/Features/deliberately_failing/attribution.feature"
}
