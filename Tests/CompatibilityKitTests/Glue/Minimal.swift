import LinkSpecRunner

/// minimal: one step with an `{int}`.
enum Minimal {
    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        var steps = StepLibrary<CCKWorld>()
        steps.step("I have {int} cukes in my belly") { (_, _: Int) in }
        return steps
    }
}
