import LinkSpecRunner

/// regular-expression: optional groups; one that did not take part is nil.
enum RegularExpressionSample {
    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        var steps = StepLibrary<CCKWorld>()
        steps.step(matching: "^a (.*?)(?: and a (.*?))?(?: and a (.*?))?$") { (_, _: String, _: String?, _: String?) in }
        return steps
    }
}
