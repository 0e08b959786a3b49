import LinkSpecRunner
import LinkSpecTesting
import XCTest

/// Runs the deliberately failing feature through the XCTest helper and checks
/// what reaches `recordFailure`: this test case overrides it, keeps the
/// failures aimed at feature files, and passes everything else on to XCTest.
final class XCTestAttributionTests: XCTestCase {
    private struct Recorded {
        var description: String
        var filePath: String
        var line: Int
    }

    private var recorded: [Recorded] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                expected: Bool) {
        guard filePath.hasSuffix(".feature") else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
            return
        }
        recorded.append(Recorded(description: description, filePath: filePath, line: lineNumber))
    }

    private let feature = FeatureText.attributionFeature
    private var featurePath: String { FeatureText.packageRoot + "/" + feature }

    func testFailedStepIsRecordedOnceAtItsFeatureLineWithTheDefinitionsSwiftLocation() throws {
        let text = try FeatureText(featurePath)
        let failingLine = try XCTUnwrap(text.line(of: "Then the counter shows 4"))
        let definition = try XCTUnwrap(CounterSteps.assertionDefinition)

        let outcome = try LinkSpec.run(feature, steps: CounterSteps.library, world: { CounterWorld() },
                                       names: ["A wrong total"], in: self)

        XCTAssertEqual(outcome.scenarioCount, 1)
        XCTAssertEqual(recorded.count, 1, "one failed step, one failure (the step after it is skipped, not failed)")
        let failure = try XCTUnwrap(recorded.first)
        XCTAssertEqual(failure.filePath, featurePath)
        XCTAssertEqual(failure.line, failingLine)
        XCTAssertTrue(failure.description.contains("Then the counter shows 4"), failure.description)
        XCTAssertTrue(failure.description.contains("expected 4, got 3"), failure.description)
        XCTAssertTrue(failure.description.contains(definition.description),
                      "the message names the step definition's Swift location \(definition): \(failure.description)")
        XCTAssertEqual(outcome.failures.map(\.line), [failingLine])
        XCTAssertEqual(outcome.failures.first?.uri, feature)
        XCTAssertFalse(outcome.passed)
    }

    func testFailedExamplesRowIsRecordedAtTheRowNotTheStep() throws {
        let text = try FeatureText(featurePath)
        let row = try XCTUnwrap(text.line(ofRow: ["2", "5"]))

        let outcome = try LinkSpec.run(feature, steps: CounterSteps.library, world: { CounterWorld() },
                                       names: ["A failing Examples row"], in: self)

        XCTAssertEqual(outcome.scenarioCount, 2, "one pickle per Examples row")
        XCTAssertEqual(recorded.map(\.line), [row])
        XCTAssertEqual(recorded.map(\.filePath), [featurePath])
    }

    func testUndefinedStepFailsWithItsSnippet() throws {
        let text = try FeatureText(featurePath)
        let undefinedLine = try XCTUnwrap(text.line(of: "When I multiply by 3"))

        try LinkSpec.run(feature, steps: CounterSteps.library, world: { CounterWorld() },
                         names: ["An undefined step"], in: self)

        XCTAssertEqual(recorded.map(\.line), [undefinedLine])
        let message = try XCTUnwrap(recorded.first?.description)
        XCTAssertTrue(message.contains("Undefined step: When I multiply by 3"), message)
        XCTAssertTrue(message.contains("library.when(\"I multiply by {int}\")"), message)
        XCTAssertTrue(message.contains("try pending()"), message)
    }

    func testFeatureLineSelectsOneScenarioLikeTheCommandLine() throws {
        let text = try FeatureText(featurePath)
        let row = try XCTUnwrap(text.line(ofRow: ["2", "5"]))

        let outcome = try LinkSpec.run("\(feature):\(row)", steps: CounterSteps.library, world: { CounterWorld() }, in: self)

        XCTAssertEqual(outcome.scenarioCount, 1)
        XCTAssertEqual(recorded.map(\.line), [row])
    }

    func testAnyRecorderReceivesTheSameFailures() throws {
        let collector = CollectingRecorder()
        let outcome = try LinkSpec.run(feature, steps: CounterSteps.library, world: { CounterWorld() },
                                       tags: "@deliberately-failing", in: collector)

        XCTAssertEqual(collector.failures, outcome.failures)
        XCTAssertEqual(collector.failures.count, 3, "the wrong total, the failing row, the undefined step")
        XCTAssertEqual(Set(collector.failures.map(\.status)), [.failed, .undefined])
        XCTAssertTrue(recorded.isEmpty, "nothing reaches the test case when another recorder is given")
    }
}

/// A recorder that keeps failures instead of failing a test.
final class CollectingRecorder: FailureRecording {
    private(set) var failures: [ScenarioFailure] = []

    func record(_ failure: ScenarioFailure) {
        failures.append(failure)
    }
}
