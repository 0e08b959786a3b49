import LinkSpecTesting
import XCTest

/// The handbook's `DeeplinksFeature` as XCTest-Gherkin writes it: a plain
/// `XCTestCase`, no setup named, the method unchanged. Its steps run against
/// the default setup: the nearest `app.json` (the package's
/// `Features/app.json`), the standard steps, this target's `LinkSpecDefaults`.
final class DeeplinksFeature: XCTestCase {
    func test_some_screen_deep_link() {
        Given("I'm logged in as a mock user")
        let id = 42
        When("I open the app with \"somescreen/\(id)\" deeplink")
        // This step would need to be created if Some Screen is a new screen.
        Then("the Some Screen screen is displayed")
    }
}

/// The same method expecting the wrong screen, run alone so that its failure
/// is kept (`RecordingTestCase`).
final class WrongScreenFeature: RecordingTestCase, @unchecked Sendable {
    var thenLine = 0

    func wrong_screen_deep_link() {
        Given("I'm logged in as a mock user")
        When("I open the app with \"somescreen/42\" deeplink")
        Then("the Home screen is displayed"); thenLine = #line
    }

    func undefined_step() {
        Given("I'm logged in as a mock user")
        When("I open the app with \"somescreen/42\" deeplink sideways"); thenLine = #line
    }
}

final class PlainXCTestCaseTests: XCTestCase {
    func testAPlainXCTestCasesStepsRunAndTheWrongScreenFailsAtItsThen() throws {
        let test = try WrongScreenFeature.run("wrong_screen_deep_link") { try XCTUnwrap($0 as? WrongScreenFeature).wrong_screen_deep_link() }
        verifyEqual(test.failures.map(\.line), [test.thenLine])
        let message = test.failures.first?.message ?? ""
        verify(message.contains("Step failed: Then the Home screen is displayed"), message)
        verify(message.contains("expected the \"Home\" screen to be displayed, but \"Some Screen {id: 42}\" is displayed"), message)
    }

    func testAStepThatCannotRunFailsAtItsCallWithTheReason() throws {
        let test = try WrongScreenFeature.run("undefined_step") { try XCTUnwrap($0 as? WrongScreenFeature).undefined_step() }
        verifyEqual(test.failures.map(\.line), [test.thenLine])
        verify(test.failures.first?.message.contains("Undefined step: When I open the app") == true, test.failures.first?.message ?? "")
    }
}

/// A step called through the Swift Testing function from a helper that is
/// no test case, while an XCTest method runs.
final class HelperCallFeature: RecordingTestCase, @unchecked Sendable {
    var line = 0

    func helper_call() {
        line = StepHelper.openSomeScreen()
    }
}

/// Code outside any test case: `Given` here is the Swift Testing function.
enum StepHelper {
    static func openSomeScreen() -> Int {
        Given("I'm logged in as a mock user"); return #line
    }
}

final class StepCallOutsideATestCaseTests: XCTestCase {
    /// Not a silent pass: the running XCTest method fails at the call, saying why.
    func testAStepCallOutsideAnyTestCaseFailsTheRunningXCTestMethod() throws {
        _ = UnusedStepsTracker.shared() // linkspec's XCTest observer, which knows the running test
        let test = try HelperCallFeature.run("helper_call") { try XCTUnwrap($0 as? HelperCallFeature).helper_call() }
        verifyEqual(test.failures.map(\.line), [test.line])
        verify(test.failures.first?.message.contains("steps run in a test with the .linkSpec(...) trait") == true,
               test.failures.first?.message ?? "")
    }
}

/// Steps in `setUp()` and `tearDown()`, as XCTest-Gherkin suites have them.
final class SetUpAndTearDownFeature: RecordingTestCase, @unchecked Sendable {
    var tornDownState: Int?

    override func setUp() {
        super.setUp()
        Given("I set the state to 1")
    }

    override func tearDown() {
        Then("the flag is yes")
        tornDownState = scenarioContext["state"] as? Int
        super.tearDown()
    }

    func steps() {
        When("I'm logged in as Alice")
    }
}

final class StepsAroundTheTestTests: XCTestCase {
    /// A step in `tearDown()` runs (after the teardown blocks, which end the
    /// test's scenario) on a scenario of its own, the test's context kept.
    func testStepsInSetUpAndTearDownRun() throws {
        let test = try SetUpAndTearDownFeature.run("steps") { try XCTUnwrap($0 as? SetUpAndTearDownFeature).steps() }
        verifyEqual(test.failures.map(\.message), [])
        verifyEqual(test.tornDownState, 1)
        verifyEqual(test.scenarioContext["flag"] as? Bool, true)
        verifyEqual(test.scenarioContext["user"] as? String, "Alice")
    }
}
