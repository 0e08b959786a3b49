import LinkSpecTesting
import XCTest

/// Nested steps and `StepDefiner.test` in a feature file's run, as in
/// XCTest-Gherkin's native feature files.
final class NestedStepFeatureRunTests: XCTestCase {
    func testANestedStepRunsInAFeatureRunToo() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let feature = scratch.path("nested.feature")
        try "Feature: nested\n  Scenario: s\n    Given This step should call another step\n"
            .write(toFile: feature, atomically: true, encoding: .utf8)
        let outcome = try LinkSpec.run(feature, app: .file("Features/app.json"), steps: GherkinSteps.library(), in: self)
        XCTAssertTrue(outcome.passed)
        XCTAssertEqual(scenarioContext["nested"] as? Bool, true)
        XCTAssertEqual(scenarioContext["user"] as? String, "Bob", "the nested step's capture reached it")
    }
}
