import LinkSpecRunner

/// hooks-attachment: before and after hooks attach an SVG.
enum HooksAttachment {
    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        var steps = StepLibrary<CCKWorld>()
        steps.before { world, _ in world.attach(try sample.data("cucumber.svg"), mediaType: "image/svg+xml") }
        steps.step("a step passes") { _ in }
        steps.after { world, _ in world.attach(try sample.data("cucumber.svg"), mediaType: "image/svg+xml") }
        return steps
    }
}
