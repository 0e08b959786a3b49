import LinkSpecRunner

/// hooks-named: hooks with names.
enum HooksNamed {
    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        var steps = StepLibrary<CCKWorld>()
        steps.before(name: "A named before hook") { _, _ in }
        steps.step("a step passes") { _ in }
        steps.after(name: "A named after hook") { _, _ in }
        return steps
    }
}
