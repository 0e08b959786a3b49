/// The keywords of one spoken language, as `gherkin-languages.json` lists them.
/// Step keywords keep their trailing space where the language has one
/// (`"Given "`, but `"Soit "`/`"假如"` vary); `"* "` appears in every step list.
package struct Dialect: Hashable, Sendable {
    package var code: String
    package var name: String
    package var native: String
    package var feature: [String]
    package var rule: [String]
    package var background: [String]
    package var scenario: [String]
    package var scenarioOutline: [String]
    package var examples: [String]
    package var given: [String]
    package var when: [String]
    package var then: [String]
    package var and: [String]
    package var but: [String]
}
