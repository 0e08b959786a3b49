import LinkSpecRunner

/// multiple-features and multiple-features-reversed (`--order reverse`): three files.
enum MultipleFeatures {
    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        var steps = StepLibrary<CCKWorld>()
        steps.step("an order for {string}") { (_, _: String) in }
        return steps
    }
}
