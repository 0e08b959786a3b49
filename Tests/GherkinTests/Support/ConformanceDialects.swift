import Foundation
import Gherkin

/// The dialects the conformance files need: the built-in table, completed from the
/// shared `gherkin-languages.json` for any language the built-in table lacks (so
/// the parser's conformance does not wait for the full built-in table).
enum ConformanceDialects {
    private struct Entry: Decodable {
        var name: String
        var native: String
        var feature, rule, background, scenario, scenarioOutline, examples: [String]
        var given, when, then, and, but: [String]
    }

    static func table(languagesFile: URL) throws -> DialectTable {
        let entries = try JSONDecoder().decode([String: Entry].self, from: Data(contentsOf: languagesFile))
        var dialects = Array(DialectTable.builtIn.dialects.values)
        for (code, entry) in entries where DialectTable.builtIn[code] == nil {
            dialects.append(Dialect(code: code, name: entry.name, native: entry.native,
                                    feature: entry.feature, rule: entry.rule, background: entry.background,
                                    scenario: entry.scenario, scenarioOutline: entry.scenarioOutline,
                                    examples: entry.examples, given: entry.given, when: entry.when,
                                    then: entry.then, and: entry.and, but: entry.but))
        }
        return DialectTable(dialects)
    }
}
