import LinkSpecTesting
import XCTest

/// This test target registers no step definers (it has no `LinkSpecDefaults`).
final class UnregisteredDefinersTests: XCTestCase {
    /// Adopts `GivenWhenThen` without naming a setup: the default one.
    final class Calls: GivenWhenThen {
        var failures: [ScenarioFailure] = []
        func record(_ failure: ScenarioFailure) { failures.append(failure) }
    }

    /// An undefined step says where a target's definers are registered.
    func testAnUndefinedStepSaysWhereDefinersAreRegistered() {
        let calls = Calls()
        calls.Given("I'm logged in as a mock user")
        calls.Then("a step only a definer knows"); let line = #line
        calls.finishSteps()
        XCTAssertEqual(calls.failures.map(\.line), [line])
        XCTAssertTrue(calls.failures.first?.message.contains("This test target registers no step definers: name them in a type called LinkSpecDefaults")
                      == true, calls.failures.first?.message ?? "")
    }
}
