import AppFiles
import AppSimulation
import XCTest

/// `linkspec check`'s entry-point rules: the fixture that names every entry point
/// (`Fixtures/EntryPointsApp`) has no finding, and each defect planted in it gives
/// exactly its own finding, at the place in the file at fault.
final class EntryPointCheckRulesTests: XCTestCase {
    private func fixture() throws -> FixtureApp { try FixtureApp(self, fixture: "EntryPointsApp") }

    func testTheEntryPointsFixtureHasNoFinding() throws {
        XCTAssertEqual(try fixture().findings(), [])
    }

    func testAClickTrackingDomainWhoseAASALetsEveryPathThroughIsTrackingDomainAssociated() throws {
        let app = try fixture()
        try app.plant("App/App.entitlements", replacing: "<string>applinks:example.com</string>",
                      with: "<string>applinks:example.com</string>\n<string>applinks:click.example.com</string>")
        try app.write("App/click.aasa.json", """
            {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "*", "comment": "every tracked link"}]}]}}
            """)
        try app.plant("app.json", replacing: #"{"example.com": "App/example.com.aasa.json"}"#,
                      with: #"{"example.com": "App/example.com.aasa.json", "click.example.com": "App/click.aasa.json"}"#)
        try assertOnlyFinding(app, .trackingDomainAssociated, at: try app.location(of: #"{"/": "*""#, in: "App/click.aasa.json"),
                              saying: ["click-tracking domain click.example.com", #"component 1 "*" lets it through"#, "unsubscribe included"])
    }

    func testAClickTrackingDomainWhoseAASAExcludesUnsubscribingHasNoFinding() throws {
        let app = try fixture()
        try app.plant("App/App.entitlements", replacing: "<string>applinks:example.com</string>",
                      with: "<string>applinks:example.com</string>\n<string>applinks:click.example.com</string>")
        try app.write("App/click.aasa.json", """
            {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/unsubscribe", "exclude": true}, {"/": "*"}]}]}}
            """)
        try app.plant("app.json", replacing: #"{"example.com": "App/example.com.aasa.json"}"#,
                      with: #"{"example.com": "App/example.com.aasa.json", "click.example.com": "App/click.aasa.json"}"#)
        XCTAssertFalse(try app.findings().contains { $0.rule == .trackingDomainAssociated })
    }

    func testHandoffFromADomainWhoseAASALacksActivityContinuationIsHandoffNotAssociated() throws {
        let app = try fixture()
        try app.plant("App/example.com.aasa.json", replacing: #""activitycontinuation": {"apps": ["ABCDE12345.com.example.app"]},"#, with: "")
        try assertOnlyFinding(app, .handoffNotAssociated, at: "\(app.shown("App/example.com.aasa.json")):1:1",
                              saying: ["AASA has no 'activitycontinuation' listing ABCDE12345.com.example.app",
                                       "Handoff from example.com continues in Safari"])
    }

    func testHandoffWithoutTheEntitlementIsHandoffNotAssociatedWhereAppJSONExpectsIt() throws {
        let app = try fixture()
        try app.plant("App/App.entitlements", replacing: "<string>activitycontinuation:example.com</string>", with: "")
        try assertOnlyFinding(app, .handoffNotAssociated, at: try app.location(of: #""example.com""#, in: "app.json", after: #""handoffDomains""#),
                              saying: ["App.entitlements has no activitycontinuation:example.com"])
    }

    func testAClipTheAASAsAppclipsDoesNotListIsAppClipNotAssociated() throws {
        let app = try fixture()
        try app.plant("App/example.com.aasa.json", replacing: "ABCDE12345.com.example.app.Clip", with: "ABCDE12345.com.example.app.Clips")
        try assertOnlyFinding(app, .appClipNotAssociated, at: try app.location(of: #""ABCDE12345.com.example.app.Clips""#, in: "App/example.com.aasa.json"),
                              saying: ["'appclips' does not list ABCDE12345.com.example.app.Clip", "nearest is ABCDE12345.com.example.app.Clips",
                                       "do not open the App Clip"])
    }

    func testAClipWithoutItsAppclipsEntitlementIsAppClipNotAssociated() throws {
        let app = try fixture()
        try app.plant("App/Clip.entitlements", replacing: "<string>appclips:example.com</string>", with: "<string>appclips:shop.example.com</string>")
        try assertOnlyFinding(app, .appClipNotAssociated, at: try app.location(of: #""https://example.com/order""#, in: "app.json"),
                              saying: ["Clip.entitlements has no appclips:example.com"])
    }

    func testAClipWhoseBundleIDDoesNotEndWithClipIsAppClipNotAssociated() throws {
        let app = try fixture()
        try app.plant("app.json", replacing: #""bundleIdentifier": "com.example.app.Clip""#, with: #""bundleIdentifier": "com.example.app.Clips""#)
        try app.plant("App/example.com.aasa.json", replacing: "ABCDE12345.com.example.app.Clip", with: "ABCDE12345.com.example.app.Clips")
        try assertOnlyFinding(app, .appClipNotAssociated, at: try app.location(of: #""com.example.app.Clips""#, in: "app.json"),
                              saying: ["bundle ID com.example.app.Clips does not end with .Clip"])
    }

    func testAnHttpsCallbackOnAHostWithoutWebcredentialsIsAuthCallbackNotAssociated() throws {
        let app = try fixture()
        try app.plant("app.json", replacing: #""https://example.com/auth/done""#, with: #""https://login.example.com/auth/done""#)
        try assertOnlyFinding(app, .authCallbackNotAssociated, at: try app.location(of: #""https://login.example.com/auth/done""#, in: "app.json"),
                              saying: ["App.entitlements has no webcredentials:login.example.com", "the https sign-in callback fails"])
    }

    func testAnHttpsCallbackWhoseAASALacksWebcredentialsIsAuthCallbackNotAssociated() throws {
        let app = try fixture()
        try app.plant("App/example.com.aasa.json", replacing: #""webcredentials": {"apps": ["ABCDE12345.com.example.app"]},"#,
                      with: #""webcredentials": {"apps": []},"#)
        try assertOnlyFinding(app, .authCallbackNotAssociated, at: try app.location(of: #"{"apps": []}"#, in: "App/example.com.aasa.json"),
                              saying: ["'webcredentials' does not list ABCDE12345.com.example.app"])
    }

    func testACustomSchemeCallbackNeedsNoWebcredentials() throws {
        let app = try fixture()
        try app.plant("app.json", replacing: #""https://example.com/auth/done""#, with: #""example-auth""#)
        try app.plant("App/App.entitlements", replacing: "<string>webcredentials:example.com</string>", with: "")
        XCTAssertEqual(try app.findings(), [])
    }
}
