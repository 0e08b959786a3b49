import LinkSpecRunner
import LinkSpecTesting
import XCTest

/// One step, matched under XCTest-Gherkin's rule (which rewrites the
/// expression before matching), that fails for any wait but none.
final class WaitingSteps: StepDefiner {
    static let expression = "I wait ([0-9]+) seconds"

    override func defineSteps() {
        step(Self.expression) { (seconds: Int) in
            guard seconds == 0 else { throw StepFailure("no waiting") }
        }
    }
}

/// A `StepDefiner`'s expression is shown as its author wrote it, wherever
/// linkspec names the definition: not the pattern it is matched with.
final class WrittenExpressionTests: XCTestCase {
    final class Calls: GivenWhenThen {
        static let linkSpec = LinkSpecSetup(definers: [WaitingSteps.self])
        var failures: [ScenarioFailure] = []
        func record(_ failure: ScenarioFailure) { failures.append(failure) }
    }

    func testTheStepListShowsADefinersExpressionAsWritten() throws {
        let catalog = try StepCatalog(WaitingSteps.library())
        XCTAssertEqual(catalog.phrases.map(\.pattern.source), [WaitingSteps.expression])
        XCTAssertEqual(catalog.phrases.map(\.heading).first?.hasPrefix("* /\(WaitingSteps.expression)/"), true,
                       "\(catalog.phrases.map(\.heading))")
    }

    func testTheClosestDefinitionsShowADefinersExpressionAsWritten() throws {
        let catalog = try StepCatalog(WaitingSteps.library())
        let closest = catalog.ranking.closest(to: "I wait for 5 seconds", kind: .context)
        XCTAssertEqual(closest.map(\.text), ["* \(WaitingSteps.expression)"])
    }

    func testAFailingStepsMessageNamesTheDefinitionAsWritten() {
        let calls = Calls()
        calls.Given("I wait 5 seconds")
        calls.finishSteps()
        XCTAssertEqual(calls.failures.map(\.status), [.failed])
        let message = calls.failures.first?.message ?? ""
        XCTAssertTrue(message.contains("Step definition: /\(WaitingSteps.expression)/ at "), message)
        XCTAssertFalse(message.contains("(?i:"), message)
    }
}
