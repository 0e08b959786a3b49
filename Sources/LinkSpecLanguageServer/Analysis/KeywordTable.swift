import Gherkin

/// The keywords of one Gherkin language, ready to recognise lines with:
/// longest first, so `Scenario Outline` wins over `Scenario`, each with what
/// it starts.
struct KeywordTable: Sendable {
    enum Block: String, Sendable, CaseIterable {
        case feature, rule, background, scenario, scenarioOutline, examples
    }

    /// The grammatical role of a step keyword, as Gherkin gives it: a keyword
    /// found in several lists (`* ` is in all of them) has an unknown type.
    enum StepType: Sendable, Hashable {
        case context, action, outcome, conjunction, unknown
    }

    let dialect: Dialect
    /// `Feature`, `Scenario Outline`, ...: without their colon, longest first.
    let blocks: [(keyword: String, block: Block)]
    /// `Given `, `* `, `Soit `, `假如`: as the language writes them, longest first.
    let steps: [(keyword: String, type: StepType)]

    init(_ dialect: Dialect) {
        self.dialect = dialect
        var blocks: [(String, Block)] = []
        for (list, block) in [(dialect.feature, Block.feature), (dialect.rule, .rule), (dialect.background, .background),
                              (dialect.scenario, .scenario), (dialect.scenarioOutline, .scenarioOutline),
                              (dialect.examples, .examples)] {
            for keyword in list { blocks.append((keyword, block)) }
        }
        self.blocks = blocks.sorted { $0.0.count > $1.0.count }
        var types: [String: [StepType]] = [:]
        var order: [String] = []
        for (list, type) in [(dialect.given, StepType.context), (dialect.when, .action), (dialect.then, .outcome),
                             (dialect.and, .conjunction), (dialect.but, .conjunction)] {
            for keyword in list {
                if types[keyword] == nil { order.append(keyword) }
                if types[keyword]?.contains(type) != true { types[keyword, default: []].append(type) }
            }
        }
        steps = order.map { keyword in
            let found = types[keyword] ?? []
            return (keyword, found.count == 1 ? found[0] : .unknown)
        }.sorted { $0.0.count > $1.0.count }
    }
}

/// The languages feature files may be in, each language's keyword table made
/// the first time a file uses it.
final class Languages {
    let dialects: DialectTable
    private var tables: [String: KeywordTable] = [:]

    init(_ dialects: DialectTable) {
        self.dialects = dialects
    }

    /// The table of language `code`; nil for a language Gherkin does not know.
    func table(_ code: String) -> KeywordTable? {
        if let table = tables[code] { return table }
        guard let dialect = dialects[code] else { return nil }
        let table = KeywordTable(dialect)
        tables[code] = table
        return table
    }
}
