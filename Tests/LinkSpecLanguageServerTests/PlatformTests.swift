import Foundation
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
