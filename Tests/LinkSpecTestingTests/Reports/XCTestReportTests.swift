import CucumberMessages
import Foundation
@testable import LinkSpecReports
import LinkSpecRunner
import LinkSpecTesting
import TestSupport
import XCTest

/// Reports written by the XCTest helper are the command line's reports: the
/// same formatters over the same message stream.
final class XCTestReportTests: XCTestCase {
    func testJUnitAndMessagesDescribeTheSameRun() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let junit = scratch.path("reports/junit.xml")
        let messages = scratch.path("reports/run.ndjson")

        let outcome = try LinkSpec.run("Features/routing", app: .file("Features/app.json"),
                                       reports: [.junit(junit, suiteName: "routing"), .messages(messages)], in: self)

        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        XCTAssertEqual(xml.components(separatedBy: "<testcase ").count - 1, outcome.scenarioCount)
        XCTAssertTrue(xml.contains("<testsuite name=\"routing\""), xml)

        // What `linkspec report --format junit` makes of the saved stream.
        let replayed = MemoryOutput()
        let pipeline = ReportPipeline(formatters: [JUnitFormatter(output: replayed, options: JUnitOptions(suiteName: "routing"))])
        var reader = try EnvelopeReader(path: messages)
        while let envelope = try reader.next() { try pipeline.consume(envelope) }
        try pipeline.finish()
        XCTAssertEqual(replayed.text, xml)
    }

    func testWhatTeamStepsAttachIsInTheMessages() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let messages = scratch.path("run.ndjson")
        try LinkSpec.run("Tests/LinkSpecTestingTests/Features/team", app: .file("Features/app.json"), steps: TeamSteps.library,
                         names: ["appointment 7"], reports: [.messages(messages)], in: self)
        var attachments: [Attachment] = []
        var reader = try EnvelopeReader(path: messages)
        while let envelope = try reader.next() {
            if case .attachment(let attachment) = envelope, attachment.testStepId != nil { attachments.append(attachment) }
        }
        XCTAssertEqual(attachments.map(\.mediaType), ["text/x.cucumber.log+plain", "application/json"])
        XCTAssertEqual(attachments.first?.body, "push payload link: babylon://appointments/7")
        XCTAssertEqual(attachments.last?.body, #"{"aps": {"alert": "Appointment 7"}}"#)
    }

    func testSameJUnitAsTheCommandLine() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let fromTests = scratch.path("tests.xml")
        let fromCommandLine = scratch.path("cli.xml")

        try LinkSpec.run("Features/security", app: .file("Features/app.json"), reports: [.junit(fromTests)], in: self)
        let result = try LinkSpecExecutable.run(["Features/security", "--app", "Features/app.json",
                                                 "--format", "junit:\(fromCommandLine)"],
                                                in: URL(fileURLWithPath: FeatureText.packageRoot))
        XCTAssertEqual(result.code, 0, result.err)

        let expected = try String(contentsOfFile: fromCommandLine, encoding: .utf8)
        let actual = try String(contentsOfFile: fromTests, encoding: .utf8)
        XCTAssertEqual(ScratchFolder.timeless(actual), ScratchFolder.timeless(expected))
    }

    /// Every format of the command line, coverage included, is a report of
    /// a test run: the same registry, the app's routes from the same stream.
    func testSameCoverageReportAsTheCommandLine() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let fromTests = scratch.path("tests.txt")
        let fromCommandLine = scratch.path("cli.txt")

        try LinkSpec.run("Features/security", app: .file("Features/app.json"), reports: [.format(.coverage, fromTests)], in: self)
        let result = try LinkSpecExecutable.run(["Features/security", "--app", "Features/app.json",
                                                 "--format", "coverage:\(fromCommandLine)"],
                                                in: URL(fileURLWithPath: FeatureText.packageRoot))
        XCTAssertEqual(result.code, 0, result.err)

        let expected = try String(contentsOfFile: fromCommandLine, encoding: .utf8)
        XCTAssertTrue(expected.contains("Routes: "), expected)
        XCTAssertFalse(expected.contains("0/0 covered"), "the app's routes are listed: \(expected)")
        XCTAssertEqual(try String(contentsOfFile: fromTests, encoding: .utf8), expected)
    }

    func testFailuresAppearInTheJUnitReport() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let junit = scratch.path("junit.xml")
        let recorder = CollectingRecorder()

        try LinkSpec.run(FeatureText.attributionFeature, steps: CounterSteps.library, world: { CounterWorld() },
                         names: ["A wrong total"], reports: [.junit(junit)], in: recorder)

        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        XCTAssertEqual(recorder.failures.count, 1)
        XCTAssertTrue(xml.contains("failures=\"1\""), xml)
        XCTAssertTrue(xml.contains("expected 4, got 3"), xml)
    }

    func testUnwritableReportIsAnErrorBeforeAnythingRuns() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let blocker = scratch.path("file")
        try "not a folder".write(toFile: blocker, atomically: true, encoding: .utf8)
        let recorder = CollectingRecorder()

        XCTAssertThrowsError(try LinkSpec.run("Features/routing", app: .file("Features/app.json"),
                                              reports: [.junit(blocker + "/junit.xml")], in: recorder))
        XCTAssertTrue(recorder.failures.isEmpty)
    }
}

