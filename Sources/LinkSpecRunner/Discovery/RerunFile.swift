import Foundation

/// A rerun list (`linkspec @rerun.txt`): what the `rerun` formatter wrote, one
/// `path:LINE[:LINE]` per line; blank lines are ignored. Paths are relative to
/// the current folder, as the formatter writes them.
enum RerunFile {
    static func read(path: String) throws(InputError) -> [FeaturePath] {
        let text = try SourceReader.readText(atPath: path)
        var paths: [FeaturePath] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // A rerun line may hold several entries separated by spaces (cucumber-ruby writes them so).
            var column = 1
            for word in line.split(separator: " ", omittingEmptySubsequences: false) {
                defer { column += word.count + 1 }
                let entry = word.trimmingCharacters(in: .whitespacesAndNewlines)
                guard !entry.isEmpty else { continue }
                var featurePath = FeaturePath(argument: entry)
                featurePath.origin = InputError(path: path, line: index + 1, column: column, message: "")
                paths.append(featurePath)
            }
        }
        return paths
    }
}
