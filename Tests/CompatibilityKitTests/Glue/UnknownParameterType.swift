import LinkSpecRunner

/// unknown-parameter-type: a definition naming `{airport}`, which nobody defines.
enum UnknownParameterType {
    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        var steps = StepLibrary<CCKWorld>()
        steps.step("{airport} is closed because of a strike") { (_, _: String) in
            throw Glue.Error("Should not be called because airport parameter type has not been defined")
        }
        return steps
    }
}
