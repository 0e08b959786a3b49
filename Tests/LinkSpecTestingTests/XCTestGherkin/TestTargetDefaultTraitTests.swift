import LinkSpecTesting
import Testing

/// A Swift Testing suite with the default setup runs against its test
/// target's `LinkSpecDefaults`, as a plain `XCTestCase` does.
@Suite(.linkSpec(.testTargetDefault))
struct TestTargetDefaultTraitTests {
    /// The step is a definer's that only this target's `LinkSpecDefaults` registers.
    @Test func aSuiteWithTheDefaultSetupRunsTheTargetsDefiners() {
        Given("I have a working Gherkin environment")
    }
}
