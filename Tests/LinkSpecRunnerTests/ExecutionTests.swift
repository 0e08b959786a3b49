@testable import LinkSpecRunner
import CucumberMessages
import Foundation
import Gherkin
@testable import LinkSpecReports
import XCTest

final class ExecutionTests: XCTestCase {
    func testPassingScenarioPassesEveryStepAndExitsZero() throws {
        let observer = try runToy(ToyPickles.one("the counter is 2", "I add 3", "the counter is 5 now"))
        XCTAssertEqual(observer.outline, ["scenario#0: passed [passed,passed,passed]"])
        XCTAssertEqual(observer.result?.exitCode, 0)
    }

    func testStepsAfterAFailingStepAreSkipped() throws {
        let observer = try runToy(ToyPickles.one("the counter is 1", "it throws", "I add 1"))
        XCTAssertEqual(observer.outline, ["scenario#0: failed [passed,failed,skipped]"])
        XCTAssertEqual(observer.records.first?.steps[1].message, "boom")
        XCTAssertEqual(observer.result?.exitCode, 1)
    }

    func testRecordedAssertionFailsTheStepWithoutThrowing() throws {
        let observer = try runToy(ToyPickles.one("the counter is 1", "the counter is 2 now", "I add 1"))
        XCTAssertEqual(observer.outline, ["scenario#0: failed [passed,failed,skipped]"])
        let step = try XCTUnwrap(observer.records.first?.steps[1])
        XCTAssertTrue(step.message?.contains("counter: expected 2, got 1") ?? false, step.message ?? "")
        XCTAssertEqual(step.failureLocation?.file, "LinkSpecRunnerTests/ToyWorld.swift")
    }

    func testUndefinedStepGetsASwiftSnippetAndFailsAStrictRun() throws {
        let observer = try runToy(ToyPickles.one("I multiply by 3 with \"care\"", "I add 1", type: .action))
        XCTAssertEqual(observer.outline, ["scenario#0: undefined [undefined,skipped]"])
        let snippets = try XCTUnwrap(observer.records.first?.steps[0].snippets)
        XCTAssertEqual(snippets.count, 2, "one snippet per generated expression, as a suggestion message carries them")
        XCTAssertTrue(snippets[0].hasPrefix("""
            library.when("I multiply by {int} with {string}") { (world, int: Int, string: String) in
                try pending()
            }
            """), snippets[0])
        XCTAssertTrue(snippets[1].hasPrefix("""
            library.when("I multiply by {float} with {string}") { (world, float: Double, string: String) in
            """), snippets[1])
        XCTAssertEqual(SnippetCode.combined(snippets, withoutDidYouMean: true), """
            library.when("I multiply by {int} with {string}") { (world, int: Int, string: String) in
            // library.when("I multiply by {float} with {string}") { (world, float: Double, string: String) in
                try pending()
            }
            """)
        XCTAssertEqual(observer.result?.exitCode, 1)
    }

    func testGivenDefinitionDoesNotBindAnOutcomeStep() throws {
        var library = StepLibrary<Counter>()
        library.given("the counter is {int}") { (world, value: Int) in world.value = value }
        let arrange = try runToy(ToyPickles.one("the counter is 1", type: .context), library: library)
        XCTAssertEqual(arrange.outline, ["scenario#0: passed [passed]"])
        let assert = try runToy(ToyPickles.one("the counter is 1", type: .outcome), library: library)
        XCTAssertEqual(assert.outline, ["scenario#0: undefined [undefined]"])
    }

    func testNoStrictLetsPendingAndUndefinedPass() throws {
        let observer = try runToy(ToyPickles.one("it is pending", "no such step"),
                               configuration: RunConfiguration(strict: false))
        XCTAssertEqual(observer.outline, ["scenario#0: undefined [pending,undefined]"])
        XCTAssertEqual(observer.result?.exitCode, 0)
    }

    func testNoSnippetsLeavesUndefinedStepsWithoutSnippets() throws {
        let observer = try runToy(ToyPickles.one("no such step"), configuration: RunConfiguration(snippets: false))
        XCTAssertEqual(observer.records.first?.steps[0].snippets, [])
    }

