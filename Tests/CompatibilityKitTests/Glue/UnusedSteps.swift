import LinkSpecRunner

/// unused-steps: definitions no step uses are still listed.
enum UnusedSteps {
    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        var steps = StepLibrary<CCKWorld>()
        steps.step("a step that is used") { _ in }
        steps.step("a step that is not used") { _ in }
        return steps
    }
}
