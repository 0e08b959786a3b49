import LinkSpecRunner

/// stack-traces: a failure's trace starts at the feature file's line.
enum StackTraces {
    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        var steps = StepLibrary<CCKWorld>()
        steps.step("a step throws an exception") { _ in throw Glue.Error("BOOM") }
        return steps
    }
}
