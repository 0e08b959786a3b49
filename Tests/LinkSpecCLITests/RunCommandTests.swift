import Foundation
import TestSupport
import XCTest
@testable import LinkSpecCLI

/// `linkspec PATH...` end to end: app map lookup, parsing, the standard steps,
/// reports, route coverage and the exit codes 0, 1 and 2.
final class RunCommandTests: XCTestCase {
    private let features = SharedConformance.repositoryRoot.appendingPathComponent("Features")
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkspec-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    @discardableResult
    private func write(_ name: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// The demo app beside the test's feature files, with the app's own files it names.
    private func copyDemoApp() throws {
        let json = try String(contentsOf: features.appendingPathComponent("app.json"), encoding: .utf8)
        try write("app.json", json)
        try FileManager.default.copyItem(at: features.appendingPathComponent("App"), to: folder.appendingPathComponent("App"))
        try FileManager.default.copyItem(at: features.appendingPathComponent("Android"), to: folder.appendingPathComponent("Android"))
    }

    func testDemoSuitePassesAndEndsWithTheSummaryAndRouteCoverage() {
        let result = runLinkSpec([features.path])
        XCTAssertEqual(result.code, 0, result.err + result.out)
        XCTAssertTrue(result.out.contains(" scenarios ("), result.out)
        XCTAssertFalse(result.out.contains("failed"), result.out)
        XCTAssertTrue(result.out.hasSuffix("Routes: 12/12 covered\n"), result.out)
    }

    func testI18nFileAddsALanguageForTheRun() throws {
        try copyDemoApp()
        let dialects = try write("pirate.json", """
            {"en-pirate-test": {"name": "Pirate (test)", "native": "Pirate",
              "feature": ["Ahoy"], "rule": ["Code"], "background": ["Yo-ho-ho"],
              "scenario": ["Heave to"], "scenarioOutline": ["Shiver me timbers"], "examples": ["Dead men"],
              "given": ["* ", "Gangway! "], "when": ["* ", "Blimey! "], "then": ["* ", "Let go and haul "],
              "and": ["* ", "Aye "], "but": ["* ", "Avast! "]}}
            """)
        let feature = try write("pirate.feature", """
            # language: en-pirate-test
            Ahoy: the demo app in pirate
              Heave to: a launched app shows its login screen
                Gangway! the app is launched
                Let go and haul the "Login" screen is displayed
            """)
        let withDialects = runLinkSpec(["--i18n-file", dialects, feature])
        XCTAssertEqual(withDialects.code, 0, withDialects.err + withDialects.out)
        XCTAssertTrue(withDialects.out.contains("1 scenario (1 passed)"), withDialects.out)

        let without = runLinkSpec([feature])
        XCTAssertEqual(without.code, 2)
        XCTAssertTrue(without.err.contains("Language not supported: en-pirate-test"), without.err)
    }

    func testBrokenI18nFileIsALocatedUsageError() throws {
        try copyDemoApp()
        let dialects = try write("broken.json", "{\"xx\": [1, 2")
        let feature = try write("any.feature", "Feature: any\n")
        let result = runLinkSpec(["--i18n-file", dialects, feature])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.contains("broken.json:1:"), result.err)
    }

    func testFailingScenarioExitsOneAndShowsWhatTheAppShows() throws {
        try copyDemoApp()
        let feature = try write("wrong.feature", """
            Feature: wrong
              Scenario: expects the wrong screen
                Given the app is launched
                Then the "Home" screen is displayed
            """)
        let result = runLinkSpec([feature])
        XCTAssertEqual(result.code, 1)
        XCTAssertTrue(result.out.contains("expected the \"Home\" screen to be displayed, but \"Login\" is displayed"), result.out)
        XCTAssertTrue(result.out.contains("wrong.feature:4"), "the failure names the feature file's line:\n\(result.out)")
        XCTAssertTrue(result.out.contains("1 scenario (1 failed)"), result.out)
    }

    func testUndefinedStepFailsTheRunWithASnippet() throws {
        try copyDemoApp()
        let feature = try write("undefined.feature", """
            Feature: undefined
              Scenario: a phrase no library has
                When I shake the phone 3 times
            """)
        let result = runLinkSpec([feature])
        XCTAssertEqual(result.code, 1)
        XCTAssertTrue(result.out.contains("library.when(\"I shake the phone {int} times\")"), result.out)
    }

