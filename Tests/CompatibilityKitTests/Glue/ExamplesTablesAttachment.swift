import LinkSpecRunner

/// examples-tables-attachment: images attached from outline rows.
enum ExamplesTablesAttachment {
    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        var steps = StepLibrary<CCKWorld>()
        steps.step("a JPEG image is attached") { world in
            world.attach(try sample.data("cucumber.jpeg"), mediaType: "image/jpeg")
        }
        steps.step("a PNG image is attached") { world in
            world.attach(try sample.data("cucumber.png"), mediaType: "image/png")
        }
        return steps
    }
}
