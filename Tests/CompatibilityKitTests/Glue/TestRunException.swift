import LinkSpecRunner

/// test-run-exception: its glue is one passing step; the sample is about
/// `--error`, a failure fake-cucumber makes outside user code on purpose
/// (skipped: see `CompatibilityKitTests.skipped`).
enum TestRunException {
    static func steps(_ sample: SampleFolder) -> StepLibrary<CCKWorld> {
        var steps = StepLibrary<CCKWorld>()
        steps.step("a step") { _ in }
        return steps
    }
}
