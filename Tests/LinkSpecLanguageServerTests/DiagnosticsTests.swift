import AppSimulation
import Foundation
import LinkSpecLanguageServer
import LinkSpecRunner
import TestSupport
import LinkSpecSteps
import XCTest

/// Diagnostics as a file is opened and edited: parse errors, undefined,
/// wrong-keyword and ambiguous steps, and names the app map does not know.
final class DiagnosticsTests: LanguageServerTestCase {
    func testACleanFileHasNoDiagnostics() throws {
        try start()
        let diagnostics = try client.open(uri("clean.feature"), """
            Feature: clean
              Scenario: a deep link to a screen
                Given I'm logged in as a mock user
                When I open the app with "somescreen/42" deeplink
                Then the "Some Screen" screen is displayed with id "42"
                And the "home" tab is selected
            """)
        XCTAssertEqual(summary(diagnostics), [])
    }

    func testTheDemoSuiteHasNoWarningsOrErrors() throws {
        try start()
        let root = SharedConformance.repositoryRoot.appendingPathComponent("Features")
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            return XCTFail("no Features folder")
        }
        var checked = 0
        for case let file as URL in walker where file.pathExtension == "feature" {
            let text = try String(contentsOf: file, encoding: .utf8)
            let diagnostics = try client.open(file.absoluteString, text)
            // Links the suite opens on purpose to see them ignored are information, not problems.
            let problems = diagnostics.filter { ($0["severity"] as? Int ?? 0) <= 2 }
            XCTAssertEqual(summary(problems), [], file.lastPathComponent)
            checked += 1
        }
        XCTAssertGreaterThan(checked, 5)
    }

    func testParseErrorsAreErrorsOnTheirLine() throws {
        try start()
        let diagnostics = try client.open(uri("broken.feature"), """
            Feature: broken
              Scenario: one
                Given the app is launched
                | a | b |
                | c |
            Feature: again
            """)
        let parse = diagnostics.filter { $0["code"] as? String == "parse-error" }
        XCTAssertEqual(parse.compactMap { $0[path: "range", "start", "line"] as? Int }, [4, 5], summary(diagnostics).description)
        XCTAssertTrue(parse.allSatisfy { $0["severity"] as? Int == 1 && $0["source"] as? String == "linkspec" })
        XCTAssertTrue((parse.first?["message"] as? String)?.contains("inconsistent cell count") == true, summary(parse).description)
    }

    /// The server reads lines with the parser's token matcher: a doc string
    /// ends at the first line that starts with its fence (what follows the
    /// fence does not matter), so the step after it is read and checked.
    func testADocStringEndsWhereTheParserEndsItAndTheStepAfterItIsChecked() throws {
        try start()
        let diagnostics = try client.open(uri("fence.feature"), """
            Feature: fences
              Scenario: a doc string
                Given the app is launched
                  \"\"\"
                  some text
                  \"\"\" and a note
                Then nothing that any phrase knows
            """)
        XCTAssertEqual(summary(diagnostics).map { String($0.prefix { $0 != " " }) }, ["7:undefined-step"],
                       summary(diagnostics).description)
    }

    func testUndefinedStepsAreWarningsWithTheClosestPhrases() throws {
        try start()
        let diagnostics = try client.open(uri("typo.feature"), """
            Feature: typo
              Scenario: one
                Given the app is launched
                When I open the app with "somescreen/42" deeplinks
            """)
        XCTAssertEqual(diagnostics.count, 1, summary(diagnostics).description)
        let undefined = try XCTUnwrap(diagnostics.first)
        XCTAssertEqual(undefined["code"] as? String, "undefined-step")
        XCTAssertEqual(undefined["severity"] as? Int, 2)
        XCTAssertEqual(undefined[path: "range", "start", "line"] as? Int, 3)
        XCTAssertEqual(undefined[path: "range", "start", "character"] as? Int, 9)
        XCTAssertEqual(undefined[path: "range", "end", "character"] as? Int, 54)
        XCTAssertTrue((undefined["message"] as? String)?.contains("Did you mean:\n  When I open the app with {string} deeplink") == true,
                      summary(diagnostics).description)
    }

    func testAPhraseUnderTheWrongKeywordSaysWhichKeywordItIsFor() throws {
        try start()
        let diagnostics = try client.open(uri("keyword.feature"), """
            Feature: keywords
              Scenario: one
                Given the app is launched
                When I select the "chat" tab
                Then the "Chat" screen is presented
                And I log out
            """)
        XCTAssertEqual(diagnostics.map { $0["code"] as? String }, ["wrong-keyword", "wrong-keyword"], summary(diagnostics).description)
        let screen = try XCTUnwrap(diagnostics.first { $0[path: "range", "start", "line"] as? Int == 4 })
        XCTAssertTrue((screen["message"] as? String)?.contains("'the {string} screen is presented' is a Given phrase") == true)
        XCTAssertTrue((screen["message"] as? String)?.contains("this step takes Then phrases") == true)
        // `And` after `Then` takes Then phrases: `I log out` is a When phrase.
        let andStep = try XCTUnwrap(diagnostics.first { $0[path: "range", "start", "line"] as? Int == 5 })
        XCTAssertTrue((andStep["message"] as? String)?.contains("is a When phrase") == true)
    }

    func testNamesTheAppMapDoesNotKnowAreFlaggedWithDidYouMean() throws {
        try start()
        let diagnostics = try client.open(uri("names.feature"), """
            Feature: names
              Scenario: one
                Given the app flavour is "lyte"
                And the "setings" deep link intent is disabled
                And the "chatt" tab is selected
                When I open the app with "nosuchscreen/1" deeplink
                Then the "Setings" screen is displayed
            """)
        let byLine = Dictionary(diagnostics.map { ($0[path: "range", "start", "line"] as? Int ?? -1, $0) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(byLine.keys.sorted(), [2, 3, 4, 5, 6], summary(diagnostics).description)
        XCTAssertEqual(byLine[2]?["message"] as? String, "the app map has no flavour 'lyte' (did you mean 'lite'?)")
        XCTAssertEqual(byLine[3]?["message"] as? String, "the app map has no intent 'setings' (did you mean 'settings'?)")
        XCTAssertEqual(byLine[4]?["message"] as? String, "the app map has no tab 'chatt' (did you mean 'chat'?)")
        XCTAssertEqual(byLine[6]?["message"] as? String, "the app map has no screen 'Setings' (did you mean 'Settings'?)")
        for line in [2, 3, 4, 6] { XCTAssertEqual(byLine[line]?["code"] as? String, "unknown-name") }
        // The diagnostic covers the quoted name.
        XCTAssertEqual(byLine[6]?[path: "range", "start", "character"] as? Int, 13)
        XCTAssertEqual(byLine[6]?[path: "range", "end", "character"] as? Int, 22)
        // A link no route takes is information: suites open such links to see them ignored.
        XCTAssertEqual(byLine[5]?["code"] as? String, "unrouted-link")
        XCTAssertEqual(byLine[5]?["severity"] as? Int, 3)
        XCTAssertTrue((byLine[5]?["message"] as? String)?.contains("nosuchscreen/1") == true)
    }

    func testALinkWithATypoProposesTheClosestRoutePattern() throws {
        try start()
        let diagnostics = try client.open(uri("route.feature"), """
            Feature: routes
              Scenario: one
                When I open "babylon://setings"
                And I open "mailto://x"
            """)
        guard diagnostics.count == 2 else { return XCTFail(summary(diagnostics).description) }
        XCTAssertTrue((diagnostics[0]["message"] as? String)?.contains("did you mean 'settings'") == true, summary(diagnostics).description)
        XCTAssertTrue((diagnostics[1]["message"] as? String)?.contains("the scheme 'mailto' is not registered") == true,
                      summary(diagnostics).description)
    }

    func testOutlineStepsAreCheckedForEachExamplesRowAtTheCell() throws {
        try start()
        let diagnostics = try client.open(uri("outline.feature"), """
            Feature: outline
              Scenario Outline: tabs
                Given I'm logged in as a mock user
                When I select the "<tab>" tab
                Then the "<screen>" screen is displayed

                Examples:
                  | tab  | screen |
                  | chat | Chat   |
                  | profil | Profile |
            """)
        XCTAssertEqual(summary(diagnostics), ["10:unknown-name the app map has no tab 'profil' (did you mean 'profile'?)"])
        XCTAssertEqual(diagnostics.first?[path: "range", "start", "character"] as? Int, 8, "on the Examples cell")
    }

    func testEditsUpdateTheDiagnosticsIncrementally() throws {
        try start()
        let file = uri("edit.feature")
        let first = try client.open(file, """
            Feature: edits
              Scenario: one
                Then the "Setings" screen is displayed
            """)
        XCTAssertEqual(first.count, 1)
        // Insert the missing "t": line 2, character 17.
        client.notify("textDocument/didChange", [
            "textDocument": ["uri": file, "version": 2],
            "contentChanges": [["range": ["start": position(2, 17), "end": position(2, 17)], "text": "t"]],
        ])
        XCTAssertEqual(summary(try client.diagnostics(file)), [])
        // A whole new text.
        client.notify("textDocument/didChange", [
            "textDocument": ["uri": file, "version": 3],
            "contentChanges": [["text": "Feature: edits\n  Scenario: one\n    When I tap it\n"]],
        ])
        XCTAssertEqual(try client.diagnostics(file).map { $0["code"] as? String }, ["undefined-step"])
        client.notify("textDocument/didClose", ["textDocument": ["uri": file]])
        XCTAssertEqual(try client.diagnostics(file).count, 0, "closing clears the file's diagnostics")
    }

    func testABurstOfEditsIsCheckedOnceAfterTheLast() throws {
        try start()
        let file = uri("burst.feature")
        _ = try client.open(file, "Feature: burst\n  Scenario: one\n    Then the \"\" screen is displayed\n")
        var burst = Data()
        for (offset, letter) in "Settings".enumerated() {
            burst += LanguageServerClient.framed(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
                "textDocument": ["uri": file, "version": 2 + offset],
                "contentChanges": [["range": ["start": position(2, 14 + offset), "end": position(2, 14 + offset)],
                                    "text": String(letter)]],
            ] as [String: Any]])
        }
        client.sendRaw(burst)
        var published: [[String: Any]] = []
        repeat {
            published.append(try client.notification("textDocument/publishDiagnostics"))
        } while published.last?[path: "params", "version"] as? Int != 9
        XCTAssertLessThan(published.count, 8, "edits already waiting are checked together")
        XCTAssertEqual((published.last?[path: "params", "diagnostics"] as? [Any])?.count, 0)
        let symbols = try client.request("textDocument/documentSymbol", ["textDocument": ["uri": file]])
        XCTAssertNotNil(symbols["result"])
    }

    func testABrokenAppMapIsReportedOnceAndNamesAreNotChecked() throws {
        try Data("{\"schemes\": [\"x\"], \"tabs\": [], \"routes\": [{\"pattern\": 1}]}".utf8)
            .write(to: folder.appendingPathComponent("app.json"))
        try start()
        let diagnostics = try client.open(uri("a.feature"), "Feature: a\n  Scenario: b\n    Then the \"Nope\" screen is displayed\n")
        XCTAssertEqual(diagnostics.map { $0["code"] as? String }, ["app-map"], summary(diagnostics).description)
        XCTAssertTrue((diagnostics.first?["message"] as? String)?.contains("app.json:1:") == true, summary(diagnostics).description)
    }

    /// A web link is checked by the simulated OS's own rules, as a run meets
    /// it: the AASA keeps record pages on the web, though a route matches them.
    func testAWebLinkTheAASAExcludesIsFlaggedAsARunSeesIt() throws {
        try start()
        let diagnostics = try client.open(uri("web.feature"), """
            Feature: web
              Scenario: one
                When I open "https://babylon.example/records"
                And I open "https://babylon.example/records/7"
            """)
        XCTAssertEqual(diagnostics.count, 1, summary(diagnostics).description)
        XCTAssertEqual((diagnostics.first?[path: "range", "start", "line"] as? Int), 3, summary(diagnostics).description)
        XCTAssertTrue((diagnostics.first?["message"] as? String)?.contains("\"/records/*\" excludes") == true,
                      summary(diagnostics).description)
    }

    /// With a team's routing function, links are checked as its runs route
    /// them, not by the map's patterns.
    func testATeamsRoutingFunctionDecidesWhichLinksAreRouted() throws {
        let routing: RoutingFunction = { link in
            link.url.host == "setings" ? RoutingEvent("showSettings") : nil
        }
        let server = try LanguageServer(library: StandardSteps.library(),
                                        app: .file(folder.appendingPathComponent("app.json").path, routing: routing), version: "test")
        client = LanguageServerClient(server: server)
        _ = try client.initialize()
        let diagnostics = try client.open(uri("routed.feature"), """
            Feature: routed
              Scenario: one
                When I open "babylon://setings"
                And I open "babylon://homepage"
            """)
        // The team's code routes the misspelt link and ignores the map's own.
        XCTAssertEqual(diagnostics.count, 1, summary(diagnostics).description)
        XCTAssertEqual((diagnostics.first?[path: "range", "start", "line"] as? Int), 3, summary(diagnostics).description)
        XCTAssertEqual(try client.shutDown(), 0)
    }

    /// The server takes any step library: a team's, with no roles, and an
    /// ambiguity between two of its phrases.
    func testATeamLibraryIsCheckedTooAndAmbiguousStepsAreErrors() throws {
        var steps = StepLibrary<AnyWorld>()
        steps.given("the basket holds {int} item(s)", doc: "Fills the basket.") { (_: AnyWorld, _: Int) in }
        steps.given("the basket holds {int} items") { (_: AnyWorld, _: Int) in }
        steps.then("the total is {float}") { (_: AnyWorld, _: Double) in }
        let server = try LanguageServer(library: steps, app: .file(folder.appendingPathComponent("app.json").path), version: "test")
        client = LanguageServerClient(server: server)
        _ = try client.initialize()
        let diagnostics = try client.open(uri("team.feature"), """
            Feature: team
              Scenario: one
                Given the basket holds 3 items
                Then the total is 4.5
                And the total is five
            """)
        XCTAssertEqual(diagnostics.map { $0["code"] as? String }, ["ambiguous-step", "undefined-step"], summary(diagnostics).description)
        XCTAssertEqual(diagnostics.first?["severity"] as? Int, 1)
        XCTAssertTrue((diagnostics.first?["message"] as? String)?.contains("2 phrases bind it") == true)
        XCTAssertTrue((diagnostics.last?["message"] as? String)?.contains("Did you mean:\n  Then the total is {float}") == true,
                      summary(diagnostics).description)
        XCTAssertEqual(try client.shutDown(), 0)
    }
}

final class AnyWorld {}
