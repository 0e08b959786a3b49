import LinkSpecRunner

/// pending-exception: pending with a message gives a `PendingException`.
enum PendingExceptionSample {
    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        var steps = StepLibrary<CCKWorld>()
        steps.step("an unimplemented pending step") { _ in throw PendingException("TODO") }
        return steps
    }
}
