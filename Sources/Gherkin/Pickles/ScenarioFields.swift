import CucumberMessages

/// The fields of a scenario that compiling it reads, taken one by one (a
/// retain each): passing the `Scenario`, in an optional of a `FeatureChild`,
/// copied the whole optional through generic value witnesses.
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
