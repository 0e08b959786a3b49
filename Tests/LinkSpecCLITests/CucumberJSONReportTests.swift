@testable import LinkSpecCLI
import Foundation
@testable import LinkSpecReports
import TestSupport
import XCTest

/// `--format json` and `linkspec report --format json` end to end: the
/// published pairs, the replay of a run's message stream, and where the report
/// and the summary go.
final class CucumberJSONReportTests: XCTestCase {
    private let features = SharedConformance.repositoryRoot.appendingPathComponent("Features")
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try temporaryFolder()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func path(_ name: String) -> String {
        folder.appendingPathComponent(name).path
    }

    /// The command's plumbing, on the first stream of each folder of published
    /// pairs: `CucumberJSONConformanceTests` compares every pair through the
    /// formatter itself, and check 25 runs every one through this command.
    func testReportOfAPublishedStreamOfEachFolderEqualsCucumbersJSON() throws {
        for subfolder in ["cck", "cucumber-jvm-7.26.0-java", "cucumber-jvm-7.26.0-java8"] {
            let pairs = try SharedConformance.directory("cucumber-json/messages-to-json/\(subfolder)")
            let stream = try XCTUnwrap(try FileManager.default.contentsOfDirectory(at: pairs, includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == "ndjson" }.sorted { $0.path < $1.path }.first, subfolder)
            let result = runLinkSpec(["report", "--format", "json", stream.path])
            XCTAssertEqual(result.code, 0, result.err)
            let expected = try Data(contentsOf: stream.appendingPathExtension("jvm.json"))
            XCTAssertEqual(JSONComparison.differences(Data(result.out.utf8), expected), [],
                           "\(subfolder)/\(stream.lastPathComponent)")
        }
    }

    /// A run writes its reports and its message stream; `linkspec report` on
    /// that stream writes the very same reports, byte for byte.
    private func assertReplayGivesTheSameReports(_ runArguments: [String], expectedCode: Int32,
                                                 file: StaticString = #filePath, line: UInt = #line) throws -> Data {
        let run = runLinkSpec(runArguments + ["--format", "message:\(path("run.ndjson"))", "--format", "json:\(path("run.json"))",
                                              "--format", "junit:\(path("run.xml"))"])
        XCTAssertEqual(run.code, expectedCode, run.err + run.out, file: file, line: line)
        let replay = runLinkSpec(["report", "--format", "json:\(path("replay.json"))", "--format", "junit:\(path("replay.xml"))",
                                  path("run.ndjson")])
        XCTAssertEqual(replay.code, 0, replay.err, file: file, line: line)
        let json = try Data(contentsOf: URL(fileURLWithPath: path("run.json")))
        XCTAssertEqual(String(decoding: try Data(contentsOf: URL(fileURLWithPath: path("replay.json"))), as: UTF8.self),
                       String(decoding: json, as: UTF8.self), "the JSON report", file: file, line: line)
        XCTAssertEqual(try String(contentsOfFile: path("replay.xml"), encoding: .utf8),
                       try String(contentsOfFile: path("run.xml"), encoding: .utf8), "the JUnit report", file: file, line: line)
        return json
    }

