import LinkSpecRunner

/// global-hooks: before-all and after-all hooks (after-all in reverse order).
enum GlobalHooks {
    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        var steps = StepLibrary<CCKWorld>()
        steps.beforeAll {}
        steps.beforeAll {}
        steps.step("a step passes") { _ in }
        steps.step("a step fails") { _ in throw Glue.Error("Exception in step") }
        steps.afterAll {}
        steps.afterAll {}
        return steps
    }
}
