import Foundation
import XCTest

/// Issue 37, item 5: a line that looks like a misspelt keyword (`Scenaro:`)
/// is description to Gherkin, so the scenario it meant to start never runs;
/// the editor flags it where it is written.
final class MisspeltKeywordTests: LanguageServerTestCase {
    func testAMisspeltScenarioKeywordIsAWarningWithDidYouMean() throws {
        try start()
        let diagnostics = try client.open(uri("misspelt.feature"), """
            Feature: misspelt
              Scenaro: a deep link
                Given the app is launched
            """)
        let misspelt = diagnostics.filter { $0["code"] as? String == "misspelt-keyword" }
        XCTAssertEqual(summary(misspelt), ["2:misspelt-keyword 'Scenaro:' is not a keyword, so the line is description and starts nothing "
                                           + "(did you mean 'Scenario:'?)"], summary(diagnostics).description)
        XCTAssertEqual(misspelt.first?["severity"] as? Int, 2)
        XCTAssertEqual(misspelt.first?[path: "range", "start", "character"] as? Int, 2)
        XCTAssertEqual(misspelt.first?[path: "range", "end", "character"] as? Int, 10)
    }

    func testOtherKeywordsAndLowercaseAreCaughtButOrdinaryDescriptionIsNot() throws {
        try start()
        let diagnostics = try client.open(uri("description.feature"), """
            Feature: described
              Note: this feature is about links.
              Backgrond: nothing
              scenario: lower case
              Scenario: fine
                Given the app is launched
            """)
        let lines = diagnostics.filter { $0["code"] as? String == "misspelt-keyword" }.compactMap { $0[path: "range", "start", "line"] as? Int }
        XCTAssertEqual(lines, [2, 3], summary(diagnostics).description)
    }
}
