import LinkSpecRunner

/// retry-ambiguous: an ambiguous step is not retried.
enum RetryAmbiguous {
    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        var steps = StepLibrary<CCKWorld>()
        steps.step("an ambiguous step") { _ in }
        steps.step("an ambiguous step") { _ in }
        return steps
    }
}
