import LinkSpecTesting
import XCTest

/// A definer that keeps Cucumber's rule: the whole text, its case.
final class CucumberRuleSteps: StepDefiner {
    override class var matching: StepDefinerMatching { .cucumber }

    override func defineSteps() {
        step("the whole phrase, as written") {}
    }
}

final class StepDefinerMatchingTests: XCTestCase {
    /// Calls steps against the definer and keeps what they record.
    final class Calls: GivenWhenThen {
        static let linkSpec = LinkSpecSetup(definers: [CucumberRuleSteps.self])
        var failures: [ScenarioFailure] = []
        func record(_ failure: ScenarioFailure) { failures.append(failure) }
    }

    func testADefinerThatAsksForCucumbersRuleMatchesTheWholeTextAndItsCase() {
        let calls = Calls()
        calls.Given("the whole phrase, as written")
        calls.finishSteps()
        XCTAssertEqual(calls.failures.map(\.status), [])

        for text in ["THE WHOLE PHRASE, AS WRITTEN", "so the whole phrase, as written"] {
            let other = Calls()
            other.Given(text)
            other.finishSteps()
            XCTAssertEqual(other.failures.map(\.status), [.undefined], text)
        }
    }

    /// XCTest-Gherkin's Boolean reading, and its Double's.
    func testBooleansReadTrueFalseYesNoInAnyCaseAndDoublesReadIntegers() {
        XCTAssertEqual(["true", "FaLsE", "yes", "No", "maybe"].map(Bool.init(fromMatch:)), [true, false, true, false, nil])
        XCTAssertEqual(["1", "1.2", "x"].map(Double.init(fromMatch:)), [1, 1.2, nil])
    }

    /// Named groups reach `StepMatches` by name and by position.
    func testNamedGroupsAreFoundByNameAndPosition() {
        let calls = NamedCalls()
        calls.Given("Ada meets Bob at 12")
        calls.finishSteps()
        XCTAssertEqual(calls.failures.map(\.message), [])
        XCTAssertEqual(NamedSteps.seen.withLock { $0 }, ["Ada", "Bob", "12", "Ada", "Bob"])
    }

    final class NamedCalls: GivenWhenThen {
        static let linkSpec = LinkSpecSetup(definers: [NamedSteps.self])
        var failures: [ScenarioFailure] = []
        func record(_ failure: ScenarioFailure) { failures.append(failure) }
    }
}

/// Two named groups and an unnamed one.
final class NamedSteps: StepDefiner {
    static let seen = NamedSteps.Seen()

    /// What the step saw, kept for the test.
    final class Seen: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [String] = []
        func withLock<T>(_ body: (inout [String]) -> T) -> T {
            lock.lock()
            defer { lock.unlock() }
            return body(&values)
        }
    }

    override func defineSteps() {
        step("(?<first>[A-Z][a-z]+) meets (?<second>[A-Z][a-z]+) at ([0-9]+)") { (match: StepMatches<String>) in
            NamedSteps.seen.withLock { $0 = match.allMatches + [match["first"] ?? "?", match["second"] ?? "?"] }
        }
    }
}
