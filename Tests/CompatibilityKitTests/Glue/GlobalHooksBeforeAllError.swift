import LinkSpecRunner

/// global-hooks-beforeall-error: a failing before-all hook: no test case runs, after-all hooks do.
enum GlobalHooksBeforeAllError {
    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        var steps = StepLibrary<CCKWorld>()
        steps.beforeAll {}
        steps.beforeAll { throw Glue.Error("BeforeAll hook went wrong") }
        steps.beforeAll {}
        steps.step("a step passes") { _ in }
        steps.afterAll {}
        steps.afterAll {}
        return steps
    }
}
