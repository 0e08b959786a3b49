import LinkSpecRunner

/// skipped: a step that skips itself; it and the steps after it are skipped.
enum Skipped {
    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        var steps = StepLibrary<CCKWorld>()
        steps.step("a step that does not skip") { _ in }
        steps.step("a step that is skipped") { _ in }
        steps.step("I skip a step") { _ in try skipScenario() }
        return steps
    }
}
