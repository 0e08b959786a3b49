import Foundation
import TestSupport
import XCTest

/// Issue 35, item 10: the server judges a link by the OS of its feature's
/// platform: an `@android` feature or scenario by Android's rules (the demo
/// app's manifest), any other by iOS's.
final class PlatformTests: LanguageServerTestCase {
    /// `https://babylon.example/SomeScreen/5`: the AASA lets it open the app on
    /// iOS (routes match literals without case), and no intent filter of the
    /// manifest takes it on Android (paths are matched case-sensitively).
    private let file = """
        Feature: some screen
          Scenario: on an iPhone
            When I open "https://babylon.example/SomeScreen/5"

          @android
          Scenario: on Android
            When I open "https://babylon.example/SomeScreen/5"
            And I open "babylon://somescreen/5"
        """

    func testALinkInAnAndroidScenarioIsJudgedByAndroidsRules() throws {
        try start()
        let diagnostics = try client.open(uri("records.feature"), file)
        let lines = summary(diagnostics)
        XCTAssertEqual(lines.map { String($0.prefix { $0 != " " }) }, ["7:unrouted-link"], lines.description)
        XCTAssertTrue(lines.first?.contains("the browser opens it: no intent filter of the app takes https://babylon.example/SomeScreen/5") == true,
                      lines.description)
    }

    func testAnAndroidFeaturesTagCountsForItsScenarios() throws {
        try start()
        let diagnostics = try client.open(uri("android.feature"), """
            @android
            Feature: some screen on Android
              Scenario: one
                When I open "https://babylon.example/SomeScreen/5"
            """)
        XCTAssertEqual(summary(diagnostics).map { String($0.prefix { $0 != " " }) }, ["4:unrouted-link"], summary(diagnostics).description)
    }

    func testHoverSaysWhatTheLinkDoesOnTheScenariosPlatform() throws {
        try start()
        _ = try client.open(uri("records.feature"), file)
        let iPhone = try client.request("textDocument/hover", at(uri("records.feature"), 2, 20))
        let iPhoneText = try XCTUnwrap(iPhone[path: "result", "contents", "value"] as? String)
        XCTAssertTrue(iPhoneText.contains("Routed by"), iPhoneText)
        XCTAssertFalse(iPhoneText.contains("on Android"), iPhoneText)
        let android = try client.request("textDocument/hover", at(uri("records.feature"), 6, 20))
        let androidText = try XCTUnwrap(android[path: "result", "contents", "value"] as? String)
        XCTAssertTrue(androidText.contains("Not routed on Android: the browser opens it: no intent filter of the app takes"), androidText)
    }
}

/// Issue 35, review: the editor judges Android's own ways in as the run does:
/// a Chrome `intent:` link by what Chrome does with it, and another app's
/// `Intent.ACTION_VIEW` with the package set by the package's intent filters
/// alone (an intent for one package needs no App Links verification).
final class AndroidIntentDiagnosticsTests: LanguageServerTestCase {
    func testAChromeIntentForTheAppIsJudgedByTheLinkItCarries() throws {
        try start()
        let diagnostics = try client.open(uri("intents.feature"), """
            @android
            Feature: Chrome intents
              Scenario: one
                When I open "intent://babylon.example/somescreen/42#Intent;scheme=https;package=com.babylon.demo;end"
                And I open "intent://babylon.example/records/7#Intent;scheme=https;package=com.babylon.demo;end"
            """)
        let lines = summary(diagnostics)
        XCTAssertEqual(lines.map { String($0.prefix { $0 != " " }) }, ["5:unrouted-link"], lines.description)
        XCTAssertTrue(lines.first?.contains("no intent filter of com.babylon.demo takes https://babylon.example/records/7") == true,
                      lines.description)
    }

    func testHoverOnAChromeIntentNamesTheRouteOfItsLink() throws {
        try start()
        _ = try client.open(uri("intents.feature"), """
            @android
            Feature: Chrome intents
              Scenario: one
                When I open "intent://babylon.example/somescreen/42#Intent;scheme=https;package=com.babylon.demo;end"
            """)
        let hover = try client.request("textDocument/hover", at(uri("intents.feature"), 3, 20))
        let text = try XCTUnwrap(hover[path: "result", "contents", "value"] as? String)
        XCTAssertTrue(text.contains("Routed by") && text.contains("on Android"), text)
    }