    func testReplayingTheDemoSuitesStreamGivesTheSameJSONAndJUnitReports() throws {
        let json = try assertReplayGivesTheSameReports([features.path], expectedCode: 0)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: json) as? [[String: Any]])
        let elements = report.flatMap { $0["elements"] as? [[String: Any]] ?? [] }
        let scenarios = elements.filter { $0["type"] as? String == "scenario" }
        XCTAssertGreaterThan(scenarios.count, 50)
        let statuses = Set(elements.flatMap { ($0["steps"] as? [[String: Any]] ?? []).map {
            ($0["result"] as? [String: Any])?["status"] as? String
        } })
        XCTAssertEqual(statuses, ["passed"])
        // Swift steps are located as `path:line`.
        let location = (((scenarios.first?["steps"] as? [[String: Any]])?.first?["match"]) as? [String: Any])?["location"] as? String
        XCTAssertNotNil(location?.range(of: #"^.+\.swift:\d+$"#, options: .regularExpression), location ?? "no location")
    }

    /// Alone, the JSON report still gets what only it needs from the run (the
    /// test steps' step definitions and arguments).
    func testARunWithOnlyTheJSONReportLocatesEveryStep() throws {
        let result = runLinkSpec([features.path, "--format", "json:\(path("run.json"))"])
        XCTAssertEqual(result.code, 0, result.err + result.out)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path("run.json"))))
                                   as? [[String: Any]])
        let steps = report.flatMap { $0["elements"] as? [[String: Any]] ?? [] }.flatMap { $0["steps"] as? [[String: Any]] ?? [] }
        XCTAssertGreaterThan(steps.count, 100)
        let unlocated = steps.filter { ($0["match"] as? [String: Any])?["location"] == nil }
        XCTAssertEqual(unlocated.count, 0, "\(unlocated.first ?? [:])")
        XCTAssertTrue(steps.contains { ($0["match"] as? [String: Any])?["arguments"] != nil })
    }

    /// Failures, an undefined step, a retry and two workers, replayed.
    func testReplayingAFailingRetriedParallelRunGivesTheSameReports() throws {
        try FileManager.default.copyItem(at: features.appendingPathComponent("app.json"), to: folder.appendingPathComponent("app.json"))
        try FileManager.default.copyItem(at: features.appendingPathComponent("App"), to: folder.appendingPathComponent("App"))
        try FileManager.default.copyItem(at: features.appendingPathComponent("Android"), to: folder.appendingPathComponent("Android"))
        try Data("""
            @replay
            Feature: Replay
              Background:
                Given the app is launched

              Scenario: passes
                Then the "Login" screen is displayed

              Scenario: fails
                Then the "Chat" screen is displayed

              Scenario: undefined
                When I do something nobody defined

              Scenario Outline: rows <row>
                Then the "<screen>" screen is displayed

                Examples:
                  | row | screen |
                  | 1   | Login  |
                  | 2   | Chat   |
            """.utf8).write(to: folder.appendingPathComponent("replay.feature"))
        let json = try assertReplayGivesTheSameReports([path("replay.feature"), "--retry", "1", "--jobs", "2"], expectedCode: 1)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: json) as? [[String: Any]])
        let elements = try XCTUnwrap(report.first?["elements"] as? [[String: Any]])
        XCTAssertEqual(elements.map { $0["type"] as? String }, Array(repeating: ["background", "scenario"], count: 5).flatMap { $0 })
        XCTAssertEqual(elements.compactMap { $0["id"] as? String },
                       ["replay;passes", "replay;fails", "replay;undefined", "replay;rows-<row>;;2", "replay;rows-<row>;;3"])
        let lastStatus = elements.filter { $0["type"] as? String == "scenario" }.map {
            (($0["steps"] as? [[String: Any]])?.last?["result"] as? [String: Any])?["status"] as? String
        }
        XCTAssertEqual(lastStatus, ["passed", "failed", "undefined", "passed", "failed"])
        XCTAssertEqual((report.first?["tags"] as? [[String: Any]])?.first?["name"] as? String, "@replay")
    }

    func testJSONOnStandardOutputKeepsTheSummaryOnStandardError() throws {
        let result = runLinkSpec([features.appendingPathComponent("app/launch.feature").path, "--format", "json"])
        XCTAssertEqual(result.code, 0, result.err)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
        XCTAssertEqual(report.count, 1)
        XCTAssertEqual((report.first?["elements"] as? [Any])?.count, 3)
        XCTAssertTrue(result.err.contains("3 scenarios (3 passed)"), result.err)
    }

    /// Every document format on standard output leaves it to the document
    /// alone: `linkspec Features/ --format html > report.html` is a page.
    func testADocumentOnStandardOutputIsAllThatIsWrittenThere() throws {
        let feature = features.appendingPathComponent("app/launch.feature").path
        for kind in FormatterKind.allCases where kind.writesADocument {
            let result = runLinkSpec([feature, "--format", kind.rawValue])
            XCTAssertEqual(result.code, 0, "\(kind): \(result.err)")
            // The summary's and the coverage line's own lines (a page may say the same in its markup).
            let lines = result.out.split(separator: "\n")
            XCTAssertFalse(lines.contains { $0.hasPrefix("3 scenarios (") }, "\(kind): the summary is on standard output")
            XCTAssertFalse(lines.contains { $0.hasPrefix("Routes: ") }, "\(kind): the coverage line is on standard output")
            XCTAssertTrue(result.err.contains("3 scenarios (3 passed)"), "\(kind): \(result.err)")
        }
    }

    func testAMalformedStreamKeepsThePreviousJSONReport() throws {
        try "previous report".write(toFile: path("report.json"), atomically: true, encoding: .utf8)
        try "{\"testRunStarted\":{\"timestamp\":{\"seconds\":0,\"nanos\":0}}}\n{\"pickle\":{}}\n"
            .write(toFile: path("run.ndjson"), atomically: true, encoding: .utf8)
        let result = runLinkSpec(["report", "--format", "json:\(path("report.json"))", path("run.ndjson")])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.hasPrefix("linkspec: \(path("run.ndjson")):2:"), result.err)
        XCTAssertEqual(try String(contentsOfFile: path("report.json"), encoding: .utf8), "previous report")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["report.json", "run.ndjson"])
    }
}
