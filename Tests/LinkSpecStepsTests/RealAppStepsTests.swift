import AppSimulation
import XCTest

/// The phrases against app maps shaped like real apps' (issue 24): an app
/// browsed logged out, an app whose first registered scheme is a login
/// provider's callback, and a developer-mode associated domain.
final class RealAppStepsTests: XCTestCase {
    private func map(_ json: String) throws -> AppMap { try AppMap.decode(json, file: "app.json") }

    private func assertPasses(_ steps: String, on map: AppMap, file: StaticString = #filePath, line: UInt = #line) throws {
        let record = try StepsHarness.scenario(steps, map: map, file: file, line: line)
        XCTAssertEqual(record.status, .passed, record.summary, file: file, line: line)
    }

    /// Issue 24, item 7.
    func testAProjectOpensLoggedOutInAnAppWithTabsLoggedOut() throws {
        let shop = try map(#"""
            {"schemes": ["shop"], "tabsWhenLoggedOut": true, "tabs": [{"name": "discover", "root": "Discover"}],
             "screens": [{"name": "Discover", "requires": "none"}, {"name": "Project", "requires": "none"}],
             "routes": [{"pattern": "projects/{id}", "event": "showProject", "requires": "none", "push": "Project", "tab": "discover"}]}
            """#)
        try assertPasses("""
            Given the app is launched
            When I open "shop://projects/7"
            Then the "Project" screen is displayed with id "7"
            And the screen stack is:
              | layer | screen   |
              | tab   | Discover |
              | push  | Project  |
            """, on: shop)
    }

    /// Issue 24, item 8.
    func testTheDeepLinkPhraseUsesTheSchemeAppJSONNames() throws {
        let app = try map(#"""
            {"schemes": ["fb1234567890", "news"], "deepLinkScheme": "news", "tabs": [{"name": "home", "root": "Home"}],
             "screens": ["Article"], "routes": [{"pattern": "article/{id:int}", "event": "showArticle", "requires": "none", "present": "Article"}]}
            """#)
        try assertPasses("""
            Given the app is launched
            When I open the app with "article/3" deeplink
            Then the "Article" screen is displayed with id "3"
            """, on: app)
    }

    /// Issue 24, item 5.
    func testADeveloperModeDomainNeedsTheModeTurnedOn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkspec-devmode-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        try Data(#"""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>com.apple.developer.associated-domains</key>
            <array><string>applinks:staging.example.com?mode=developer</string></array></dict></plist>
            """#.utf8).write(to: folder.appendingPathComponent("App.entitlements"))
        try Data(#"""
            {"schemes": ["news"], "entitlements": "App.entitlements", "tabs": [{"name": "home", "root": "Home"}],
             "screens": ["Article"], "routes": [{"pattern": "article/{id:int}", "event": "showArticle", "requires": "none", "present": "Article"}]}
            """#.utf8).write(to: folder.appendingPathComponent("app.json"))
        let staging = try AppMap.load(contentsOf: folder.appendingPathComponent("app.json"))
        try assertPasses("""
            Given the app is launched
            When I open "https://staging.example.com/article/1"
            Then the link opens in the browser
            """, on: staging)
        try assertPasses("""
            Given the app is launched
            And associated domains development mode is on
            When I open "https://staging.example.com/article/1"
            Then the "Article" screen is displayed with id "1"
            """, on: staging)
    }
}