    func testAmbiguousStepNamesEveryMatchingDefinition() throws {
        let observer = try runToy(ToyPickles.one("the same thing"))
        XCTAssertEqual(observer.outline, ["scenario#0: ambiguous [ambiguous]"])
        XCTAssertEqual(observer.records.first?.steps[0].definitions.count, 2)
        XCTAssertTrue(observer.records.first?.steps[0].message?.contains("\"the same {word}\"") ?? false)
    }

    func testPendingStepIsPendingAndSkipsTheRest() throws {
        let observer = try runToy(ToyPickles.one("it is pending", "I add 1"))
        XCTAssertEqual(observer.outline, ["scenario#0: pending [pending,skipped]"])
        XCTAssertEqual(observer.records.first?.steps[0].message, "later")
    }

    func testArgumentThatDoesNotConvertFailsTheStepWithAMessage() throws {
        var library = StepLibrary<Counter>()
        library.when("I add {word}") { (world, amount: Int) in world.value += amount }
        let observer = try runToy(ToyPickles.one("I add many"), library: library)
        XCTAssertEqual(observer.outline, ["scenario#0: failed [failed]"])
        XCTAssertTrue(observer.records[0].steps[0].message?.contains("cannot convert 'many'") ?? false)
    }

    /// The ways a captured value reaches a body: the type's own value, text
    /// converted to the declared type, and a transformer that throws.
    func testArgumentsReachTheBodyAsDeclaredOrFailTheStep() throws {
        struct Amount: Sendable { var value: Int }
        struct NotAnAmount: Error, CustomStringConvertible { var description: String { "no digits" } }
        var library = StepLibrary<Counter>()
        library.parameterType("amount", regex: "[a-z0-9]+") { groups -> Amount in
            guard let text = groups.first ?? nil, let value = Int(text) else { throw NotAnAmount() }
            return Amount(value: value)
        }
        library.when("I add the amount {amount}") { (world, amount: Amount) in world.value += amount.value }
        library.when("I add the word {word}") { (world, amount: Int) in world.value += amount }
        library.then("the counter is {int} now") { (world, expected: Int) in
            expectEqual(world.value, expected, "counter")
        }
        let observer = try runToy(ToyPickles.one("I add the amount 2", "I add the word 3", "the counter is 5 now"), library: library)
        XCTAssertEqual(observer.outline, ["scenario#0: passed [passed,passed,passed]"])

        let failing = try runToy(ToyPickles.one("I add the amount two"), library: library)
        XCTAssertEqual(failing.outline, ["scenario#0: failed [failed]"])
        XCTAssertEqual(failing.records[0].steps[0].message, "the parameter type {amount} could not transform 'two': no digits")
    }

    func testWrongArgumentCountFailsTheStep() throws {
        var library = StepLibrary<Counter>()
        library.when("I add {int}") { (world: Counter) in world.value += 1 }
        let observer = try runToy(ToyPickles.one("I add 2"), library: library)
        XCTAssertTrue(observer.records[0].steps[0].message?.contains("takes 0 arguments but the step has 1") ?? false)
    }

    func testCustomParameterTypeTransformsItsMatch() throws {
        struct Flight: Sendable, Equatable { var from: String; var to: String }
        var library = StepLibrary<Counter>()
        library.parameterType("flight", regex: "([A-Z]{3})-([A-Z]{3})") { groups in
            Flight(from: groups[0] ?? "", to: groups[1] ?? "")
        }
        library.when("{flight} is delayed") { (world, flight: Flight) in
            expectEqual(flight, Flight(from: "LHR", to: "CDG"))
            world.value = 1
        }
        let observer = try runToy(ToyPickles.one("LHR-CDG is delayed"), library: library)
        XCTAssertEqual(observer.outline, ["scenario#0: passed [passed]"])
    }

    func testDataTableAndDocStringArriveAsTheLastArgument() throws {
        var library = StepLibrary<Counter>()
        library.given("these numbers:") { (world, rows: [[String]]) in world.value = rows.count }
        library.then("the text is:") { (world, text: String) in expectEqual(text, "hello") }
        var pickles = ToyPickles.one("these numbers:", "the text is:")
        pickles[0].steps[0].argument = PickleStepArgument(dataTable: PickleTable(rows: [
            PickleTableRow(cells: [PickleTableCell(value: "1")]), PickleTableRow(cells: [PickleTableCell(value: "2")])]))
        pickles[0].steps[1].argument = PickleStepArgument(docString: PickleDocString(mediaType: nil, content: "hello"))
        let observer = try runToy(pickles, library: library)
        XCTAssertEqual(observer.outline, ["scenario#0: passed [passed,passed]"])
    }

