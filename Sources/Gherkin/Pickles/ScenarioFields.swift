import CucumberMessages

/// The fields of a scenario that compiling it reads.
///
/// Taken one by one where the document holds the scenario (a plain retain each):
/// passing the `Scenario` itself, which sits in an optional of a `FeatureChild`
/// or `RuleChild`, copied and destroyed the whole optional through its generic
/// value witnesses, several times the cost.
struct ScenarioFields {
    let location: Location
    let tags: [Tag]
    let name: String
    let steps: [Step]
    let examples: [Examples]
    let id: String

    @inline(__always)
    init(_ scenario: Scenario) {
        location = scenario.location
        tags = scenario.tags
        name = scenario.name
        steps = scenario.steps
        examples = scenario.examples
        id = scenario.id
    }
}
