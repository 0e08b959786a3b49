import LinkSpecRunner

/// skipped-exception: skipping with a message gives a `SkippedException`.
enum SkippedExceptionSample {
    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        var steps = StepLibrary<CCKWorld>()
        steps.step("I skip a step") { _ in throw SkippedException("skipping") }
        return steps
    }
}
