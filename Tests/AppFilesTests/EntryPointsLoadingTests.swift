import AppFiles
import AppSimulation
import XCTest

/// `app.json`'s `entryPoints`, and the services of the entitlements and the AASA
/// they rely on: read into the map, and every mistake located.
final class EntryPointsLoadingTests: XCTestCase {
    private let base = #"{"schemes": ["x"], "universalLinkHosts": ["x.example"], "tabs": [{"name": "home", "root": "Home"}], "routes": [], "#

    private func issues(_ entryPoints: String) -> [String] {
        do {
            _ = try AppMap.decode(base + #""entryPoints": "# + entryPoints + "}", file: "app.json")
            XCTFail("expected errors")
            return []
        } catch {
            return error.issues.map { $0.description(file: error.file) }
        }
    }

    func testEveryEntryPointIsReadIntoTheMap() throws {
        let entry = try FixtureApp(self, fixture: "EntryPointsApp").map().entryPoints
        XCTAssertEqual(entry.lifecycle, .swiftUI)
        XCTAssertEqual(entry.notificationLinkKey, "url")
        XCTAssertEqual(entry.handoffDomains, ["example.com"])
        XCTAssertEqual(entry.appClip, AppClip(bundleIdentifier: "com.example.app.Clip", appID: "ABCDE12345.com.example.app.Clip",
                                              invocationURLs: ["https://example.com/order"]))
        XCTAssertEqual(entry.signInCallback, .https(host: "example.com", path: "/auth/done"))
        XCTAssertEqual(entry.deferredLinks, .attribution)
        XCTAssertEqual(entry.clickTrackingDomains, ["click.example.com"])
        XCTAssertEqual(entry.associatedDomains, [.webCredentials: ["example.com"], .activityContinuation: ["example.com"],
                                                 .appClips: ["example.com"]], "the Clip's own entitlements give its appclips: domains")
    }

    func testTheAASAsOtherServicesAreReadWithWhereTheyAre() throws {
        let app = try FixtureApp(self, fixture: "EntryPointsApp")
        let association = try XCTUnwrap(try app.map().siteAssociation(forHost: "example.com"))
        XCTAssertEqual(association.services[.appClips]?.apps.map(\.value), ["ABCDE12345.com.example.app.Clip"])
        XCTAssertEqual(association.services[.webCredentials]?.location.description,
                       try app.location(of: #"{"apps": ["ABCDE12345.com.example.app"]}"#, in: "App/example.com.aasa.json"))
        XCTAssertTrue(association.problems.isEmpty, "\(association.problems)")
    }

    func testAServiceOfTheWrongShapeIsAnAASASyntaxFinding() throws {
        let app = try FixtureApp(self, fixture: "EntryPointsApp")
        try app.plant("App/example.com.aasa.json", replacing: #""webcredentials": {"apps": ["ABCDE12345.com.example.app"]},"#,
                      with: #""webcredentials": {"apps": "ABCDE12345.com.example.app", "aps": []},"#)
        let found = try app.findings()
        XCTAssertEqual(found.filter { $0.rule == .aasaSyntax }.map(\.message), [
            "$.webcredentials.apps: apps is an array of app IDs, found a string",
            "$.webcredentials.aps: unknown key 'aps' in webcredentials (did you mean 'apps'?)",
        ], "in file order")
    }

    func testTheSimplestAppDelegatesToTheDefaults() throws {
        let entry = try AppMap.decode(base + #""entryPoints": {}}"#).entryPoints
        XCTAssertEqual(entry.lifecycle, .scenes)
        XCTAssertNil(entry.associatedDomains, "without an entitlements file, app.json is taken at its word")
        XCTAssertNil(entry.notificationLinkKey)
    }

    /// `app.json:1:<column of needle>: ` for a mistake in `entryPoints` (all on line 1).
    private func at(_ needle: String, in entryPoints: String) -> String {
        let text = base + #""entryPoints": "# + entryPoints
        let column = text.distance(from: text.startIndex, to: text.range(of: needle)?.lowerBound ?? text.startIndex) + 1
        return "app.json:1:\(column): "
    }

    func testEachMistakeIsLocatedWithADidYouMean() {
        let misspelt = #"{"lifecylce": "scenes"}"#
        XCTAssertEqual(issues(misspelt), [at(#""scenes""#, in: misspelt) + "$.entryPoints.lifecylce: unknown key 'lifecylce' (did you mean 'lifecycle'?)"])
        let lifecycle = #"{"lifecycle": "uikit"}"#
        XCTAssertEqual(issues(lifecycle),
                       [at(#""uikit""#, in: lifecycle) + "$.entryPoints.lifecycle: unknown value 'uikit' (expected 'appDelegate', 'scenes', 'swiftUI')"])
        let key = #"{"pushNotifications": {"linkKey": ""}}"#
        XCTAssertEqual(issues(key), [at(#""""#, in: key) + "$.entryPoints.pushNotifications.linkKey: the payload key cannot be empty"])
        let callback = #"{"signInCallback": "http://x.example/cb"}"#
        XCTAssertEqual(issues(callback), [
            at(#""http:"#, in: callback) + "$.entryPoints.signInCallback: 'http://x.example/cb' is neither a URL scheme (babylon-auth) "
                + "nor an https URL without query or fragment (https://babylon.example/auth/callback)",
        ])
        let invocation = #"{"appClip": {"bundleIdentifier": "x.Clip", "invocationURLs": ["x://order"]}}"#
        XCTAssertEqual(issues(invocation), [at(#""x://"#, in: invocation)
                                            + "$.entryPoints.appClip.invocationURLs[0]: 'x://order' is not an https URL (an App Clip's invocation URLs are https)"])
        let clip = #"{"appClip": {}}"#
        XCTAssertEqual(issues(clip), [
            at("{}", in: clip) + "$.entryPoints.appClip: name the App Clip's bundleIdentifier (or an infoPlist, whose CFBundleIdentifier with .Clip is the default)",
        ])
        let two = #"{"handoffDomains": ["https://x.example"], "deferredLinks": "clipboard"}"#
        XCTAssertEqual(issues(two), [
            at(#""https:"#, in: two) + "$.entryPoints.handoffDomains[0]: 'https://x.example' is not a host name",
            at(#""clipboard""#, in: two) + "$.entryPoints.deferredLinks: unknown value 'clipboard' (expected 'pasteboard', 'attribution')",
        ])
    }

    func testAnEntitlementOfAnotherServiceIsCheckedAsApplinksIs() throws {
        let app = try FixtureApp(self, fixture: "EntryPointsApp")
        try app.plant("App/App.entitlements", replacing: "<string>webcredentials:example.com</string>", with: "<string>webcredentials:exa mple.com</string>")
        XCTAssertEqual(try app.loadErrors().count, 1)
        XCTAssertTrue(try app.loadErrors().first?.contains("'webcredentials:exa mple.com': 'exa mple.com' is not a domain name") == true)
    }
}
