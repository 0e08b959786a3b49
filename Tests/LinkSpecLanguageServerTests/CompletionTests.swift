import Foundation
import XCTest

/// Completion as an editor asks for it while a step is typed.
final class CompletionTests: LanguageServerTestCase {
    private let file = """
        Feature: completion
          Scenario: one
            Given the app is launched
            And 
            When I open the app with "somescreen/42" deeplink
            Then 
            And the "Ho
            But the "chat" tab is selected
            Giv
        """

    private func items(_ line: Int, _ character: Int) throws -> [[String: Any]] {
        let answer = try client.request("textDocument/completion", at(uri("c.feature"), line, character))
        return answer[path: "result", "items"] as? [[String: Any]] ?? []
    }

    func testAfterAGivenKeywordOnlyGivenPhrasesAreProposedAndAndTakesTheKeywordBefore() throws {
        try start()
        _ = try client.open(uri("c.feature"), file)
        let given = try items(3, 8).compactMap { $0["label"] as? String }
        XCTAssertTrue(given.contains("the app is launched"), given.description)
        XCTAssertTrue(given.contains("the {string} tab is selected"))
        XCTAssertFalse(given.contains("the {string} screen is displayed"), "a Then phrase after Given/And")
        XCTAssertFalse(given.contains("I log out"), "a When phrase after Given/And")

        let then = try items(5, 9).compactMap { $0["label"] as? String }
        XCTAssertTrue(then.contains("the {string} screen is displayed"), then.description)
        XCTAssertFalse(then.contains("the app is launched"))
    }

    func testPhrasesAreSnippetsWithTheirParametersAsPlaceholdersNamedByRole() throws {
        try start()
        _ = try client.open(uri("c.feature"), file)
        let all = try items(5, 9)
        let displayed = try XCTUnwrap(all.first { $0["label"] as? String == "the {string} screen is displayed with {word} {string}" })
        XCTAssertEqual(displayed["insertTextFormat"] as? Int, 2)
        XCTAssertEqual(displayed[path: "textEdit", "newText"] as? String,
                       "the \"${1:screen}\" screen is displayed with ${2:word} \"${3:string}\"$0")
        XCTAssertEqual(displayed[path: "textEdit", "range", "start", "character"] as? Int, 9)
        XCTAssertTrue((displayed[path: "documentation", "value"] as? String)?.contains("Checks the topmost visible screen") == true)
    }

    func testWithoutSnippetSupportPhrasesArePlainText() throws {
        try start(snippets: false)
        _ = try client.open(uri("c.feature"), file)
        let tab = try XCTUnwrap(try items(5, 9).first { $0["label"] as? String == "the {string} tab is selected" })
        XCTAssertEqual(tab["insertTextFormat"] as? Int, 1)
        XCTAssertEqual(tab[path: "textEdit", "newText"] as? String, "the \"tab\" tab is selected")
    }

    func testInsideQuotesTheAppMapsNamesForTheParametersRoleAreProposed() throws {
        try start()
        _ = try client.open(uri("c.feature"), file)
        // `And the "Ho` after Then: a screen (`the {string} screen is displayed`) or a tab (`the {string} tab is selected`).
        let names = try items(6, 15)
        let labels = names.compactMap { $0["label"] as? String }
        XCTAssertTrue(labels.contains("Home"), labels.description)
        XCTAssertTrue(labels.contains("Some Screen"))
        XCTAssertTrue(labels.contains("chat"), "a tab")
        XCTAssertFalse(labels.contains("lite"), "flavours are for another phrase")
        let home = try XCTUnwrap(names.first { $0["label"] as? String == "Home" })
        XCTAssertEqual(home[path: "textEdit", "newText"] as? String, "Home\"", "the quote left open is closed")
        XCTAssertEqual(home[path: "textEdit", "range", "start", "character"] as? Int, 13)

        // Inside a closed quote: the text between the quotes is replaced.
        let tabs = try items(7, 14).compactMap { $0["label"] as? String }
        XCTAssertEqual(Set(tabs), ["home", "appointments", "chat", "profile"], "only tabs fit `the {string} tab is selected`")
        let chat = try XCTUnwrap(try items(7, 14).first { $0["label"] as? String == "chat" })
        XCTAssertEqual(chat[path: "textEdit", "newText"] as? String, "chat")
        XCTAssertEqual(chat[path: "textEdit", "range", "end", "character"] as? Int, 17)
    }

    func testASigningCertificateIsCompletedFromTheAppMapAndAnUnknownOneFlagged() throws {
        try start()
        let text = """
            Feature: Android
              Scenario: one
                Given the installed build is signed with the "up" key
                And the installed build is signed with the "debug" key
            """
        let diagnostics = try client.open(uri("a.feature"), text)
        let answer = try client.request("textDocument/completion", at(uri("a.feature"), 2, 51))
        let labels = (answer[path: "result", "items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
        XCTAssertEqual(Set(labels), ["play", "upload"], "the certificates of app.json's signingCertificates")
        let messages = diagnostics.compactMap { $0["message"] as? String }
        XCTAssertTrue(messages.contains("the app map has no certificate 'debug'; its certificates are 'play', 'upload'"), messages.description)
    }

    func testLinksInsideQuotesProposeTheRoutePatterns() throws {
        try start()
        _ = try client.open(uri("c.feature"), file)
        let links = try items(4, 30).compactMap { $0["label"] as? String }
        XCTAssertTrue(links.contains("somescreen/{id}"), links.description)
        XCTAssertTrue(links.contains("records"))
    }

    func testAtTheStartOfALineTheKeywordsOfTheLanguageAreProposed() throws {
        try start()
        _ = try client.open(uri("c.feature"), file)
        let keywords = try items(8, 7)
        let labels = keywords.compactMap { $0["label"] as? String }
        for expected in ["Given", "When", "Then", "And", "But", "Scenario", "Scenario Outline", "Examples", "Background", "Rule"] {
            XCTAssertTrue(labels.contains(expected), "\(expected) in \(labels)")
        }
        let given = try XCTUnwrap(keywords.first { $0["label"] as? String == "Given" })
        XCTAssertEqual(given[path: "textEdit", "newText"] as? String, "Given ")
        XCTAssertEqual(given[path: "textEdit", "range", "start", "character"] as? Int, 4)
        XCTAssertEqual(given["kind"] as? Int, 14)

        // An empty file starts with a feature.
        _ = try client.open(uri("empty.feature"), "")
        let first = try client.request("textDocument/completion", at(uri("empty.feature"), 0, 0))
        XCTAssertEqual((first[path: "result", "items"] as? [[String: Any]])?.compactMap { $0["label"] as? String }, ["Feature", "Business Need", "Ability"])
    }

    func testAHalfTypedFileStillCompletesAndTheServerKeepsAnswering() throws {
        try start()
        let half = "Feature: half\n  Scenario: one\n    Given the app is launched\n    | a |\n    When I op"
        let diagnostics = try client.open(uri("half.feature"), half)
        XCTAssertFalse(diagnostics.isEmpty)
        let answer = try client.request("textDocument/completion", at(uri("half.feature"), 4, 13))
        let labels = (answer[path: "result", "items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
        XCTAssertTrue(labels.contains("I open {string}"), labels.description)
        // Every position of every line answers.
        let lines = half.split(separator: "\n", omittingEmptySubsequences: false)
        for (line, text) in lines.enumerated() {
            for character in 0...text.utf16.count {
                let any = try client.request("textDocument/completion", at(uri("half.feature"), line, character))
                XCTAssertNotNil(any["result"], "\(line):\(character)")
            }
        }
    }
}
