import Foundation
import LinkSpecTesting
import XCTest

/// What a scenario written as Swift calls records, and where: through the
/// package's own `FailureRecording` hook, into a test double that keeps it.
final class StepCallAttributionTests: XCTestCase {
    /// Calls steps against the demo app and keeps what they record.
    final class Calls: GivenWhenThen {
        static let linkSpec = LinkSpecSetup()
        var failures: [ScenarioFailure] = []
        var notRun: [ScenarioFailure] = []
        func record(_ failure: ScenarioFailure) { failures.append(failure) }
        func recordNotRun(_ step: ScenarioFailure) { notRun.append(step) }
    }

    func testAFailedStepIsRecordedAtItsCallAndTheStepsAfterItAreNotRun() {
        let calls = Calls()
        calls.Given("I'm logged in as a mock user")
        calls.When("I open the app with \"somescreen/42\" deeplink")
        calls.Then("the Home screen is displayed"); let failing = #line
        calls.And("the Some Screen screen is displayed"); let notRun1 = #line
        calls.When("I open the app with \"settings\" deeplink"); let notRun2 = #line
        calls.finishSteps()

        XCTAssertEqual(calls.failures.map(\.line), [failing])
        let failure = calls.failures[0]
        XCTAssertEqual(failure.filePath, #filePath)
        XCTAssertEqual(failure.uri, "Tests/LinkSpecTestingTests/StepCalls/StepCallAttributionTests.swift")
        XCTAssertEqual(failure.status, .failed)
        XCTAssertEqual(failure.scenario, "testAFailedStepIsRecordedAtItsCallAndTheStepsAfterItAreNotRun")
        for fragment in ["Step failed: Then the Home screen is displayed",
                         "expected the \"Home\" screen to be displayed, but \"Some Screen {id: 42}\" is displayed",
                         "the app shows:", "screen stack (bottom to top):", "last events:",
                         "Step definition: \"the {screen name} screen is displayed\" at LinkSpecSteps/ScreenAssertions.swift:"] {
            XCTAssertTrue(failure.message.contains(fragment), "\(fragment) in:\n\(failure.message)")
        }
        XCTAssertEqual(failure.attachments.map(\.mediaType), ["image/svg+xml"], "the app's picture, as in a feature run")
        XCTAssertEqual(calls.notRun.map(\.line), [notRun1, notRun2])
        XCTAssertEqual(calls.notRun.map(\.status), [.skipped, .skipped])
        XCTAssertEqual(calls.notRun.first?.message,
                       "Not run: And the Some Screen screen is displayed (the step at StepCallAttributionTests.swift:\(failing): it did not pass)")
    }

    func testAnUndefinedStepFailsWithItsSnippetAndTheClosestPhrases() {
        let calls = Calls()
        calls.Given("I'm logged in as a mock user")
        calls.Then("the Some Scren screen is displayed"); let undefined = #line
        calls.finishSteps()

        XCTAssertEqual(calls.failures.map(\.line), [undefined])
        XCTAssertEqual(calls.failures.first?.status, .undefined)
        let message = calls.failures.first?.message ?? ""
        for fragment in ["Undefined step: Then the Some Scren screen is displayed", "Define it with:",
                         "library.then(\"the Some Scren screen is displayed\")", "// Did you mean:",
                         "//   Then the Some Screen screen is displayed # LinkSpecSteps/ScreenAssertions.swift:"] {
            XCTAssertTrue(message.contains(fragment), "\(fragment) in:\n\(message)")
        }
    }

    func testAWhenPhraseDoesNotBindAThenCall() {
        let calls = Calls()
        calls.Given("I'm logged in as a mock user")
        calls.Then("I open the app with \"settings\" deeplink"); let line = #line
        calls.finishSteps()
        XCTAssertEqual(calls.failures.map(\.line), [line])
        XCTAssertEqual(calls.failures.map(\.status), [.undefined])
    }

    func testADocStringFollowsTheText() {
        let calls = Calls()
        calls.Given("the app is launched")
        calls.And("I'm logged in as a mock user")
        calls.When("I open the app with \"settings\" deeplink")
        calls.Then("the analytics event is logged:", docString: #"{"name": "deeplink_opened", "screen": "Chat"}"#); let line = #line
        calls.finishSteps()
        XCTAssertEqual(calls.failures.map(\.line), [line], "the doc string reached the step, which compared it")
        XCTAssertTrue(calls.failures.first?.message.contains("deeplink_opened") == true, calls.failures.first?.message ?? "")
    }

    /// A setup whose app map does not load fails the first call with every
    /// problem; the test's other calls do not run.
    func testAnAppMapThatDoesNotLoadFailsTheFirstCall() {
        final class Broken: GivenWhenThen {
            static let linkSpec = LinkSpecSetup(app: .file("Features/no-such-app.json"))
            var failures: [ScenarioFailure] = []
            var notRun: [ScenarioFailure] = []
            func record(_ failure: ScenarioFailure) { failures.append(failure) }
            func recordNotRun(_ step: ScenarioFailure) { notRun.append(step) }
        }
        let calls = Broken()
        calls.Given("the app is launched"); let first = #line
        calls.Then("the Home screen is displayed"); let second = #line
        calls.finishSteps()
        XCTAssertEqual(calls.failures.map(\.line), [first])
        XCTAssertTrue(calls.failures.first?.message.contains("no-such-app.json") == true, calls.failures.first?.message ?? "")
        XCTAssertEqual(calls.notRun.map(\.line), [second])
    }

    /// After hooks run when the scenario ends; what fails there is recorded
    /// at the scenario's first call.
    func testAFailingAfterHookIsRecordedAtTheFirstCall() {
        final class Hooked: GivenWhenThen {
            static let linkSpec: LinkSpecSetup = {
                var steps = StepLibrary<AppWorld>()
                steps.after(name: "nothing is presented at the end") { world, _ in
                    expect(world.app.presentedScreens.isEmpty, "a screen is still presented")
                }
                return LinkSpecSetup(steps: steps)
            }()
            var failures: [ScenarioFailure] = []
            func record(_ failure: ScenarioFailure) { failures.append(failure) }
        }
        let calls = Hooked()
        calls.Given("I'm logged in as a mock user"); let first = #line
        calls.When("I open the app with \"settings\" deeplink")
        XCTAssertEqual(calls.failures.count, 0, "the hook runs when the scenario ends")
        calls.finishSteps()
        XCTAssertEqual(calls.failures.map(\.line), [first])
        XCTAssertTrue(calls.failures.first?.message.contains("After hook 'nothing is presented at the end' failed") == true,
                      calls.failures.first?.message ?? "")
    }

    /// Examples of another width than their titles are a failure at the call, not a crash.
    func testMalformedExamplesFailAtTheirCall() throws {
        let test = try MalformedExamples.run("malformed") { try XCTUnwrap($0 as? MalformedExamples).malformed() }
        verifyEqual(test.failures.map(\.line), [test.line])
        verify(test.failures.first?.message.contains("row 1 of the Examples has 2 values for 1 titles") == true)
    }
}

/// Examples whose row is wider than its titles.
final class MalformedExamples: RecordingTestCase, @unchecked Sendable {
    var line = 0

    func malformed() {
        Examples(["tab"], ["chat", "extra"]); line = #line
    }
}
