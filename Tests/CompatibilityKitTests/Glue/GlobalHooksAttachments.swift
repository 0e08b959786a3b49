import LinkSpecRunner

/// global-hooks-attachments: run hooks attach through their context.
enum GlobalHooksAttachments {
    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        var steps = StepLibrary<CCKWorld>()
        steps.beforeAll { run in run.attach("Attachment from BeforeAll hook", mediaType: "text/plain") }
        steps.step("a step passes") { _ in }
        steps.afterAll { run in run.attach("Attachment from AfterAll hook", mediaType: "text/plain") }
        return steps
    }
}
