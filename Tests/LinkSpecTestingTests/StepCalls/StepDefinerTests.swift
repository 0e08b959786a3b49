import LinkSpecTesting
import XCTest

/// Step definitions as XCTest-Gherkin writes them, registered by name: each
/// capture group reaches the closure as its parameter's type.
final class SanitySteps: StepDefiner {
    private(set) var numbersSeen: [Int] = []

    override func defineSteps() {
        step("I have a working Gherkin environment") {
            let world = try self.world
            expect(!world.app.isRunning, "nothing launched the app yet")
        }
        step("This test should not ([a-zA-Z0-9]*)") { (match: String) in
            expectEqual(match, "fail")
        }
        step("I have a step with two matches: ([0-9]) ([0-9])") { (first: Int, second: Int) in
            expectEqual(first + second, 3)
        }
        step("the app opens ([a-z/0-9]+) (as a deep link|from inside)") { (matches: [String]) in
            let world = try self.world
            world.open("babylon://\(matches[0])", via: matches[1] == "from inside" ? .inApp : .system)
        }
        step(exactly: "I tap the (new) button") {}
        step("the answer is (yes|no)") { (answer: Bool) in
            expect(answer, "the answer is no")
        }
        step("the visitor is (.+)") { (visitor: Visitor) in
            expectEqual(visitor.name, "Ada")
        }
    }
}

/// A custom type a capture converts to, as XCTest-Gherkin's `MatchedStringRepresentable`.
struct Visitor: MatchedStringRepresentable {
    var name: String
    init?(fromMatch match: String) {
        guard match.first?.isUppercase == true else { return nil }
        name = match
    }
}

final class StepDefinerTests: XCTestCase {
    final class Calls: GivenWhenThen {
        static let linkSpec = LinkSpecSetup(definers: [SanitySteps.self])
        var failures: [ScenarioFailure] = []
        func record(_ failure: ScenarioFailure) { failures.append(failure) }
    }

    func testADefinersStepsTakeTheirCapturesAsTypedValuesAndReachTheWorld() {
        let calls = Calls()
        calls.Given("I have a working Gherkin environment")
        calls.And("I'm logged in as a mock user")
        calls.Then("This test should not fail")
        calls.And("I have a step with two matches: 1 2")
        calls.When("the app opens somescreen/42 from inside")
        calls.And("I tap the (new) button")
        calls.Then("the answer is yes")
        calls.And("the visitor is Ada")
        calls.And("the Some Screen screen is displayed with id \"42\"")
        calls.finishSteps()
        XCTAssertEqual(calls.failures.map(\.message), [])
    }

    func testACaptureThatDoesNotConvertOrAWrongValueFailsTheStep() {
        let calls = Calls()
        calls.Then("the visitor is ada"); let line = #line
        calls.finishSteps()
        XCTAssertEqual(calls.failures.map(\.line), [line])
        XCTAssertTrue(calls.failures.first?.message.contains("cannot convert 'ada'") == true, calls.failures.first?.message ?? "")
    }

    func testTheLibraryListsTheDefinersSteps() throws {
        let library = SanitySteps.library()
        XCTAssertEqual(library.steps.count, 7)
        // The same steps run from a feature file.
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let feature = scratch.path("sanity.feature")
        try "Feature: sanity\n  Scenario: s\n    Given I have a working Gherkin environment\n    Then This test should not fail\n"
            .write(toFile: feature, atomically: true, encoding: .utf8)
        let outcome = try LinkSpec.run(feature, app: .file("Features/app.json"), steps: library, in: self)
        XCTAssertTrue(outcome.passed)
    }
}