    func testHooksRunInCucumberOrder() throws {
        final class Log: @unchecked Sendable {
            private let lock = NSLock()
            private var entries: [String] = []
            func add(_ entry: String) { lock.lock(); entries.append(entry); lock.unlock() }
            var all: [String] { lock.lock(); defer { lock.unlock() }; return entries }
        }
        let log = Log()
        var library = StepLibrary<Counter>()
        library.beforeAll { log.add("beforeAll") }
        library.afterAll { log.add("afterAll 1") }
        library.afterAll { log.add("afterAll 2") }
        library.before { _, scenario in log.add("before \(scenario.name)") }
        library.before(tags: "@tagged") { _, _ in log.add("before tagged") }
        library.after { _, scenario in log.add("after 1 \(scenario.status)") }
        library.after { _, _ in log.add("after 2") }
        library.beforeStep { _, step in log.add("beforeStep \(step.text)") }
        library.afterStep { _, step in log.add("afterStep \(step.status)") }
        library.when("a step") { _ in log.add("step") }
        library.when("a failing step") { _ in throw StepFailure("no") }
        let pickles = ToyPickles.make([("one", ["a step"]), ("two", ["a failing step", "a step"])])
        let observer = try runToy(pickles, library: library)
        XCTAssertEqual(log.all, [
            "beforeAll",
            "before one", "beforeStep a step", "step", "afterStep passed", "after 2", "after 1 passed",
            "before two", "beforeStep a failing step", "afterStep failed", "after 2", "after 1 failed",
            "afterAll 2", "afterAll 1",
        ])
        XCTAssertEqual(observer.outline, ["one#0: passed [passed,passed,passed,passed]",
                                          "two#0: failed [passed,failed,skipped,passed,passed]"])
        XCTAssertEqual(observer.hooks.count, 3)
    }

    func testTaggedHookRunsOnlyForMatchingScenarios() throws {
        var library = counterLibrary()
        library.before(tags: "@ten") { world, _ in world.value = 10 }
        let tagged = ToyPickles.one("the counter is 10 now", tags: ["@ten"])
        let untagged = ToyPickles.one("the counter is 0 now")
        XCTAssertEqual(try runToy(tagged, library: library).outline, ["scenario#0: passed [passed,passed]"])
        XCTAssertEqual(try runToy(untagged, library: library).outline, ["scenario#0: passed [passed]"])
    }

    func testFailingBeforeAllRunsNoScenario() throws {
        var library = counterLibrary()
        library.beforeAll { throw StepFailure("setup failed") }
        let observer = try runToy(ToyPickles.one("I add 1"), library: library)
        XCTAssertTrue(observer.records.isEmpty)
        XCTAssertEqual(observer.result?.exitCode, 1)
    }

    func testBadHookTagExpressionIsAnErrorAtItsSwiftLocation() {
        var library = counterLibrary()
        library.before(tags: "@a and") { _, _ in }
        XCTAssertThrowsError(try ScenarioRunner(library: library) { Counter() }) { error in
            let description = String(describing: error)
            XCTAssertTrue(description.hasPrefix("LinkSpecRunnerTests/ExecutionTests.swift:"), description)
            XCTAssertTrue(description.contains("Expected operand"), description)
        }
    }

    func testDryRunMatchesStepsButRunsNothing() throws {
        var library = counterLibrary()
        library.before { _, _ in XCTFail("a hook ran in a dry run") }
        library.when("explode") { _ in XCTFail("a step ran in a dry run") }
        let observer = try runToy(ToyPickles.one("explode", "no such step", "the same thing"), library: library,
                               configuration: RunConfiguration(dryRun: true))
        XCTAssertEqual(observer.outline, ["scenario#0: ambiguous [skipped,skipped,undefined,ambiguous]"])
    }

