import CucumberMessages
import Gherkin
@testable import LinkSpecReports
import LinkSpecRunner
import LinkSpecSteps
import XCTest

/// Route coverage travels from the world through the message stream to the
/// coverage report.
final class CoverageTests: XCTestCase {
    /// Runs a feature text through the message stream into a coverage formatter.
    private func coverageReport(of text: String) throws -> (report: String, formatter: CoverageFormatter) {
        let source = Source(uri: "coverage.feature", data: text, mediaType: .plain)
        var ids = IdGenerator()
        let document = try XCTUnwrap(GherkinParser.parse(source, ids: &ids).document)
        let pickles = PickleCompiler.compile(document, source: source, ids: &ids)
        let features = LoadedFeatures(features: [ParsedFeature(file: FeatureFile(uri: source.uri), source: source,
                                                               document: document, pickles: pickles)],
                                      ids: ids)
        let library = StandardSteps.library()
        let output = MemoryOutput()
        let formatter = CoverageFormatter(output: output)
        let pipeline = ReportPipeline(formatters: [formatter])
        // The routes reach the report from the stream, as the app under test.
        let app = AppUnderTest(name: StepsHarness.demoMap.name, routes: StepsHarness.demoMap.routes.map(\.name))
        let stream = RunMessageStream(library: library, features: features, app: app) { try pipeline.consume($0) }
        try stream.begin()
        let map = StepsHarness.demoMap
        let runner = try ScenarioRunner(library: library) { AppWorld(map: map) }
        _ = runner.run(pickles, observer: stream)
        XCTAssertNil(stream.error)
        try pipeline.finish()
        return (output.text, formatter)
    }

    /// Issue 37, item 7: a routing table resolves links without opening
    /// them; each row that holds covers its route.
    func testRoutesReachedThroughARoutingTableAreCovered() throws {
        let (report, formatter) = try coverageReport(of: """
            Feature: a routing table
              Scenario: the intents route as the app routes them
                Given the app is launched
                Then the deep links route as:
                  | link          | event             |
                  | chat          | showChat          |
                  | settings      | showSettings      |
                  | nosuchthing/1 | none              |
            """)
        XCTAssertEqual(formatter.tally.count(of: "chat"), 1, report)
        XCTAssertEqual(formatter.tally.count(of: "settings"), 1, report)
        XCTAssertTrue(report.hasSuffix("Routes: 2/12 covered (missing: homepage, appointments, appointments/{id:int}, somescreen/{id:int}, "
                                       + "profile, prescriptions/{id:int}, records, product/{id:string}, launchGame?{gameId?}, webview?{url})\n"),
                      report)
    }

    func testAWrongRowOfARoutingTableCoversNothing() throws {
        let (_, formatter) = try coverageReport(of: """
            Feature: a wrong routing table
              Scenario: a row that does not hold
                Given the app is launched
                Then the deep links route as:
                  | link | event        |
                  | chat | showSettings |
            """)
        XCTAssertEqual(formatter.tally.count(of: "chat"), 0)
        XCTAssertEqual(formatter.tally.count(of: "settings"), 0)
    }

    func testRoutesNoScenarioReachedAreListedAsMissing() throws {
        let (report, formatter) = try coverageReport(of: """
            Feature: some routes
              Background:
                Given the app is launched
                And I'm logged in as a mock user

              Scenario: chat twice
                When I open the app with "chat" deeplink
                And I open the app with "chat" deeplink

              Scenario: chat and a fallback to home
                When I open the app with "chat" deeplink
                And I open the app with "somescreen/x" deeplink
            """)
        XCTAssertEqual(formatter.tally.count(of: "chat"), 2, "counted once per scenario")
        XCTAssertEqual(formatter.tally.count(of: "homepage"), 1, "a fallback reaches its fallback route")
        XCTAssertEqual(formatter.tally.count(of: "somescreen/{id:int}"), 0)
        XCTAssertTrue(report.hasSuffix("Routes: 2/12 covered (missing: appointments, appointments/{id:int}, somescreen/{id:int}, profile, "
                                       + "prescriptions/{id:int}, records, settings, product/{id:string}, launchGame?{gameId?}, webview?{url})\n"),
                      report)
        let rows = report.split(separator: "\n").dropFirst().dropLast().map { $0.split(separator: " ").map(String.init) }
        XCTAssertEqual(rows.map { $0.first }, StepsHarness.demoMap.routes.map(\.name), "one row per route, in the map's order")
        XCTAssertTrue(rows.contains(["settings", "0", "(missing)"]), report)
        XCTAssertTrue(rows.contains(["chat", "2"]), report)
    }

    func testAllButOneRouteGivesTheIssueSummaryLine() throws {
        let links = ["homepage", "appointments", "appointments/1", "somescreen/1", "chat", "profile", "prescriptions/1",
                     "records", "product/a", "launchGame?gameId=ticTacToe", "webview?url=https://babylon.example/"]
        // Only the clinical links ask for the password.
        let text = "Feature: all but settings\n" + links.enumerated().map { index, link in
            "  Scenario: \(link)\n    Given the app is launched\n    And I'm logged in as a mock user\n"
                + "    When I open the app with \"\(link)\" deeplink\n"
                + (link.hasPrefix("prescriptions") || link == "records" ? "    And I enter the password \"1234\"\n" : "")
        }.joined(separator: "\n")
        let (report, formatter) = try coverageReport(of: text)
        XCTAssertEqual(formatter.tally.summaryLine(), "Routes: 11/12 covered (missing: settings)")
        XCTAssertTrue(report.hasSuffix("Routes: 11/12 covered (missing: settings)\n"))
    }
}
