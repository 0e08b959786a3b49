import CucumberMessages
import Gherkin
@testable import LinkSpecRunner

/// The world of the runner's tests: a counter, no app.
final class Counter {
    var value = 0
}

/// Records what the run reported, in order.
final class RecordingObserver: RunObserver {
    var records: [TestCaseRecord] = []
    var hooks: [RunHookRecord] = []
    var result: RunResult?

    func testCaseFinished(_ record: TestCaseRecord) { records.append(record) }
    func runHookFinished(_ record: RunHookRecord) { hooks.append(record) }
    func runFinished(_ result: RunResult) { self.result = result }

    /// `name: status` of each attempt, with its steps' statuses.
    var outline: [String] {
        records.map { record in
            "\(record.pickle.name)#\(record.attempt): \(record.status) [" + record.steps.map(\.status.description).joined(separator: ",") + "]"
        }
    }
}

/// Builds pickles without the parser: one per name, steps from their texts.
/// Steps are `*` steps (type unknown) unless told, so they bind definitions of
/// every keyword.
enum ToyPickles {
    static func make(_ scenarios: [(name: String, steps: [String])], tags: [String] = [], uri: String = "toy.feature",
                     type: PickleStepType = .unknown) -> [Pickle] {
        var id = 0
        func next() -> String { id += 1; return String(id) }
        return scenarios.enumerated().map { index, scenario in
            Pickle(id: next(), uri: uri, location: Location(line: index + 1, column: 1), name: scenario.name, language: "en",
                   steps: scenario.steps.map { PickleStep(argument: nil, astNodeIds: [next()], id: next(), type: type, text: $0) },
                   tags: tags.map { PickleTag(name: $0, astNodeId: next()) }, astNodeIds: [next()])
        }
    }

    static func one(_ steps: String..., name: String = "scenario", tags: [String] = [],
                    type: PickleStepType = .unknown) -> [Pickle] {
        make([(name, steps)], tags: tags, type: type)
    }
}

/// The counter's step library used by most tests.
func counterLibrary() -> StepLibrary<Counter> {
    var library = StepLibrary<Counter>()
    library.given("the counter is {int}") { (world, value: Int) in world.value = value }
    library.when("I add {int}") { (world, amount: Int) in world.value += amount }
    library.then("the counter is {int} now") { (world, expected: Int) in
        expectEqual(world.value, expected, "counter")
    }
    library.when("it throws") { _ in throw StepFailure("boom") }
    library.when("it is pending") { _ in try pending("later") }
    library.when("the same {word}") { (_, _: String) in }
    library.when("the same thing") { _ in }
    library.when("it sleeps {float} seconds") { (_, seconds: Double) in
        Thread.sleep(forTimeInterval: seconds)
    }
    return library
}

import Foundation

func runToy(_ pickles: [Pickle], library: StepLibrary<Counter> = counterLibrary(),
         configuration: RunConfiguration = RunConfiguration(),
         interruption: Interruption = Interruption()) throws -> RecordingObserver {
    let runner = try ScenarioRunner(library: library, configuration: configuration) { Counter() }
    let observer = RecordingObserver()
    _ = runner.run(pickles, observer: observer, interruption: interruption)
    return observer
}
