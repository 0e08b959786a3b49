import Foundation
import XCTest

/// Screens and tabs written without quotes in the editor: the phrases for
/// them complete with the app map's names, a name hovers as a quoted one
/// does, and a name the map does not know is an undefined step with the
/// closest name the map has.
final class AppNameTests: LanguageServerTestCase {
    private let file = """
        Feature: names
          Scenario: one
            Given I'm logged in as a mock user
            And the chat tab is selected
            When I open the app with "somescreen/42" deeplink
            Then the Some Screen screen is displayed
            And the Setings screen is displayed
            And 
        """

    func testBothFormsAreProposedAndTheNamesOfTheAppAreTheChoices() throws {
        try start()
        _ = try client.open(uri("names.feature"), file)
        let answer = try client.request("textDocument/completion", at(uri("names.feature"), 7, 8))
        let items = answer[path: "result", "items"] as? [[String: Any]] ?? []
        let labels = items.compactMap { $0["label"] as? String }
        XCTAssertTrue(labels.contains("the {string} screen is displayed"), labels.description)
        let unquoted = try XCTUnwrap(items.first { $0["label"] as? String == "the {screen name} screen is displayed" })
        let snippet = try XCTUnwrap(unquoted[path: "textEdit", "newText"] as? String)
        XCTAssertTrue(snippet.hasPrefix("the ${1|Appointment,Some Screen,"), snippet)
        XCTAssertTrue(snippet.hasSuffix(",Login|} screen is displayed$0"), snippet)
        let tab = try XCTUnwrap(items.first { $0["label"] as? String == "the {tab name} tab is selected" })
        XCTAssertEqual(tab[path: "textEdit", "newText"] as? String, "the ${1|home,appointments,chat,profile|} tab is selected$0")
    }

    func testANameWithoutQuotesHoversAsTheQuotedOneDoes() throws {
        try start()
        _ = try client.open(uri("names.feature"), file)
        let hover = try client.request("textDocument/hover", at(uri("names.feature"), 5, 16))
        let text = try XCTUnwrap(hover[path: "result", "contents", "value"] as? String)
        XCTAssertTrue(text.contains("**Then** `the {screen name} screen is displayed`"), text)
        XCTAssertTrue(text.contains("Screen `Some Screen` of the app map; it requires login."), text)
        XCTAssertEqual(hover[path: "result", "range", "start", "character"] as? Int, 13)
        XCTAssertEqual(hover[path: "result", "range", "end", "character"] as? Int, 24)
    }

    func testANameTheMapDoesNotKnowIsUndefinedWithTheClosestName() throws {
        try start()
        let diagnostics = try client.open(uri("names.feature"), file)
        XCTAssertEqual(summary(diagnostics).map { String($0.prefix { $0 != " " }) }, ["7:undefined-step", "8:undefined-step"],
                       summary(diagnostics).description)
        let message = try XCTUnwrap(diagnostics.first?["message"] as? String)
        XCTAssertTrue(message.contains("Did you mean:\n  Then the Settings screen is displayed"), message)
    }
}
