import LinkSpecRunner

/// hooks: before and after hooks as test steps; after hooks run after a failure.
enum Hooks {
    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        var steps = StepLibrary<CCKWorld>()
        steps.before { _, _ in }
        steps.step("a step passes") { _ in }
        steps.step("a step fails") { _ in throw Glue.Error("Exception in step") }
        steps.after { _, _ in }
        return steps
    }
}
