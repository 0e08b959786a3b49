import LinkSpecRunner
import LinkSpecTesting
import XCTest

/// Failures with no step of their own: a failed scenario hook points at its
/// scenario's line, a failed before-all hook at the Swift line that ran.
final class HookAttributionTests: XCTestCase {
    private let feature = FeatureText.attributionFeature
    private var featurePath: String { FeatureText.packageRoot + "/" + feature }

    func testFailedBeforeHookIsRecordedAtTheScenarioLineWithTheHooksLocation() throws {
        var library = CounterSteps.library
        library.before(name: "reset the counter") { _, _ in throw StepFailure("the counter is stuck") }
        let hook = try XCTUnwrap(library.hooks.last?.location)
        let scenarioLine = try XCTUnwrap(try FeatureText(featurePath).line(of: "Scenario: A wrong total fails on its Then step"))
        let recorder = CollectingRecorder()

        try LinkSpec.run(feature, steps: library, world: { CounterWorld() }, names: ["A wrong total"], in: recorder)

        XCTAssertEqual(recorder.failures.map(\.line), [scenarioLine])
        XCTAssertEqual(recorder.failures.first?.definitionLocation, hook)
        let message = recorder.failures.first?.message ?? ""
        XCTAssertTrue(message.contains("Before hook 'reset the counter' failed"), message)
        XCTAssertTrue(message.contains("the counter is stuck"), message)
    }

    func testFailedBeforeAllHookIsRecordedAtTheCallingLine() throws {
        var library = CounterSteps.library
        library.beforeAll { throw StepFailure("no database") }
        let recorder = CollectingRecorder()

        let line = #line + 1
        let outcome = try LinkSpec.run(feature, steps: library, world: { CounterWorld() }, names: ["A wrong total"], in: recorder)

        XCTAssertEqual(recorder.failures.map(\.filePath), [#filePath])
        XCTAssertEqual(recorder.failures.map(\.line), [line])
        XCTAssertTrue(recorder.failures.first?.message.contains("no database") == true)
        XCTAssertFalse(outcome.passed)
    }
}
