import LinkSpecRunner

/// hooks-undefined: hooks still run around an undefined step.
enum HooksUndefined {
    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        var steps = StepLibrary<CCKWorld>()
        steps.before { _, _ in }
        steps.after { _, _ in }
        return steps
    }
}
