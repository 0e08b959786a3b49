import Foundation
import XCTest

/// A file in another language (`# language: fr`): its keywords bind, complete
/// and outline as English ones do.
final class FrenchTests: LanguageServerTestCase {
    private let file = """
        # language: fr
        Fonctionnalité: liens profonds
          Contexte:
            Soit I'm logged in as a mock user

          Scénario: un écran
            Quand I open the app with "somescreen/42" deeplink
            Alors the "Some Screen" screen is displayed
            Et the "Setings" screen is displayed
            Et the "Home" screen is presented
            Mais 

          Plan du scénario: des onglets
            Étant donné the "<onglet>" tab is selected

            Exemples:
              | onglet |
              | chat   |

        """

    func testFrenchKeywordsBindTheirPhrasesByKeyword() throws {
        try start()
        let diagnostics = try client.open(uri("fr.feature"), file)
        XCTAssertEqual(summary(diagnostics), [
            "9:unknown-name the app map has no screen 'Setings' (did you mean 'Settings'?)",
            "10:wrong-keyword 'the {string} screen is presented' is a Given phrase (LinkSpecSteps/ScreenArrangeSteps.swift:7); "
                + "this step takes Then phrases. linkspec binds phrases by keyword: write it as a Given step, or use a Then phrase.",
            "11:undefined-step a step needs a text after its keyword",
        ])
    }

    /// The header is read as the parser reads it: anything after the code
    /// makes it a comment, and the file stays English, as in a run.
    func testAHeaderWithMoreAfterTheCodeIsACommentAsForTheParser() throws {
        try start()
        let diagnostics = try client.open(uri("notfr.feature"), """
            # language: fr please
            Feature: still English
              Scenario: one
                Given I'm logged in as a mock user
            """)
        XCTAssertEqual(summary(diagnostics), [], "the file is read as English, as a run reads it")
    }

    func testCompletionProposesTheFrenchKeywordsAndThePhrasesForTheKeywordInForce() throws {
        try start()
        _ = try client.open(uri("fr.feature"), file)
        let keywords = try client.request("textDocument/completion", at(uri("fr.feature"), 18, 4))
        let labels = (keywords[path: "result", "items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
        for expected in ["Soit", "Quand", "Alors", "Et", "Mais", "Scénario", "Plan du scénario", "Exemples", "Contexte", "Règle"] {
            XCTAssertTrue(labels.contains(expected), "\(expected) in \(labels)")
        }
        XCTAssertFalse(labels.contains("Given"))
        // `Mais ` after `Alors`/`Et`: Then phrases.
        let phrases = try client.request("textDocument/completion", at(uri("fr.feature"), 10, 9))
        let texts = (phrases[path: "result", "items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
        XCTAssertTrue(texts.contains("the {string} screen is displayed"), texts.description)
        XCTAssertFalse(texts.contains("I log out"))
    }

    func testSymbolsHoverAndFormattingReadTheFrenchKeywords() throws {
        try start()
        _ = try client.open(uri("fr.feature"), file)
        let symbols = try client.request("textDocument/documentSymbol", ["textDocument": ["uri": uri("fr.feature")]])
        let feature = try XCTUnwrap((symbols["result"] as? [[String: Any]])?.first)
        XCTAssertEqual(feature["detail"] as? String, "Fonctionnalité")
        XCTAssertEqual((feature["children"] as? [[String: Any]])?.compactMap { $0["detail"] as? String },
                       ["Contexte", "Scénario", "Plan du scénario"])
        let hover = try client.request("textDocument/hover", at(uri("fr.feature"), 6, 12))
        XCTAssertTrue((hover[path: "result", "contents", "value"] as? String)?.contains("**When** `I open the app with {string} deeplink`") == true)

        let messy = "# language: fr\nFonctionnalité: f\nScénario: s\nSoit the app is launched\n      Alors the \"Home\" screen is displayed\n"
        _ = try client.open(uri("messy.feature"), messy)
        let answer = try client.request("textDocument/formatting", ["textDocument": ["uri": uri("messy.feature")],
                                                                     "options": ["tabSize": 2, "insertSpaces": true]])
        let edits = (answer["result"] as? [[String: Any]] ?? []).map { "\($0[path: "range", "start", "line"] as? Int ?? -1):\($0["newText"] as? String ?? "")" }
        XCTAssertEqual(edits, ["2:  Scénario: s", "3:    Soit the app is launched", "4:    Alors the \"Home\" screen is displayed"])
    }
}
