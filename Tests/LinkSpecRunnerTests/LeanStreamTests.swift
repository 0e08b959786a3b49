@testable import LinkSpecRunner
import CucumberMessages
import Gherkin
@testable import LinkSpecReports
import XCTest

/// A stream told what its pipeline consumes builds only that; the reports
/// must not tell the difference.
final class LeanStreamTests: XCTestCase {
    private static let feature = """
        Feature: lean
          Scenario: passes
            Given the counter is 1
            When I add 2
            Then the counter is 3 now

          Scenario: fails
            Given the counter is 1
            When it throws
            Then the counter is 1 now

          Scenario: undefined and pending
            Given the counter is 1
            When nobody defined this
            And it is pending
        """

    private struct Run {
        var envelopes: [Envelope] = []
        var reports: [String] = []
    }

    /// Runs the feature into JUnit, summary, progress, pretty, rerun and JSON reports;
    /// `lean`: the stream is told what the pipeline consumes.
    private func run(lean: Bool) throws -> Run {
        let (features, pickles) = try loadedFeature(Self.feature, uri: "lean.feature")
        let outputs = (0..<6).map { _ in MemoryOutput() }
        let pipeline = ReportPipeline(formatters: [
            JUnitFormatter(output: outputs[0]), SummaryFormatter(output: outputs[1]),
            ProgressFormatter(output: outputs[2]), PrettyFormatter(output: outputs[3]), RerunFormatter(output: outputs[4]),
            CucumberJSONFormatter(output: outputs[5]),
        ])
        var result = Run()
        let library = counterLibrary()
        let stream = RunMessageStream(library: library, features: features, pickles: pickles,
                                      consumedKinds: lean ? pipeline.consumedKinds : nil) { envelope in
            result.envelopes.append(envelope)
            try pipeline.consume(envelope)
        }
        try stream.begin()
        let runner = try ScenarioRunner(library: library) { Counter() }
        _ = runner.run(pickles, observer: stream)
        XCTAssertNil(stream.error)
        try pipeline.finish()
        result.reports = outputs.map(\.text)
        return result
    }

    /// Timestamps and durations differ between two runs; everything else may not.
    private func withoutTimes(_ text: String) -> String {
        text.replacingOccurrences(of: #"time(stamp)?="[^"]*""#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #"\d+m\d+\.\d+s"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #""start_timestamp":"[^"]*",|,"duration":\d+"#, with: "", options: .regularExpression)
    }

    func testReportsAreTheSameFromTheLeanStream() throws {
        let full = try run(lean: false)
        let lean = try run(lean: true)
        XCTAssertEqual(lean.reports.map(withoutTimes), full.reports.map(withoutTimes))
        XCTAssertTrue(lean.reports[0].contains("<failure"), lean.reports[0])
        XCTAssertTrue(lean.reports[1].contains("undefined"), lean.reports[1])
        // The JSON report's `match` needs the test steps' definitions and arguments.
        XCTAssertTrue(lean.reports[5].contains(#""match":{"location":"#), lean.reports[5])
        XCTAssertTrue(lean.reports[5].contains(#""arguments":[{"val":"1","offset":15}]"#), lean.reports[5])
    }

    func testTheLeanStreamLeavesOutOnlyWhatNoReportReadsAndKeepsTheIds() throws {
        let full = try run(lean: false)
        let lean = try run(lean: true)
        let kinds = Set(lean.envelopes.map(\.kind))
        XCTAssertFalse(kinds.contains(.testStepStarted))
        XCTAssertFalse(kinds.contains(.source))
        XCTAssertTrue(Set(full.envelopes.map(\.kind)).isSuperset(of: [.testStepStarted, .source, .suggestion]))
        XCTAssertTrue(kinds.contains(.suggestion), "snippets for undefined steps still come")
        // Every envelope the lean stream has is the full stream's, test steps
        // aside (they lose definition ids and arguments), ids included.
        let comparable = { (envelopes: [Envelope]) in
            envelopes.filter { kinds.contains($0.kind) && $0.kind != .testCase }.map { envelope -> String in
                "\(envelope)".replacingOccurrences(of: #"(seconds|nanos|totalNanoseconds): \d+"#, with: "",
                                                   options: .regularExpression)
            }
        }
        XCTAssertEqual(comparable(lean.envelopes), comparable(full.envelopes))
        let testCases = { (envelopes: [Envelope]) in
            envelopes.compactMap { envelope -> [String]? in
                guard case .testCase(let testCase) = envelope else { return nil }
                return [testCase.id, testCase.pickleId] + testCase.testSteps.map { "\($0.id)/\($0.pickleStepId ?? "-")" }
            }
        }
        XCTAssertEqual(testCases(lean.envelopes), testCases(full.envelopes))
    }

    func testAPipelineWithTheMessageFormatWantsTheFullStream() {
        let pipeline = ReportPipeline(formatters: [JUnitFormatter(output: MemoryOutput())])
        XCTAssertEqual(pipeline.consumedKinds?.contains(.testStepStarted), false)
        pipeline.add(MessageFormatter(output: MemoryOutput()))
        XCTAssertNil(pipeline.consumedKinds)
    }
}
