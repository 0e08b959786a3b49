import Foundation
import TestSupport
import XCTest
@testable import LinkSpecCLI

/// `--format html` on runs and `linkspec report --format html`: the same file
/// from the same stream, the app and its routes named, and bad input refused
/// with its place and exit code 2, leaving no report behind.
final class HTMLReportCommandTests: XCTestCase {
    private var folder: URL!
    private let root = SharedConformance.repositoryRoot
    private let fixture = "Tests/LinkSpecCLITests/Fixtures/HTMLReport"

    override func setUpWithError() throws {
        folder = try temporaryFolder()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    private func contents(_ name: String) throws -> Data { try Data(contentsOf: folder.appendingPathComponent(name)) }

    func testARunAndTheReportOfItsSavedStreamAreTheSameFile() throws {
        let run = try LinkSpecExecutable.run(["Features/", "--format", "html:\(path("run.html"))",
                                              "--format", "message:\(path("run.ndjson"))"], in: root)
        XCTAssertEqual(run.code, 0, run.err)
        let report = try LinkSpecExecutable.run(["report", "--format", "html:\(path("report.html"))", path("run.ndjson")], in: root)
        XCTAssertEqual(report.code, 0, report.err)
        XCTAssertEqual(try contents("report.html"), try contents("run.html"), "byte for byte")

        // And from standard input, to standard output.
        var input: [UInt8]? = Array(try contents("run.ndjson"))
        let captured = CapturedConsole()
        let code = try runReport(["--format", "html"], console: captured.console,
                                 standardInput: { defer { input = nil }; return input })
        XCTAssertEqual(code, 0, captured.err)
        XCTAssertEqual(Data(captured.out.utf8), try contents("run.html"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["report.html", "run.html", "run.ndjson"])
    }

    func testTheDemoReportNamesTheAppAndEveryRouteOfItsMap() throws {
        let run = try LinkSpecExecutable.run(["Features/", "--format", "html:\(path("run.html"))"], in: root)
        XCTAssertEqual(run.code, 0, run.err)
        let map = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("Features/app.json")))
            as? [String: Any])
        let routes = try XCTUnwrap(map["routes"] as? [[String: Any]]).map { ($0["name"] as? String) ?? ($0["pattern"] as? String) ?? "" }
        let html = String(decoding: try contents("run.html"), as: UTF8.self)
        XCTAssertTrue(html.contains("<h1>\(try XCTUnwrap(map["name"] as? String))</h1>"))
        let scenarioCount = try XCTUnwrap(run.out.split(separator: "\n").first { $0.hasSuffix("passed)") && $0.contains("scenarios") })
            .split(separator: " ").first.map(String.init)
        XCTAssertEqual(html.components(separatedBy: "<article class=\"sc passed\"").count - 1, Int(scenarioCount ?? ""))
        XCTAssertTrue(html.contains("✔ All \(scenarioCount ?? "") scenarios passed"))
        let shownRoutes = html.components(separatedBy: "<tr><td><code>").dropFirst().map { $0.prefix { $0 != "<" } }
            .map { String($0).replacingOccurrences(of: "&amp;", with: "&") }
        XCTAssertEqual(shownRoutes, routes, "every route, in the map's order, each reached")
        XCTAssertTrue(html.contains("\(routes.count) of \(routes.count) reached"))
    }

    func testAFailingRunShowsEachFailureWithItsPlaces() throws {
        let run = try LinkSpecExecutable.run([fixture, "--app", "Features/app.json", "--retry", "1",
                                              "--format", "html:\(path("run.html"))"], in: root)
        XCTAssertEqual(run.code, 1, run.err)
        // `<wbr>` lets paths wrap after their slashes.
        let html = String(decoding: try contents("run.html"), as: UTF8.self).replacingOccurrences(of: "<wbr>", with: "")
        XCTAssertTrue(html.contains("✖ 5 of 8 scenarios did not pass"), html)
        XCTAssertTrue(html.contains(#"<dt>Feature file</dt><dd>Tests/LinkSpecCLITests/Fixtures/HTMLReport/deep_links.feature:18</dd>"#))
        XCTAssertTrue(html.contains(#"<dt>Step definition</dt><dd>LinkSpecSteps/ScreenAssertions.swift:"#))
        XCTAssertTrue(html.contains("retried: 2 attempts"))
        XCTAssertTrue(html.contains(#"<span class="s">? undefined</span> <b>And </b><bdi>I shake the phone</bdi>"#))
        XCTAssertTrue(html.contains(#"<pre class="snippet">library.when(&quot;I shake the phone&quot;)"#)
                      || html.contains(#"<pre class="snippet">library.when("I shake the phone")"#))
    }

    func testACutStreamIsAnErrorAtItsEndAndKeepsThePreviousReport() throws {
        let run = try LinkSpecExecutable.run([fixture, "--app", "Features/app.json", "--format", "message:\(path("run.ndjson"))"], in: root)
        XCTAssertEqual(run.code, 1, run.err)
        let lines = String(decoding: try contents("run.ndjson"), as: UTF8.self).split(separator: "\n")
        try "previous report".write(toFile: path("report.html"), atomically: true, encoding: .utf8)

        // Cut between testRunStarted and testRunFinished (the step definitions come before both).
        let started = try XCTUnwrap(lines.firstIndex { $0.hasPrefix(#"{"testRunStarted""#) })
        let cut = (started + 1 + lines.count) / 2
        try (lines.prefix(cut).joined(separator: "\n") + "\n").write(toFile: path("cut.ndjson"), atomically: true, encoding: .utf8)
        var result = try LinkSpecExecutable.run(["report", "--format", "html:\(path("report.html"))", path("cut.ndjson")], in: root)
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.err, "linkspec: \(path("cut.ndjson")):\(cut):1: the stream ends before its testRunFinished message: the run's stream was cut short; no report written\n")

        let text = lines.joined(separator: "\n")
        try String(text.prefix(text.count / 2)).write(toFile: path("cut.ndjson"), atomically: true, encoding: .utf8)
        result = try LinkSpecExecutable.run(["report", "--format", "html:\(path("report.html"))", path("cut.ndjson")], in: root)
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.hasPrefix("linkspec: \(path("cut.ndjson")):"), result.err)
        XCTAssertTrue(result.err.contains(": not JSON: "), result.err)

        XCTAssertEqual(try String(contentsOfFile: path("report.html"), encoding: .utf8), "previous report")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["cut.ndjson", "report.html", "run.ndjson"])
    }

    func testAForeignStreamIsALocatedError() throws {
        let foreign: [(String, String)] = [
            ("<?xml version=\"1.0\"?>\n<testsuite/>\n", "1:1: not JSON"),
            ("[{\"id\": \"a-feature\", \"elements\": []}]\n", "1:1: an envelope must be an object, not an array"),
            ("{\"event\": \"run\"}\n{\"event\": \"end\"}\n", "2:1: the stream ends without a testRunStarted message"),
            ("", "1:1: the stream ends without a testRunStarted message"),
        ]
        for (text, error) in foreign {
            try text.write(toFile: path("foreign.ndjson"), atomically: true, encoding: .utf8)
            let result = try LinkSpecExecutable.run(["report", "--format", "html:\(path("report.html"))", path("foreign.ndjson")], in: root)
            XCTAssertEqual(result.code, 2, text)
            XCTAssertTrue(result.err.hasPrefix("linkspec: \(path("foreign.ndjson")):\(error)"), result.err)
            XCTAssertFalse(FileManager.default.fileExists(atPath: path("report.html")))
        }
    }

    func testAnUnwritablePathIsAnErrorBeforeAnythingRuns() throws {
        let missing = path("no/such/folder/report.html")
        let run = try LinkSpecExecutable.run(["Features/", "--format", "html:\(missing)"], in: root)
        XCTAssertEqual(run.code, 2)
        XCTAssertTrue(run.err.hasPrefix("\(missing): cannot create the report"), run.err)
        XCTAssertEqual(run.out, "", "nothing ran")
        let report = try LinkSpecExecutable.run(["report", "--format", "html:\(missing)", "/dev/null"], in: root)
        XCTAssertEqual(report.code, 2)
        XCTAssertTrue(report.err.contains("\(missing): cannot create the report"), report.err)
    }
}
