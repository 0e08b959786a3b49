import AppFiles
import AppSimulation
import Foundation
import XCTest

/// Issue 37, item 5: the mistakes a team makes in its first `app.json`, each
/// stopping the map with a message that says what was meant.
final class AppMapMistakeTests: XCTestCase {
    private func issues(_ routes: String) -> [String] {
        let json = #"{"schemes": ["x"], "tabs": [{"name": "home", "root": "Home"}], "routes": ["# + routes + "]}"
        do {
            _ = try AppMap.decode(json, file: "app.json")
            XCTFail("expected errors")
            return []
        } catch {
            return error.issues.map(\.description)
        }
    }

    func testAnAASAStyleStarAtTheEndOfAPatternSuggestsTheRestOfThePath() {
        XCTAssertEqual(issues(#"{"pattern": "redirect/*", "event": "e", "selectTab": "home"}"#), [
            "$.routes[0].pattern: pattern 'redirect/*': '*' is not a wildcard in a route pattern (it would match only a literal '*'); "
                + "to take the rest of the path write 'redirect/{path...}'",
        ])
    }

    func testAStarInsideAPatternSuggestsOneSegment() {
        XCTAssertEqual(issues(#"{"pattern": "shop/*/item", "event": "e", "selectTab": "home"}"#), [
            "$.routes[0].pattern: pattern 'shop/*/item': '*' is not a wildcard in a route pattern (it would match only a literal '*'); "
                + "to take one segment write 'shop/{segment}/item'",
        ])
    }

    func testTwoDotsSuggestTheThreeOfTheRestOfThePath() {
        for written in ["navigate/{path..}", "navigate/{path....}", "navigate/{path\u{2026}}"] {
            let found = issues(#"{"pattern": "\#(written)", "event": "e", "selectTab": "home"}"#)
            XCTAssertEqual(found.count, 1, written)
            XCTAssertTrue(found.first?.hasSuffix("is not a parameter; to take the rest of the path write '{path...}' (three dots)") == true,
                          "\(found)")
        }
    }

    func testAnUnknownTabWithNoCloseNameListsTheTabs() {
        XCTAssertEqual(issues(#"{"pattern": "wallet", "event": "e", "selectTab": "wallet"}"#),
                       ["$.routes[0].selectTab: unknown tab 'wallet'; the tabs are home"])
    }

    func testAFileThatCannotBeFoundSaysPathsAreRelativeToTheAppMapsFolder() throws {
        let app = try FixtureApp(self)
        try app.plant("app.json", replacing: #""App/Info.plist""#, with: #""Features/App/Info.plist""#)
        let errors = try app.loadErrors()
        XCTAssertEqual(errors.count, 1, "\(errors)")
        let folder = app.folder.path
        XCTAssertTrue(errors.first?.hasSuffix("$.infoPlist: \(folder)/Features/App/Info.plist: no such file; paths in app.json are relative "
                                              + "to its folder (\(folder)), so 'Features/App/Info.plist' is read as '\(folder)/Features/App/Info.plist'") == true,
                      "\(errors)")
    }

    func testAMisspeltBuildSettingNamesTheSettingTheFilesUse() throws {
        let app = try FixtureApp(self)
        try app.plant("app.json", replacing: #""PRODUCT_BUNDLE_IDENTIFIER":"#, with: #""PRODUCT_BUNDLE_IDENTIFER":"#)
        let errors = try app.loadErrors()
        let location = try app.location(of: #""com.example.app""#, in: "app.json")
        XCTAssertTrue(errors.contains("\(location): $.buildSettings.PRODUCT_BUNDLE_IDENTIFER: no file uses the build setting "
                                      + "'PRODUCT_BUNDLE_IDENTIFER' (did you mean 'PRODUCT_BUNDLE_IDENTIFIER'? "
                                      + "\(app.shown("App/Info.plist")) uses it at $.CFBundleIdentifier, and it is not set)"), "\(errors)")
    }

    func testABuildSettingNoFileUsesAndNoneIsCloseToIsLeftAlone() throws {
        let app = try FixtureApp(self)
        try app.plant("app.json", replacing: #"{"PRODUCT_BUNDLE_IDENTIFIER": "com.example.app"}"#,
                      with: #"{"PRODUCT_BUNDLE_IDENTIFIER": "com.example.app", "MARKETING_VERSION": "1.0"}"#)
        XCTAssertNoThrow(try app.map())
    }
}
