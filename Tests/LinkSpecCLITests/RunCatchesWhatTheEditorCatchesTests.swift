import Foundation
import TestSupport
import XCTest
@testable import LinkSpecCLI

/// Issue 37, item 5: a run, and `--dry-run`, stop on the mistakes the editor
/// shows, before anything runs, with the editor's words.
final class RunCatchesWhatTheEditorCatchesTests: XCTestCase {
    private let features = SharedConformance.repositoryRoot.appendingPathComponent("Features")
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkspec-catch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let json = try String(contentsOf: features.appendingPathComponent("app.json"), encoding: .utf8)
        try write("app.json", json)
        try FileManager.default.copyItem(at: features.appendingPathComponent("App"), to: folder.appendingPathComponent("App"))
        try FileManager.default.copyItem(at: features.appendingPathComponent("Android"), to: folder.appendingPathComponent("Android"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    @discardableResult
    private func write(_ name: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func testAnUnknownQuotedScreenStopsTheRunAtTheStepWithDidYouMean() throws {
        let feature = try write("screen.feature", """
            Feature: screens
              Scenario: a misspelt screen
                Given the app is launched
                Then the "Setings" screen is displayed
            """)
        for arguments in [[feature], ["--dry-run", feature]] {
            let result = runLinkSpec(arguments)
            XCTAssertEqual(result.code, 2, "\(arguments): \(result.out)\(result.err)")
            XCTAssertEqual(result.err, "\(feature):4:14: the app map has no screen 'Setings' (did you mean 'Settings'?)\n", "\(arguments)")
            XCTAssertEqual(result.out, "", "nothing ran")
        }
    }

    func testAnUnknownTabListsTheTabs() throws {
        let feature = try write("tab.feature", """
            Feature: tabs
              Scenario: a tab the app does not have
                Given I am logged in
                When I select the "Wallet" tab
            """)
        let result = runLinkSpec(["--dry-run", feature])
        XCTAssertEqual(result.code, 2, result.out + result.err)
        XCTAssertEqual(result.err, "\(feature):4:23: the app map has no tab 'Wallet'; its tabs are 'home', 'appointments', 'chat', 'profile'\n")
    }

    func testAnUnknownScreenInAnExamplesRowNamesTheRow() throws {
        let feature = try write("outline.feature", """
            Feature: outline
              Scenario Outline: screens
                Given the app is launched
                Then the "<screen>" screen is displayed
                Examples:
                  | screen |
                  | Login  |
                  | Homee  |
            """)
        let result = runLinkSpec(["--dry-run", feature])
        XCTAssertEqual(result.code, 2, result.out + result.err)
        XCTAssertEqual(result.err, "\(feature):4:5: the app map has no screen 'Homee' (did you mean 'Home'?) (with the Examples row on line 8)\n")
    }

    func testAnIntentIsKnownWhateverItsCaseAndAMisspeltOneHasDidYouMean() throws {
        let known = try write("intent.feature", """
            Feature: intents
              Scenario: an intent written in another case
                Given the "CHAT" deep link intent is disabled
                And the app is launched
            """)
        let result = runLinkSpec(["--dry-run", known])
        XCTAssertEqual(result.code, 0, "intents match without case, as routes match them: \(result.out)\(result.err)")
        let misspelt = try write("misspelt-intent.feature", """
            Feature: intents
              Scenario: a misspelt intent
                Given the "chatt" deep link intent is disabled
            """)
        let stopped = runLinkSpec(["--dry-run", misspelt])
        XCTAssertEqual(stopped.code, 2, stopped.out + stopped.err)
        XCTAssertEqual(stopped.err, "\(misspelt):3:15: the app map has no intent 'chatt' (did you mean 'chat'?)\n")
    }

    func testOnlyTheSelectedScenariosNamesAreChecked() throws {
        let feature = try write("selected.feature", """
            Feature: selection
              Scenario: the login screen
                Given the app is launched
                Then the "Login" screen is displayed

              @wip
              Scenario: a screen not written yet
                Given the app is launched
                Then the "Wallet" screen is displayed
            """)
        for arguments in [["--tags", "not @wip", feature], ["\(feature):2"]] {
            let result = runLinkSpec(arguments)
            XCTAssertEqual(result.code, 0, "\(arguments): \(result.out)\(result.err)")
            XCTAssertTrue(result.out.contains("1 scenario (1 passed)"), "\(arguments): \(result.out)")
        }
        let all = runLinkSpec([feature])
        XCTAssertEqual(all.code, 2, all.out + all.err)
        XCTAssertTrue(all.err.hasPrefix("\(feature):9:14: the app map has no screen 'Wallet'"), all.err)
    }

    func testAKnownQuotedScreenStillRuns() throws {
        let feature = try write("fine.feature", """
            Feature: fine
              Scenario: the login screen
                Given the app is launched
                Then the "Login" screen is displayed
            """)
        let result = runLinkSpec([feature])
        XCTAssertEqual(result.code, 0, result.out + result.err)
    }

    func testAFileWithNoScenariosWarnsAndFailsAStrictRun() throws {
        let empty = try write("empty.feature", """
            Feature: nothing yet
              Scenaro: a misspelt keyword
                Given the app is launched
            """)
        let fine = try write("fine.feature", """
            Feature: fine
              Scenario: the login screen
                Given the app is launched
            """)
        let warning = "\(empty):2:3: warning: no scenarios: the file has no Scenario, so nothing in it runs; "
            + "line 2: 'Scenaro:' is not a keyword, so the line is description and starts nothing (did you mean 'Scenario:'?)\n"
        let strict = runLinkSpec([empty, fine])
        XCTAssertEqual(strict.code, 1, strict.out + strict.err)
        XCTAssertTrue(strict.err.hasPrefix(warning), strict.err)
        XCTAssertTrue(strict.err.hasSuffix("1 feature file has no scenarios; the run fails under --strict (the default; --no-strict lets it pass)\n"),
                      strict.err)
        XCTAssertTrue(strict.out.contains("1 scenario (1 passed)"), "the other files still run:\n\(strict.out)")
        let lenient = runLinkSpec(["--no-strict", empty, fine])
        XCTAssertEqual(lenient.code, 0, lenient.out + lenient.err)
        XCTAssertEqual(lenient.err, warning)
    }

    func testTheMisspeltKeywordsLineIsTheParsersLineWhateverElseBreaksALine() throws {
        // A line separator (U+2028), a form feed and a lone CR break no line for Gherkin, nor for the editor.
        let empty = try write("separators.feature",
                              "Feature: separators\r\n  A description\u{2028}in two parts\u{0C}\r  still line two\r\n  Scenaro: x\r\n    Given the app is launched\r\n")
        let result = runLinkSpec(["--no-strict", empty])
        XCTAssertEqual(result.code, 0, result.out + result.err)
        XCTAssertTrue(result.err.hasPrefix("\(empty):3:3: warning: no scenarios: the file has no Scenario, so nothing in it runs; line 3: "
                                           + "'Scenaro:' is not a keyword"), result.err)
    }

    func testAFileWithScenariosGivesNoWarning() throws {
        let fine = try write("fine.feature", "Feature: fine\n  Scenario: s\n    Given the app is launched\n")
        let result = runLinkSpec([fine])
        XCTAssertEqual(result.code, 0, result.out + result.err)
        XCTAssertEqual(result.err, "")
    }
}
