import LinkSpecRunner

/// ambiguous: two definitions match the step.
enum Ambiguous {
    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        var steps = StepLibrary<CCKWorld>()
        steps.step(matching: "^a (.*?) with (.*?)$") { (_, _: String, _: String) in }
        steps.step(matching: "^a step with (.*?)$") { (_, _: String) in }
        return steps
    }
}