    /// With assetlinks.json verifying nothing, a tapped web link opens the
    /// browser, while another app's intent naming the package still opens the app.
    func testAnotherAppsIntentWithThePackageNeedsNoVerification() throws {
        try Data("[]".utf8).write(to: folder.appendingPathComponent("Android/assetlinks.json"))
        try start()
        let diagnostics = try client.open(uri("package.feature"), """
            @android
            Feature: another app's intent
              Scenario: one
                When another app opens "https://babylon.example/somescreen/7" with the app's package
                And another app opens "https://babylon.example/somescreen/8" with package "com.babylon.demo"
                And I open "https://babylon.example/somescreen/9"
                And another app opens "https://babylon.example/records/7" with the app's package
            """)
        let lines = summary(diagnostics)
        XCTAssertEqual(lines.map { String($0.prefix { $0 != " " }) }, ["6:unrouted-link", "7:unrouted-link"], lines.description)
        XCTAssertTrue(lines.first?.contains("the browser opens it") == true, lines.description)
        XCTAssertTrue(lines.last?.contains("no intent filter of com.babylon.demo takes https://babylon.example/records/7 with VIEW and DEFAULT") == true,
                      lines.description)
    }
}

/// Issue 35, item 6: a route that hands its link back to the browser is
/// judged in the editor as a run ends it: the browser opens the link.
final class OpenInBrowserDiagnosticsTests: LanguageServerTestCase {
    func testALinkWhoseRouteHandsItToTheBrowserIsFlaggedAsARunEndsIt() throws {
        try Data(#"""
            {"schemes": ["wiki"], "tabs": [{"name": "explore", "root": "Explore"}], "screens": ["Article"],
             "routes": [
               {"name": "donate", "pattern": "donate", "event": "openDonate", "openInBrowser": true},
               {"name": "article", "pattern": "wiki/{title}", "event": "showArticle", "requires": "none", "present": "Article"}
             ]}
            """#.utf8).write(to: folder.appendingPathComponent("app.json"))
        try start()
        let diagnostics = try client.open(uri("wiki.feature"), """
            Feature: the encyclopedia
              Scenario: one
                When I open "wiki://wiki/Cat"
                And I open "wiki://donate"
            """)
        let lines = summary(diagnostics)
        XCTAssertEqual(lines.map { String($0.prefix { $0 != " " }) }, ["4:unrouted-link"], lines.description)
        XCTAssertTrue(lines.first?.contains("the browser opens it: route 'donate' hands the link back to the browser") == true, lines.description)
    }
}

/// Inside `another app opens "…" with the app's package` the editor offers the
/// links the package's intent filters take on Android, as a run opens them:
/// on an Android-only map (`Tests/AppFilesTests/Fixtures/AndroidOnlyApp`),
/// whose links an iPhone would not open, the manifest's scheme and host.
final class PackageIntentCompletionTests: LanguageServerTestCase {
    func testTheLinksOfferedForAnotherAppsIntentAreThoseTheManifestTakes() throws {
        let fixture = SharedConformance.repositoryRoot.appendingPathComponent("Tests/AppFilesTests/Fixtures/AndroidOnlyApp")
        for name in try FileManager.default.contentsOfDirectory(atPath: fixture.path) {
            let target = folder.appendingPathComponent(name)
            try? FileManager.default.removeItem(at: target)
            try FileManager.default.copyItem(at: fixture.appendingPathComponent(name), to: target)
        }
        try start()
        let line = #"When another app opens "" with the app's package"#
        _ = try client.open(uri("p.feature"), "@android\nFeature: links\n  Scenario: one\n    Given the app is launched\n    \(line)\n")
        let answer = try client.request("textDocument/completion", at(uri("p.feature"), 4, 4 + #"When another app opens ""#.utf16.count))
        let labels = (answer[path: "result", "items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
        XCTAssertEqual(labels, ["cards://share", "https://cards.example/share"])
    }
}
