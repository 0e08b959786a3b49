import CucumberMessages
import LinkSpecPlatform

/// A dialect's keywords prepared for matching bytes, built once per dialect:
/// for each kind of keyword line, the keywords longest first (`"Le sa a "`
/// before `"Le "`) with their roles, and a `KeywordIndex` of them. Scenario and
/// Scenario Outline keywords are one list: both make a `#ScenarioLine`.
final class CompiledDialect: Sendable {
    struct Keyword: Sendable {
        let text: String
        let type: StepKeywordType
    }

    let dialect: Dialect
    /// By `keywordLines`' positions.
    private let keywords: [[Keyword]]
    private let indexes: [KeywordIndex]
    /// The position of `* ` among the step keywords (a Markdown bullet), or -1.
    let asteriskStep: Int

    /// By first byte: the keyword lines a line starting with it could be, and
    /// `#Other`, which any line can be.
    private let typesByFirstByte: [TokenTypes]

    private static let keywordLines = TokenType.featureLine.rawValue...TokenType.stepLine.rawValue

    init(_ dialect: Dialect) {
        self.dialect = dialect
        // A keyword listed under several roles (`* `) has no single role.
        var roles: [String: Set<StepKeywordType>] = [:]
        for (words, role) in [(dialect.given, StepKeywordType.context), (dialect.when, .action),
                              (dialect.then, .outcome), (dialect.and, .conjunction), (dialect.but, .conjunction)] {
            for word in words { roles[word, default: []].insert(role) }
        }
        let lists = [dialect.feature, dialect.rule, dialect.background, dialect.scenario + dialect.scenarioOutline,
                     dialect.examples, dialect.given + dialect.when + dialect.then + dialect.and + dialect.but]
        keywords = lists.map { words in
            var seen = Set<String>()
            return words.filter { seen.insert($0).inserted }.enumerated()
                .sorted { $0.element.utf8.count != $1.element.utf8.count
                    ? $0.element.utf8.count > $1.element.utf8.count : $0.offset < $1.offset }
                .map { word in
                    let found = roles[word.element] ?? []
                    return Keyword(text: word.element, type: found.count == 1 ? found.first! : .unknown)
                }
        }
        indexes = keywords.map { KeywordIndex($0.map { Array($0.text.utf8) }) }
        asteriskStep = keywords[keywords.count - 1].firstIndex { $0.text == "* " } ?? -1

        var typesByFirstByte = [TokenTypes](repeating: TokenTypes(.other), count: 256)
        for (offset, index) in indexes.enumerated() {
            for byte in 0...255 where index.mayStart(with: UInt8(byte)) {
                typesByFirstByte[byte].insert(TokenType(rawValue: Self.keywordLines.lowerBound + offset)!)
            }
        }
        self.typesByFirstByte = typesByFirstByte
    }

    /// The keywords of a keyword line of `type`, in matching order.
    func keywords(_ type: TokenType) -> [Keyword] {
        keywords[type.rawValue - Self.keywordLines.lowerBound]
    }

    /// The same keywords, indexed.
    @inline(__always)
    func index(_ type: TokenType) -> KeywordIndex {
        indexes[type.rawValue - Self.keywordLines.lowerBound]
    }

    /// The keyword at `position` in the list for a line of `type`, as a matcher
    /// names it in `Token.keyword`.
    func keyword(of type: TokenType, at position: Int) -> Keyword? {
        guard Self.keywordLines.contains(type.rawValue) else { return nil }
        let list = keywords(type)
        return list.indices.contains(position) ? list[position] : nil
    }

    /// The keyword lines (and `#Other`) a line whose text starts with `byte` could be.
    @inline(__always)
    func keywordTypes(startingWith byte: UInt8) -> TokenTypes {
        typesByFirstByte[Int(byte)]
    }

    private static let cache = Locked<[String: CompiledDialect]>([:])

    /// The compiled form of `dialect`, built on first use.
    static func compiled(_ dialect: Dialect) -> CompiledDialect {
        cache.withLock { entries in
            if let found = entries[dialect.code], found.dialect == dialect { return found }
            let made = CompiledDialect(dialect)
            entries[dialect.code] = made
            return made
        }
    }
}
