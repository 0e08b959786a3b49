import LinkSpecRunner

/// pending: a step signals pending without saying why; the steps after it are skipped.
enum Pending {
    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        var steps = StepLibrary<CCKWorld>()
        steps.step("an implemented non-pending step") { _ in }
        steps.step("an implemented step that is skipped") { _ in }
        steps.step("an unimplemented pending step") { _ in try pending() }
        return steps
    }
}
