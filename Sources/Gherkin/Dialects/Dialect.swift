/// The keywords of one spoken language, as `gherkin-languages.json` lists them.
/// Step keywords keep their trailing space where the language has one
/// (`"Given "`, but `"Soit "`/`"假如"` vary); `"* "` appears in every step list.
public struct Dialect: Hashable, Sendable {
    public var code: String
    public var name: String
    public var native: String
    public var feature: [String]
    public var rule: [String]
    public var background: [String]
    public var scenario: [String]
    public var scenarioOutline: [String]
    public var examples: [String]
    public var given: [String]
    public var when: [String]
    public var then: [String]
    public var and: [String]
    public var but: [String]

    public init(code: String, name: String, native: String,
                feature: [String], rule: [String], background: [String],
                scenario: [String], scenarioOutline: [String], examples: [String],
                given: [String], when: [String], then: [String], and: [String], but: [String]) {
        self.code = code
        self.name = name
        self.native = native
        self.feature = feature
        self.rule = rule
        self.background = background
        self.scenario = scenario
        self.scenarioOutline = scenarioOutline
        self.examples = examples
        self.given = given
        self.when = when
        self.then = then
        self.and = and
        self.but = but
    }
}
