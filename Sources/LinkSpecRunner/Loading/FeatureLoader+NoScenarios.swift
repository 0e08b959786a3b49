import CucumberMessages
import Gherkin

extension FeatureLoader {
    /// The warning for a feature file with no scenario: nothing in it runs,
    /// which is a file still being written or, as often, a keyword misspelt
    /// (`Scenaro:` reads as description). Located at the first line that looks
    /// like a misspelt keyword (`Dialect.misspeltKeyword`), else at the feature
    /// (or the file's first line). Under `--strict`, the default, the run then
    /// fails (docs/decisions/1301-a-file-with-no-scenarios.md).
    func noScenarios(_ document: GherkinDocument, source: Source, of file: FeatureFile) -> InputError? {
        if let feature = document.feature {
            let hasScenario = feature.children.contains { child in
                child.scenario != nil || child.rule?.children.contains { $0.scenario != nil } == true
            }
            guard !hasScenario else { return nil }
        }
        var message = "no scenarios: the file has no Scenario, so nothing in it runs"
        var line = document.feature?.location.line ?? 1
        var column = document.feature?.location.column ?? 1
        if let misspelt = misspeltKeywordLine(in: source, language: document.feature?.language) {
            message += "; line \(misspelt.line): " + Dialect.misspeltKeywordMessage(written: misspelt.written, meant: misspelt.meant)
            line = misspelt.line
            column = misspelt.column
        }
        return InputError(path: file.uri, line: line, column: column, message: message)
    }

    /// The first line read as description that looks like a misspelt block
    /// keyword, the lines split as the parser and the editor split them (`SourceLines`).
    private func misspeltKeywordLine(in source: Source, language: String?)
        -> (line: Int, column: Int, written: String, meant: String)? {
        var classifier = LineClassifier(dialects: dialects, language: language ?? "en", markdown: source.mediaType == .markdown)
        for (index, text) in SourceLines.split(source.data).enumerated() {
            let classified = classifier.classify(text)
            guard classified.kind == .other, let meant = classifier.dialect.misspeltKeyword(in: text) else { continue }
            let start = text.firstIndex { $0 != " " && $0 != "\t" } ?? text.startIndex
            let written = String(text[start...].prefix { $0 != ":" }) + ":"
            return (index + 1, text.unicodeScalars.distance(from: text.startIndex, to: start) + 1, written, meant)
        }
        return nil
    }
}
