import LinkSpecTesting
import XCTest

/// In a feature run from a test, each scenario and each Examples row starts
/// with an empty `scenarioContext`, as each XCTest-Gherkin test and row does.
final class FeatureRunScenarioContextTests: XCTestCase {
    func testEachScenarioAndEachRowOfAFeatureRunStartsWithAnEmptyContext() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let feature = scratch.path("contexts.feature")
        // "I set the state to N" asserts that the context has no state yet, then sets it.
        try """
            Feature: contexts
              Scenario: first
                Given I set the state to 1
              Scenario: second
                Given I set the state to 2
              Scenario Outline: rows
                Given I set the state to <state>
                Examples:
                  | state |
                  | 3     |
                  | 4     |

            """.write(toFile: feature, atomically: true, encoding: .utf8)
        scenarioContext["state"] = 0
        let outcome = try LinkSpec.run(feature, app: .file("Features/app.json"), steps: GherkinSteps.library(), in: self)
        XCTAssertTrue(outcome.passed)
        XCTAssertEqual(outcome.failures.map(\.message), [])
        XCTAssertEqual(scenarioContext["state"] as? Int, 4, "the last row's context stays for the test to read")
    }
}
