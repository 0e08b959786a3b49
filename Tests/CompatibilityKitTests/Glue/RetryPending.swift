import LinkSpecRunner

/// retry-pending: a pending step is not retried.
enum RetryPending {
    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        var steps = StepLibrary<CCKWorld>()
        steps.step("a pending step") { _ in try pending() }
        return steps
    }
}
