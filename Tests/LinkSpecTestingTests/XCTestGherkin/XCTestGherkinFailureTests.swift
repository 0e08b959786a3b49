import LinkSpecTesting
import XCTest

/// Steps that do not pass, in plain `XCTestCase`s run alone so that their
/// failures are kept (`RecordingTestCase`).
final class FailingFeatures: RecordingTestCase, @unchecked Sendable {
    var lines: [Int] = []
    /// The scenario context's `state` when the method ended.
    var state: Int?

    /// XCTest's observers (linkspec's among them) see each failure: this
    /// run alone fails, not the test that runs it.
    override var handsFailuresOn: Bool { true }

    func ambiguous() {
        Given("I tap the email button"); lines.append(#line)
    }

    func assertion() {
        Given("a step whose assertion fails"); lines.append(#line)
        Then("I set the state to 1"); lines.append(#line)
        state = scenarioContext["state"] as? Int
    }

    func nestedUndefined() {
        Given("This step calls a step that does not exist"); lines.append(#line)
    }
}


final class XCTestGherkinFailureTests: XCTestCase {
    /// Two definitions matching one step: an error at the call naming both,
    /// each as it is written.
    func testAmbiguityNamesBothDefinitions() throws {
        let test = try FailingFeatures.run("ambiguous") { try XCTUnwrap($0 as? FailingFeatures).ambiguous() }
        verifyEqual(test.failures.map(\.line), test.lines)
        let message = test.failures.first?.message ?? ""
        verify(message.contains("Ambiguous step: Given I tap the email button"), message)
        verify(message.contains(" /email button/ at LinkSpecTestingTests/GherkinSteps.swift:"), message)
        verify(message.contains(" /I tap the email button/ at LinkSpecTestingTests/GherkinSteps.swift:"), message)
    }

    /// An `XCTAssert` failing in a step body fails the test at the
    /// assertion's line and at the step's call; in a class that names no
    /// setup the later steps still run, as XCTest-Gherkin's do
    /// (`continueAfterFailure`, true by default; swift-corelibs-xctest
    /// keeps it true whatever a test sets).
    func testAnAssertionInAStepFailsAtItsLineAndAtTheCall() throws {
        let test = try FailingFeatures.run("assertion") { try XCTUnwrap($0 as? FailingFeatures).assertion() }
        verifyEqual(test.failures.count, 2, "\(test.failures)")
        guard test.failures.count == 2 else { return }
        let assertionLine = test.failures[0].line
        verify(assertionLine != test.lines[0], "the assertion's line is in GherkinSteps.swift")
        verifyEqual(test.failures[1].line, test.lines[0])
        verify(test.failures[0].message.contains("a deliberate failure"), test.failures[0].message)
        verify(test.failures[1].message.contains("Step failed: Given a step whose assertion fails"), test.failures[1].message)
        verify(test.failures[1].message.contains("a deliberate failure (GherkinSteps.swift:\(assertionLine))"), test.failures[1].message)
        verifyEqual(test.state, 1, "the step after the failed one ran")
    }

    /// A nested step with no definition fails the step that calls it.
    func testANestedUndefinedStepFailsTheCallingStep() throws {
        let test = try FailingFeatures.run("nestedUndefined") { try XCTUnwrap($0 as? FailingFeatures).nestedUndefined() }
        verifyEqual(test.failures.map(\.line), test.lines)
        verify(test.failures.first?.message.contains("the nested step \"There is no such step\" is undefined") == true,
               test.failures.first?.message ?? "")
    }
}
