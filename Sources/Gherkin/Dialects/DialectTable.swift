/// A set of dialects by language code: the built-in one, or one read from a file
/// in the format of `gherkin-languages.json` (`--i18n-file`).
public struct DialectTable: Sendable {
    public private(set) var dialects: [String: Dialect]

    public init(_ dialects: [Dialect]) {
        self.dialects = Dictionary(dialects.map { ($0.code, $0) }, uniquingKeysWith: { _, last in last })
    }

    public subscript(code: String) -> Dialect? { dialects[code] }

    /// Every language Cucumber's Gherkin knows. (Placeholder: English only until the table lands.)
    public static let builtIn = DialectTable([Dialect.english])
}

extension Dialect {
    public static let english = Dialect(
        code: "en", name: "English", native: "English",
        feature: ["Feature", "Business Need", "Ability"], rule: ["Rule"], background: ["Background"],
        scenario: ["Example", "Scenario"], scenarioOutline: ["Scenario Outline", "Scenario Template"],
        examples: ["Examples", "Scenarios"],
        given: ["* ", "Given "], when: ["* ", "When "], then: ["* ", "Then "],
        and: ["* ", "And "], but: ["* ", "But "])
}
