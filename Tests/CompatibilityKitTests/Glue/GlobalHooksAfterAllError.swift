import LinkSpecRunner

/// global-hooks-afterall-error: a failing after-all hook fails the run; the others still run.
enum GlobalHooksAfterAllError {
    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        var steps = StepLibrary<CCKWorld>()
        steps.beforeAll {}
        steps.beforeAll {}
        steps.step("a step passes") { _ in }
        steps.afterAll {}
        steps.afterAll { throw Glue.Error("AfterAll hook went wrong") }
        steps.afterAll {}
        return steps
    }
}
