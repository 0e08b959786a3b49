import Foundation
import TestSupport
import XCTest

/// Hover, go to definition and document symbols.
final class NavigationTests: LanguageServerTestCase {
    private let file = """
        @smoke
        Feature: navigation
          Background:
            Given I'm logged in as a mock user

          Rule: deep links

            Scenario: a screen
              When I open the app with "somescreen/42" deeplink
              Then the "Some Screen" screen is displayed
              And the "Home" screen is shown

            Scenario Outline: tabs
              When I select the "<tab>" tab
              Then the "<tab>" tab is selected

              Examples: main tabs
                | tab  |
                | chat |
        """

    private func open() throws {
        try start()
        _ = try client.open(uri("n.feature"), file)
    }

    func testHoverShowsThePhrasesDocAndWhereItIsWritten() throws {
        try open()
        let hover = try client.request("textDocument/hover", at(uri("n.feature"), 9, 20))
        let text = try XCTUnwrap(hover[path: "result", "contents", "value"] as? String)
        XCTAssertTrue(text.contains("**Then** `the {string} screen is displayed`"), text)
        XCTAssertTrue(text.contains("Checks the topmost visible screen."), text)
        XCTAssertTrue(text.contains("ScreenAssertions.swift:"), text)
        XCTAssertEqual(hover[path: "result", "range", "start", "line"] as? Int, 9)
    }

    func testHoverOnANameSaysWhatTheAppMapSaysOfIt() throws {
        try open()
        let screen = try client.request("textDocument/hover", at(uri("n.feature"), 9, 16))
        let text = try XCTUnwrap(screen[path: "result", "contents", "value"] as? String)
        XCTAssertTrue(text.contains("Screen `Some Screen` of the app map; it requires login."), text)
        XCTAssertEqual(screen[path: "result", "range", "start", "character"] as? Int, 15)
        let link = try client.request("textDocument/hover", at(uri("n.feature"), 8, 35))
        let routed = try XCTUnwrap(link[path: "result", "contents", "value"] as? String)
        XCTAssertTrue(routed.contains("Routed by `somescreen/{id:int}` to `showSomeScreen(id: 42)`."), routed)
    }

    func testHoverOnAnUndefinedStepProposesPhrasesAndElsewhereAnswersNull() throws {
        try open()
        let undefined = try client.request("textDocument/hover", at(uri("n.feature"), 10, 12))
        let text = try XCTUnwrap(undefined[path: "result", "contents", "value"] as? String)
        XCTAssertTrue(text.hasPrefix("**Undefined step**"), text)
        XCTAssertTrue(text.contains("- `Then the {string} screen is displayed`"), text)
        let nothing = try client.request("textDocument/hover", at(uri("n.feature"), 1, 3))
        XCTAssertTrue(nothing["result"] is NSNull, "\(nothing)")
    }

    func testDefinitionOfAStepIsItsPhrasesSwiftLine() throws {
        try open()
        let answer = try client.request("textDocument/definition", at(uri("n.feature"), 3, 12))
        let target = try XCTUnwrap(answer["result"] as? [String: Any])
        let url = try XCTUnwrap(URL(string: try XCTUnwrap(target["uri"] as? String)))
        XCTAssertTrue(url.path.hasSuffix("Steps/Arrange/SessionSteps.swift"), url.path)
        let line = try XCTUnwrap(target[path: "range", "start", "line"] as? Int)
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertTrue(lines[line].contains("\"I'm logged in as a mock user\""), String(lines[line]))
    }

    func testDefinitionOfALinkIsItsRouteAndOfANameWhereTheAppMapNamesIt() throws {
        try open()
        let appJSON = try String(contentsOf: folder.appendingPathComponent("app.json"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        func line(of answer: [String: Any]) throws -> Substring {
            let target = try XCTUnwrap(answer["result"] as? [String: Any], "\(answer)")
            XCTAssertTrue((target["uri"] as? String)?.hasSuffix("/app.json") == true)
            return appJSON[try XCTUnwrap(target[path: "range", "start", "line"] as? Int)]
        }
        let route = try line(of: client.request("textDocument/definition", at(uri("n.feature"), 8, 35)))
        XCTAssertTrue(route.contains("\"pattern\": \"somescreen/{id:int}\""), String(route))
        let screen = try line(of: client.request("textDocument/definition", at(uri("n.feature"), 9, 16)))
        XCTAssertTrue(screen.contains("\"name\": \"Some Screen\""), String(screen))
    }

    func testDocumentSymbolsAreTheFeaturesTree() throws {
        try open()
        let answer = try client.request("textDocument/documentSymbol", ["textDocument": ["uri": uri("n.feature")]])
        let roots = try XCTUnwrap(answer["result"] as? [[String: Any]])
        XCTAssertEqual(roots.count, 1)
        func outline(_ symbol: [String: Any]) -> String {
            let children = (symbol["children"] as? [[String: Any]] ?? []).map(outline)
            let own = "\(symbol["detail"] as? String ?? ""): \(symbol["name"] as? String ?? "")"
            return children.isEmpty ? own : own + " [" + children.joined(separator: ", ") + "]"
        }
        XCTAssertEqual(outline(roots[0]), "Feature: navigation [Background: Background, Rule: deep links "
                       + "[Scenario: a screen, Scenario Outline: tabs [Examples: main tabs]]]")
        XCTAssertEqual(roots[0][path: "range", "start", "line"] as? Int, 1)
        XCTAssertEqual(roots[0][path: "range", "end", "line"] as? Int, 18)
        let rule = try XCTUnwrap((roots[0]["children"] as? [[String: Any]])?.last)
        let scenario = try XCTUnwrap((rule["children"] as? [[String: Any]])?.first)
        XCTAssertEqual(scenario[path: "range", "start", "line"] as? Int, 7)
        XCTAssertEqual(scenario[path: "range", "end", "line"] as? Int, 10, "up to its last step, not the blank line")
        XCTAssertEqual(scenario[path: "selectionRange", "start", "character"] as? Int, 4)
    }

    func testABrokenFileStillHasItsSymbols() throws {
        try start()
        _ = try client.open(uri("broken.feature"), "Feature: broken\n  Scenario: one\n    Given\n  Scenario two\n  Scenario: three\n    | x |\n")
        let answer = try client.request("textDocument/documentSymbol", ["textDocument": ["uri": uri("broken.feature")]])
        let feature = try XCTUnwrap((answer["result"] as? [[String: Any]])?.first)
        XCTAssertEqual((feature["children"] as? [[String: Any]])?.compactMap { $0["name"] as? String }, ["one", "three"])
    }
}
