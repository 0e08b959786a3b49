import LinkSpecRunner

/// skipped-failing-hook: a skipped step, then a failing after hook fails the test case.
enum SkippedFailingHook {
    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        var steps = StepLibrary<CCKWorld>()
        steps.step("a step that skips") { _ in try skipScenario() }
        steps.after { _, _ in throw Glue.Error("whoops") }
        return steps
    }
}
