import Foundation
import XCTest

/// Issue 37, item 6: inside a link's quotes the editor offers only links that
/// reach the app, as sample links with snippet placeholders, on the route's
/// hosts; and screens and tabs each as what they are.
final class LinkCompletionTests: LanguageServerTestCase {
    private let app = #"""
        {"schemes": ["shop"], "deepLinkScheme": "shop", "universalLinkHosts": ["shop.example", "my.shop.example"],
         "tabs": [{"name": "home", "root": "Home"}, {"name": "Settings", "root": "Account"}],
         "screens": ["Item", "Settings", "Page"],
         "routes": [
            {"pattern": "items/{id:int}", "event": "showItem", "present": "Item"},
            {"pattern": "navigate/{path...}", "event": "navigate", "present": "Page", "universalLink": false},
            {"pattern": "account", "event": "showAccount", "selectTab": "Settings", "hosts": ["my.shop.example"]},
            {"pattern": "search?q={term}", "event": "search", "present": "Page"}
        ]}
        """#

    private func completions(_ line: String, at character: Int? = nil) throws -> [[String: Any]] {
        try Data(app.utf8).write(to: folder.appendingPathComponent("app.json"))
        try start()
        _ = try client.open(uri("l.feature"), "Feature: links\n  Scenario: one\n    Given the app is launched\n    \(line)\n")
        let answer = try client.request("textDocument/completion", at(uri("l.feature"), 3, character ?? line.utf16.count + 4))
        return answer[path: "result", "items"] as? [[String: Any]] ?? []
    }

    func testAWholeURLIsOfferedOnlyWhereItReachesTheRoute() throws {
        let labels = try completions(#"When I open ""#).compactMap { $0["label"] as? String }
        XCTAssertEqual(labels, [
            "shop://items/{id}", "https://shop.example/items/{id}",
            "shop://navigate/{path}",
            "shop://account", "https://my.shop.example/account",
            "shop://search?q={term}", "https://shop.example/search?q={term}",
            // `I open {string} from inside the app` (the in-app router) takes the intent paths.
            "items/{id}", "navigate/{path}", "account", "search?q={term}",
        ], "no https link for a route with universalLink false; a host-scoped route only on its host")
    }

    func testWhereOnlyAUniversalLinkOpensTheAppOnlyHTTPSLinksAreOffered() throws {
        let labels = try completions(#"When I tap the notification of an NFC tag with ""#).compactMap { $0["label"] as? String }
        XCTAssertEqual(labels, ["https://shop.example/items/{id}", "https://my.shop.example/account", "https://shop.example/search?q={term}"],
                       "background tag reading opens no custom scheme")
    }

    func testASampleLinkIsInsertedWithPlaceholders() throws {
        let items = try completions(#"When I open ""#)
        let item = try XCTUnwrap(items.first { $0["label"] as? String == "https://shop.example/search?q={term}" })
        XCTAssertEqual(item[path: "textEdit", "newText"] as? String, "https://shop.example/search?q=${1:term}\"")
        XCTAssertEqual(item["insertTextFormat"] as? Int, 2, "a snippet")
        let path = try XCTUnwrap(try completions(#"When I open the app with "n"#).first { ($0["label"] as? String)?.hasPrefix("navigate") == true })
        XCTAssertEqual(path[path: "textEdit", "newText"] as? String, "navigate/${1:path}\"")
    }

    /// Issue 35's literal query values (`deeplink/main?page=QUEUE`): the route
    /// takes only a link carrying the item, so the sample carries it.
    func testARouteWithALiteralQueryValueIsOfferedWithIt() throws {
        try Data(#"""
            {"schemes": ["shop"], "deepLinkScheme": "shop", "universalLinkHosts": ["shop.example"],
             "tabs": [{"name": "home", "root": "Home"}], "screens": ["Queue", "Page"],
             "routes": [
                {"pattern": "deeplink/main?page=QUEUE&{filter?}", "event": "showQueue", "present": "Queue"},
                {"pattern": "deeplink/main", "event": "showPage", "present": "Page"}
             ]}
            """#.utf8).write(to: folder.appendingPathComponent("app.json"))
        try start()
        _ = try client.open(uri("q.feature"), "Feature: links\n  Scenario: one\n    When I open \"\n")
        let answer = try client.request("textDocument/completion", at(uri("q.feature"), 2, 17))
        let items = answer[path: "result", "items"] as? [[String: Any]] ?? []
        XCTAssertEqual(items.compactMap { $0["label"] as? String }.filter { $0.hasPrefix("https://") },
                       ["https://shop.example/deeplink/main?page=QUEUE&filter={filter}", "https://shop.example/deeplink/main"])
        let queue = try XCTUnwrap(items.first { $0["label"] as? String == "shop://deeplink/main?page=QUEUE&filter={filter}" })
        XCTAssertEqual(queue[path: "textEdit", "newText"] as? String, "shop://deeplink/main?page=QUEUE&filter=${1:filter}\"")
    }

    func testWithoutSnippetSupportASampleLinkIsInsertedWithValues() throws {
        try Data(app.utf8).write(to: folder.appendingPathComponent("app.json"))
        try start(snippets: false)
        _ = try client.open(uri("l.feature"), "Feature: links\n  Scenario: one\n    When I open \"\n")
        let answer = try client.request("textDocument/completion", at(uri("l.feature"), 2, 17))
        let items = answer[path: "result", "items"] as? [[String: Any]] ?? []
        let item = try XCTUnwrap(items.first { $0["label"] as? String == "https://shop.example/items/{id}" })
        XCTAssertEqual(item[path: "textEdit", "newText"] as? String, "https://shop.example/items/42\"")
        XCTAssertEqual(item["insertTextFormat"] as? Int, 1)
    }

    func testScreensAndTabsAreOfferedApartAndATabIsNotOfferedForAScreen() throws {
        // Inside closed quotes followed by ` screen is displayed`: only screens.
        let screens = try completions(#"Then the "" screen is displayed"#, at: 14)
        XCTAssertEqual(screens.compactMap { $0["label"] as? String }, ["Item", "Settings", "Page", "Home", "Account", "Login"])
        XCTAssertTrue(screens.allSatisfy { $0["detail"] as? String == "screen of the app map" })
    }

    func testWhereAScreenOrATabMayComeEachIsOfferedAsWhatItIs() throws {
        let items = try completions(#"Then the ""#)
        let named = items.compactMap { item in (item["label"] as? String).map { "\($0) (\(item["detail"] as? String ?? ""))" } }
        XCTAssertTrue(named.contains("Settings (screen of the app map)"), named.description)
        XCTAssertTrue(named.contains("Settings (tab of the app map)"), "a tab named like a screen is still offered as the tab: \(named)")
        let firstTab = try XCTUnwrap(named.firstIndex { $0.hasSuffix("(tab of the app map)") })
        XCTAssertTrue(named[..<firstTab].allSatisfy { $0.hasSuffix("(screen of the app map)") }, "screens, then tabs: \(named)")
    }
}