    func testNoAppMapIsAClearErrorWithExitCode2() throws {
        let feature = try write("lonely.feature", "Feature: no app\n  Scenario: s\n    Given the app is launched\n")
        let result = runLinkSpec([feature])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.contains("no app map found: no app.json in this folder, any folder above it or its Features folder; name one with --app PATH"),
                      result.err)
    }

    func testExplicitAppMapIsUsedWhereverTheFeaturesAre() throws {
        let feature = try write("elsewhere.feature", """
            Feature: elsewhere
              Scenario: s
                Given the app is launched
                Then the "Login" screen is displayed
            """)
        let result = runLinkSpec(["--app", features.appendingPathComponent("app.json").path, feature])
        XCTAssertEqual(result.code, 0, result.err + result.out)
    }

    func testBrokenAppMapGivesEveryProblemWithPathLineAndColumn() throws {
        let map = try write("app.json", """
            {
              "schemes": ["demo"],
              "tabs": [{"name": "home", "root": "Home"}],
              "routes": [
                {"pattern": "a", "event": "showA", "selectTab": "nosuchtab"}
              ]
            }
            """)
        let feature = try write("a.feature", "Feature: a\n  Scenario: s\n    Given the app is launched\n")
        let result = runLinkSpec([feature])
        XCTAssertEqual(result.code, 2)
        let line = try XCTUnwrap(result.err.split(separator: "\n").first.map(String.init), result.err)
        XCTAssertTrue(line.hasPrefix("\(map):5:"), line)
        XCTAssertTrue(line.contains("nosuchtab"), line)
    }

    func testFeatureParseErrorsArePathLineColumnWithExitCode2() throws {
        try copyDemoApp()
        let feature = try write("bad.feature", """
            Feature: bad
              Scenario: s
                Given the app is launched
              this line is not Gherkin
            """)
        let result = runLinkSpec([feature])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.hasPrefix("\(feature):4:3: "), result.err)
        XCTAssertTrue(result.out.isEmpty, "nothing runs: \(result.out)")
    }

    func testCoverageReportListsEveryRouteAndTheMissingOnes() throws {
        try copyDemoApp()
        let feature = try write("chat.feature", """
            Feature: chat only
              Scenario: chat
                Given the app is launched
                And I'm logged in as a mock user
                When I open the app with "chat" deeplink
            """)
        let report = folder.appendingPathComponent("coverage.txt").path
        let result = runLinkSpec([feature, "--format", "coverage:\(report)"])
        XCTAssertEqual(result.code, 0, result.err + result.out)
        let text = try String(contentsOfFile: report, encoding: .utf8)
        let missing = "Routes: 1/12 covered (missing: homepage, appointments, appointments/{id:int}, somescreen/{id:int}, profile, "
            + "prescriptions/{id:int}, records, settings, product/{id:string}, launchGame?{gameId?}, webview?{url})\n"
        XCTAssertTrue(text.hasSuffix(missing), text)
        XCTAssertEqual(text.split(separator: "\n").count, 14, "a title, 12 routes and the summary line:\n\(text)")
        XCTAssertTrue(result.out.hasSuffix(missing), result.out)
    }

    func testMachineFormatOnStandardOutputKeepsTheSummaryOnStandardError() throws {
        let result = runLinkSpec([features.appendingPathComponent("app/launch.feature").path, "--format", "message"])
        XCTAssertEqual(result.code, 0, result.err)
        let lines = result.out.split(separator: "\n")
        XCTAssertGreaterThan(lines.count, 10)
        for line in lines {
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(line.utf8)), String(line))
        }
        XCTAssertTrue(lines.first?.hasPrefix("{\"meta\":") == true, String(lines.first ?? ""))
        XCTAssertTrue(lines.last?.hasPrefix("{\"testRunFinished\":") == true, String(lines.last ?? ""))
        XCTAssertTrue(result.err.contains("3 scenarios (3 passed)"), result.err)
        XCTAssertTrue(result.err.hasSuffix("Routes: 2/12 covered (missing: appointments, appointments/{id:int}, somescreen/{id:int}, "
                                           + "profile, prescriptions/{id:int}, records, settings, product/{id:string}, "
                                           + "launchGame?{gameId?}, webview?{url})\n"), result.err)
    }

    func testJUnitReportIsWrittenWhole() throws {
        let report = folder.appendingPathComponent("junit.xml").path
        let result = runLinkSpec([features.appendingPathComponent("routing").path, "--format", "junit:\(report)"])
        XCTAssertEqual(result.code, 0, result.err)
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        XCTAssertTrue(xml.hasPrefix("<?xml"), xml)
        XCTAssertTrue(xml.contains("<testsuite name=\"linkspec\""), xml)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["junit.xml"], "no temporary file left behind")
    }
}

extension RunCommandTests {
    func testAnUndefinedStepProposesTheClosestPhrasesBesideItsSnippet() throws {
        try copyDemoApp()
        let feature = try write("typo.feature", """
            Feature: typos
              Scenario: a phrase under the wrong keyword and a misspelt one
                Given the app is launched
                When I open the app with "somescreen/42" deeplinks
                Then the "Some Screen" screen is presented
            """)
        let result = runLinkSpec(["--format", "pretty", feature])
        XCTAssertEqual(result.code, 1, result.err)
        XCTAssertTrue(result.out.contains("Undefined. Did you mean:\n"
            + "          When I open the app with {string} deeplink # LinkSpecSteps/OpenLinkSteps.swift:"), result.out)
        XCTAssertTrue(result.out.contains("Undefined. Did you mean:\n"
            + "          Given the {string} screen is presented # LinkSpecSteps/ScreenArrangeSteps.swift:"), result.out)
        XCTAssertTrue(result.out.contains("Or implement it with the following snippet:"), result.out)
    }
}
