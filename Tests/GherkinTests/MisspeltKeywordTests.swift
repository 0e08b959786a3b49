@testable import Gherkin
import XCTest

/// Issue 37, item 5: the rule both a run's warning and the editor's
/// diagnostic use for a description line that looks like a misspelt keyword.
final class MisspeltKeywordTests: XCTestCase {
    func testAKeywordMisspeltOrInTheWrongCaseIsTheKeywordMeant() {
        let english = Dialect.english
        XCTAssertEqual(english.misspeltKeyword(in: "  Scenaro: a deep link"), "Scenario")
        XCTAssertEqual(english.misspeltKeyword(in: "scenario outline: links"), "Scenario Outline")
        XCTAssertEqual(english.misspeltKeyword(in: "\tBackgrond:"), "Background")
        XCTAssertEqual(english.misspeltKeyword(in: "Exmples:"), "Examples")
    }

    func testOrdinaryDescriptionAndTheKeywordsThemselvesAreNot() {
        let english = Dialect.english
        for line in ["Note: links open the app", "Scenario: written right", "As a user: I want links", "no colon here",
                     "https://babylon.example/chat", "Ticket: ABC-123"] {
            XCTAssertNil(english.misspeltKeyword(in: Substring(line)), line)
        }
    }

    func testTheFilesLanguageDecides() throws {
        let french = try XCTUnwrap(DialectTable.builtIn["fr"])
        XCTAssertEqual(french.misspeltKeyword(in: "  Scénaro: un lien"), "Scénario")
        XCTAssertEqual(Dialect.english.misspeltKeyword(in: "  Scénaro: un lien"), "Scenario", "in English, the English keyword")
    }
}
