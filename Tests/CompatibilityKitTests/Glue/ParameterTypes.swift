import LinkSpecRunner

/// parameter-types: a custom parameter type whose regular expression has groups.
enum ParameterTypes {
    struct Flight: Sendable {
        var from: String
        var to: String
    }

    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        var steps = StepLibrary<CCKWorld>()
        steps.parameterType("flight", regex: "([A-Z]{3})-([A-Z]{3})") { groups in
            Flight(from: groups[0] ?? "", to: groups[1] ?? "")
        }
        steps.step("{flight} has been delayed") { (_, flight: Flight) in
            expectEqual(flight.from, "LHR", "from")
            expectEqual(flight.to, "CDG", "to")
        }
        return steps
    }
}
