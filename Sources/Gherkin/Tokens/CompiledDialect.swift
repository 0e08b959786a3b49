import CucumberMessages
import Foundation
import LinkSpecPlatform

/// A dialect's keywords prepared for matching bytes: UTF-8, longest first (so
/// `"Le sa a "` wins over `"Le "`), step keywords with their grammatical role.
/// Built once per dialect and cached, since every file of a run reuses it.
final class CompiledDialect: Sendable {
    struct Keyword: Sendable {
        let bytes: [UInt8]
        let text: String
        let type: StepKeywordType
    }

    let dialect: Dialect
    let feature: [Keyword]
    let rule: [Keyword]
    let background: [Keyword]
    /// Scenario and Scenario Outline keywords together: both make a `#ScenarioLine`.
    let scenario: [Keyword]
    let examples: [Keyword]
    let steps: [Keyword]

    /// The same lists, indexed for the plain matcher (same order, same positions).
    let featureIndex: KeywordIndex
    let ruleIndex: KeywordIndex
    let backgroundIndex: KeywordIndex
    let scenarioIndex: KeywordIndex
    let examplesIndex: KeywordIndex
    let stepIndex: KeywordIndex

    /// By first byte: the keyword lines a line starting with it could be, and
    /// `#Other`, which any line can be.
    private let typesByFirstByte: [TokenTypes]

    init(_ dialect: Dialect) {
        self.dialect = dialect
        func prepare(_ words: [String], type: (String) -> StepKeywordType = { _ in .unknown }) -> [Keyword] {
            var seen = Set<String>()
            let unique = words.filter { seen.insert($0).inserted }
            return unique.map { Keyword(bytes: Array($0.utf8), text: $0, type: type($0)) }
                .enumerated()
                .sorted { $0.element.bytes.count != $1.element.bytes.count
                    ? $0.element.bytes.count > $1.element.bytes.count : $0.offset < $1.offset }
                .map(\.element)
        }
        feature = prepare(dialect.feature)
        rule = prepare(dialect.rule)
        background = prepare(dialect.background)
        scenario = prepare(dialect.scenario + dialect.scenarioOutline)
        examples = prepare(dialect.examples)

        // A keyword listed under several roles (`* `) has no single role.
        var roles: [String: Set<StepKeywordType>] = [:]
        for (words, role) in [(dialect.given, StepKeywordType.context), (dialect.when, .action),
                              (dialect.then, .outcome), (dialect.and, .conjunction), (dialect.but, .conjunction)] {
            for word in words { roles[word, default: []].insert(role) }
        }
        let allSteps = dialect.given + dialect.when + dialect.then + dialect.and + dialect.but
        steps = prepare(allSteps) { word in
            guard let set = roles[word], set.count == 1, let only = set.first else { return .unknown }
            return only
        }
        featureIndex = KeywordIndex(feature.map(\.bytes))
        ruleIndex = KeywordIndex(rule.map(\.bytes))
        backgroundIndex = KeywordIndex(background.map(\.bytes))
        scenarioIndex = KeywordIndex(scenario.map(\.bytes))
        examplesIndex = KeywordIndex(examples.map(\.bytes))
        stepIndex = KeywordIndex(steps.map(\.bytes))

        var typesByFirstByte = [TokenTypes](repeating: TokenTypes(.other), count: 256)
        for (type, index) in [(TokenType.featureLine, featureIndex), (.ruleLine, ruleIndex),
                              (.backgroundLine, backgroundIndex), (.scenarioLine, scenarioIndex),
                              (.examplesLine, examplesIndex), (.stepLine, stepIndex)] {
            for byte in 0...255 where index.mayStart(with: UInt8(byte)) {
                typesByFirstByte[byte].insert(type)
            }
        }
        self.typesByFirstByte = typesByFirstByte
    }

    /// The text and role of the keyword at `position` in the list for a line of
    /// `type`, as a matcher names it in `Token.keyword`.
    func keyword(of type: TokenType, at position: Int) -> (text: String, type: StepKeywordType)? {
        switch type {
        case .featureLine: Self.keyword(feature, position)
        case .ruleLine: Self.keyword(rule, position)
        case .backgroundLine: Self.keyword(background, position)
        case .scenarioLine: Self.keyword(scenario, position)
        case .examplesLine: Self.keyword(examples, position)
        case .stepLine: Self.keyword(steps, position)
        default: nil
        }
    }

    @inline(__always)
    private static func keyword(_ keywords: [Keyword], _ position: Int) -> (text: String, type: StepKeywordType)? {
        keywords.indices.contains(position) ? (keywords[position].text, keywords[position].type) : nil
    }

    /// The keyword lines (and `#Other`) a line whose text starts with `byte` could be.
    @inline(__always)
    func keywordTypes(startingWith byte: UInt8) -> TokenTypes {
        typesByFirstByte[Int(byte)]
    }

    private static let cache = Cache()

    /// The compiled form of `dialect`, built on first use.
    static func compiled(_ dialect: Dialect) -> CompiledDialect {
        cache.compiled(dialect)
    }

    private final class Cache: Sendable {
        private let entries = Locked<[String: CompiledDialect]>([:])

        func compiled(_ dialect: Dialect) -> CompiledDialect {
            entries.withLock { entries in
                if let found = entries[dialect.code], found.dialect == dialect { return found }
                let made = CompiledDialect(dialect)
                entries[dialect.code] = made
                return made
            }
        }
    }
}