    func testFailFastSkipsTheScenariosAfterTheFirstFailure() throws {
        let pickles = ToyPickles.make([("a", ["I add 1"]), ("b", ["it throws"]), ("c", ["I add 1"]), ("d", ["I add 1"])])
        let observer = try runToy(pickles, configuration: RunConfiguration(failFast: true))
        XCTAssertEqual(observer.outline, ["a#0: passed [passed]", "b#0: failed [failed]",
                                          "c#0: skipped [skipped]", "d#0: skipped [skipped]"])
    }

    func testRetryRunsAFailedScenarioAgainAndTheLastAttemptCounts() throws {
        final class Attempts: @unchecked Sendable {
            let lock = NSLock()
            var count = 0
            func next() -> Int { lock.lock(); defer { lock.unlock() }; count += 1; return count }
        }
        let attempts = Attempts()
        var library = counterLibrary()
        library.when("it passes the second time") { _ in
            if attempts.next() < 2 { throw StepFailure("first time") }
        }
        let pickles = ToyPickles.make([("flaky", ["it passes the second time"]), ("broken", ["it throws"])])
        let observer = try runToy(pickles, library: library, configuration: RunConfiguration(retry: 2))
        XCTAssertEqual(observer.outline, ["flaky#0: failed [failed]", "flaky#1: passed [passed]",
                                          "broken#0: failed [failed]", "broken#1: failed [failed]", "broken#2: failed [failed]"])
        XCTAssertEqual(observer.records.map(\.willBeRetried), [true, false, true, true, false])
        XCTAssertTrue(observer.records[1].isFlaky)
        XCTAssertEqual(observer.result?.flaky, 1)
        XCTAssertEqual(observer.result?.scenarios[.failed], 1)
        XCTAssertEqual(observer.result?.scenarios[.passed], 1)
    }

    func testUndefinedScenarioIsNotRetried() throws {
        let observer = try runToy(ToyPickles.one("no such step"), configuration: RunConfiguration(retry: 3))
        XCTAssertEqual(observer.records.count, 1)
    }

    func testScenarioPastItsTimeoutFailsWithAClearMessageAndTheRunGoesOn() throws {
        let pickles = ToyPickles.make([("slow", ["it sleeps 5 seconds", "I add 1"]), ("fast", ["I add 1"])])
        let started = Date()
        let observer = try runToy(pickles, configuration: RunConfiguration(timeout: 0.3))
        XCTAssertLessThan(Date().timeIntervalSince(started), 4, "the run waited for the stuck scenario")
        XCTAssertEqual(observer.outline, ["slow#0: failed [failed,skipped]", "fast#0: passed [passed]"])
        XCTAssertTrue(observer.records[0].steps[0].message?.hasPrefix("timed out after 0.3 s") ?? false)
    }

    func testJobsGiveTheSameOrderAndResultsAsOneJob() throws {
        let scenarios = (0..<60).map { index in
            (name: "s\(index)", steps: index % 7 == 0 ? ["it throws"] : ["the counter is \(index)", "it sleeps 0.00\(index % 3) seconds",
                                                                           "the counter is \(index) now"])
        }
        let pickles = ToyPickles.make(scenarios)
        let one = try runToy(pickles, configuration: RunConfiguration(jobs: 1)).outline
        for jobs in [2, 4, 8] {
            XCTAssertEqual(try runToy(pickles, configuration: RunConfiguration(jobs: jobs)).outline, one, "jobs \(jobs)")
        }
        XCTAssertEqual(one.count, 60)
    }

    func testInterruptionStopsStartingScenariosAndExits130() throws {
        let interruption = Interruption()
        var library = counterLibrary()
        library.when("it interrupts") { _ in interruption.request() }
        let pickles = ToyPickles.make([("a", ["I add 1"]), ("b", ["it interrupts"]), ("c", ["I add 1"])])
        let runner = try ScenarioRunner(library: library) { Counter() }
        let observer = RecordingObserver()
        let result = runner.run(pickles, observer: observer, interruption: interruption)
        XCTAssertEqual(observer.outline, ["a#0: passed [passed]", "b#0: passed [passed]"])
        XCTAssertEqual(result.exitCode, 130)
    }
}
