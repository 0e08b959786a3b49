import LinkSpecRunner

/// hooks-skipped: skipping from a step, a before hook or an after hook.
enum HooksSkipped {
    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        var steps = StepLibrary<CCKWorld>()
        steps.before { _, _ in }
        steps.before(tags: "@skip-before") { _, _ in try skipScenario() }
        steps.before { _, _ in }
        steps.step("a normal step") { _ in }
        steps.step("a step that skips") { _ in try skipScenario() }
        steps.after { _, _ in }
        steps.after(tags: "@skip-after") { _, _ in try skipScenario() }
        steps.after { _, _ in }
        return steps
    }
}
