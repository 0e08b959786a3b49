import LinkSpecRunner

/// undefined and undefined-multiple: undefined steps with their suggestions.
enum Undefined {
    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        var steps = StepLibrary<CCKWorld>()
        steps.step("an implemented step") { _ in }
        steps.step("a step that will be skipped") { _ in }
        return steps
    }
}
