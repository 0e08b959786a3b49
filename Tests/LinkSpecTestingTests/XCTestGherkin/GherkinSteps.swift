import LinkSpecTesting
import XCTest

/// A custom type steps take as its JSON (XCTest-Gherkin's README's `Person`).
struct Person: Codable, Equatable {
    let name: String
}

extension Person: CodableMatchedStringRepresentable {}

/// A custom type a capture converts to with its own initialiser.
struct Colour: MatchedStringRepresentable, Equatable {
    let name: String

    init?(fromMatch match: String) {
        guard ["red", "green"].contains(match.lowercased()) else { return nil }
        name = match.lowercased()
    }
}

/// Step definitions written as XCTest-Gherkin's README writes them: checks
/// with `XCTAssert...`, state in the test's `scenarioContext`, nested steps.
final class GherkinSteps: StepDefiner {
    override func defineSteps() {
        step("A situation that I want to start at") {
            self.test.scenarioContext["started"] = true
        }

        // Anchored, as XCTest-Gherkin's README advises, so that it does not
        // also match "This value should be between 10 and 20".
        step("^This value should be ([0-9]*)$") { (matches: [String]) in
            XCTAssertEqual(matches.first, "100")
        }

        step("This value should be between ([0-9]*) and ([0-9]*)") { (match1: String, match2: String) in
            XCTAssertLessThan(Int(match1) ?? 0, Int(match2) ?? 0)
        }

        step("The age should be ([0-9]*)") { (match: Int) in
            XCTAssertEqual(match, 20)
        }

        step("the values are (\\w+), (\\w+) and (\\w+)") { (first: String, second: Int, third: Bool) in
            self.test.scenarioContext["values"] = "\(first) \(second) \(third)"
        }

        step("I use the example name (?:Alice|Bob)") {}

        step("I'm logged in as (?<user>Alice|Bob)") { (match: StepMatches<String>) in
            XCTAssertEqual(match["user"], match[0])
            self.test.scenarioContext["user"] = match["user"]
        }

        step("User is logged in as (\\{.+\\})") { (person: Person) in
            self.test.scenarioContext["person"] = person
        }

        step("This is another step") {
            self.test.scenarioContext["nested"] = true
        }

        step("This step should call another step") {
            self.step("This is another step")
            self.step("I'm logged in as Bob")
        }

        step("This step calls a step that does not exist") {
            self.step("There is no such step")
        }

        step("I set the state to ([0-9]+)") { (state: Int) in
            XCTAssertNil(self.test.scenarioContext["state"], "each scenario starts with an empty context")
            self.test.scenarioContext["state"] = state
        }

        step("the flag is (\\w+)") { (flag: Bool) in
            self.test.scenarioContext["flag"] = flag
        }

        step("the number is ([0-9.]+)") { (number: Double) in
            self.test.scenarioContext["number"] = number
        }

        step("the colour is (\\w+)") { (colour: Colour) in
            self.test.scenarioContext["colour"] = colour.name
        }

        step(exactly: "I press the (new) button") {
            self.test.scenarioContext["tapped"] = true
        }

        step("Я имею рабочее окружение Gherkin") {
            self.test.scenarioContext["ru"] = true
        }

        step("I note which test runs me") {
            self.test.scenarioContext["test"] = ObjectIdentifier(self.test)
        }

        step("email button") {}

        step("I tap the email button") {}

        step("a step whose assertion fails") {
            XCTAssertEqual(1, 2, "a deliberate failure")
        }

        step("I launch the app") {
            let launched = self.test.scenarioContext["launches"] as? Int ?? 0
            self.test.scenarioContext["launches"] = launched + 1
        }
    }
}
