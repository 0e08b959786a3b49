import CucumberMessages
import Foundation
import XCTest
@testable import LinkSpecRunner

/// A scenario whose steps arrive one at a time runs as the runner runs a
/// scenario: before hooks first, each step as it comes, nothing after a
/// step that did not pass, after hooks at the end whatever happened.
final class SteppedScenarioTests: XCTestCase {
    private func step(_ text: String, _ index: Int, type: PickleStepType = .unknown) -> PickleStep {
        PickleStep(argument: nil, astNodeIds: ["\(index)"], id: "\(index)", type: type, text: text)
    }

    func testStepsRunAsTheyArriveAndNothingRunsAfterAFailure() throws {
        let ran = Ran()
        var library = counterLibrary()
        library.before { _, _ in ran.add("before") }
        library.after { _, scenario in ran.add("after \(scenario.status)") }
        library.afterStep { _, step in ran.add("step \(step.text)") }
        let runner = try ScenarioRunner(library: library) { Counter() }
        let scenario = SteppedScenario(runner: runner, pickle: ToyPickles.one(name: "stepped")[0])
        XCTAssertEqual(ran.names, ["before"])
        XCTAssertEqual(scenario.run(step("the counter is 2", 0)).status, .passed)
        XCTAssertEqual(scenario.run(step("the counter is 3 now", 1)).status, .failed)
        XCTAssertTrue(scenario.stopped)
        XCTAssertEqual(scenario.run(step("I add 1", 2)).status, .skipped, "matched, not run")
        XCTAssertEqual(scenario.run(step("I subtract 1", 3)).status, .undefined)
        XCTAssertEqual(ran.names, ["before", "step the counter is 2", "step the counter is 3 now"])
        let record = scenario.finish(position: 4)
        XCTAssertEqual(ran.names.last, "after failed")
        XCTAssertEqual(record.steps.map(\.status), [.passed, .passed, .failed, .skipped, .undefined, .passed])
        XCTAssertEqual(record.pickle.steps.map(\.text), ["the counter is 2", "the counter is 3 now", "I add 1", "I subtract 1"])
        XCTAssertEqual(record.position, 4)
        XCTAssertEqual(record.status, .failed)
    }

    func testStepsBindByTheirType() throws {
        let runner = try ScenarioRunner(library: counterLibrary()) { Counter() }
        let scenario = SteppedScenario(runner: runner, pickle: ToyPickles.one(name: "typed")[0])
        XCTAssertEqual(scenario.run(step("the counter is 2", 0, type: .context)).status, .passed)
        XCTAssertEqual(scenario.run(step("I add 1", 1, type: .outcome)).status, .undefined, "a When phrase does not bind a Then step")
    }

    func testARunHookRunsWhenAsked() throws {
        let ran = Ran()
        var library = counterLibrary()
        library.beforeAll { ran.add("first") }
        library.beforeAll { ran.add("second") }
        library.afterAll { ran.add("last") }
        let runner = try ScenarioRunner(library: library) { Counter() }
        XCTAssertEqual(runner.runHooks(.beforeAll).map(\.status), [.passed, .passed])
        XCTAssertEqual(runner.runHooks(.afterAll).count, 1)
        XCTAssertEqual(ran.names, ["first", "second", "last"])
    }
}

/// What the hooks saw, from whichever thread.
private final class Ran: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [String] = []
    var names: [String] { lock.withLock { seen } }
    func add(_ name: String) { lock.withLock { seen.append(name) } }
}
