import LinkSpecRunner

/// failedish-combinations: which statuses follow a step that did not pass.
enum FailedishCombinations {
    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        var steps = StepLibrary<CCKWorld>()
        steps.step(matching: "^a step$") { _ in }
        steps.step(matching: "^a skipped step$") { _ in try skipScenario() }
        steps.step(matching: "^a pending step$") { _ in try pending() }
        steps.step(matching: "^an ambiguous (.*?)$") { (_, _: String) in }
        steps.step(matching: "^(.*?) ambiguous step$") { (_, _: String) in }
        steps.step(matching: "^a failing step$") { _ in throw Glue.Error("whoops") }
        return steps
    }
}
