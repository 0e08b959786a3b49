import LinkSpecRunner

/// hooks-conditional: hooks limited by tag expressions.
enum HooksConditional {
    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        var steps = StepLibrary<CCKWorld>()
        steps.before(tags: "@passing-hook") { _, _ in }
        steps.before(tags: "@fail-before") { _, _ in throw Glue.Error("Exception in conditional hook") }
        steps.step("a step passes") { _ in }
        steps.after(tags: "@fail-after") { _, _ in throw Glue.Error("Exception in conditional hook") }
        steps.after(tags: "@passing-hook") { _, _ in }
        return steps
    }
}
