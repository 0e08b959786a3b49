import LinkSpecRunner

/// backgrounds and rules-backgrounds: Background steps prepended to every pickle.
enum Backgrounds {
    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        var steps = StepLibrary<CCKWorld>()
        steps.step("an order for {string}") { (_, _: String) in }
        steps.step("an action") { _ in }
        steps.step("an outcome") { _ in }
        return steps
    }
}
