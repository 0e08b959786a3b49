@testable import AppFiles
import AppSimulation
import XCTest

/// `linkspec check`'s rules: the clean fixture has no finding, and each defect
/// planted in it gives exactly its own finding, at the place in the file at fault.
final class CheckRulesTests: XCTestCase {
    func testTheCleanFixtureHasNoFinding() throws {
        XCTAssertEqual(try FixtureApp(self).findings(), [])
    }

    func testARouteTheAASAExcludesIsRouteNotInAASA() throws {
        let app = try FixtureApp(self)
        try app.plant("App/example.com.aasa.json", replacing: #"{"/": "/vault"}"#, with: #"{"/": "/vault", "exclude": true}"#)
        try assertOnlyFinding(app, .routeNotInAASA, at: try app.location(of: #""vault""#, in: "app.json"),
                              saying: ["route 'vault'", #"component 2 "/vault" excludes"#, "users land in Safari"])
    }

    func testAComponentNoRouteHandlesIsAASAPathWithoutRoute() throws {
        let app = try FixtureApp(self)
        try app.plant("App/example.com.aasa.json", replacing: #"{"/": "/about"}"#, with: #"{"/": "/about"}, {"/": "/blog/*"}"#)
        try assertOnlyFinding(app, .aasaPathWithoutRoute, at: try app.location(of: #"{"/": "/blog/*"}"#, in: "App/example.com.aasa.json"),
                              saying: [#"component 4 "/blog/*""#, "https://example.com/blog/", "shows nothing"])
    }

    func testASchemeInfoPlistDoesNotRegisterIsSchemeNotRegistered() throws {
        let app = try FixtureApp(self)
        try app.plant("app.json", replacing: #""schemes": ["example"]"#, with: #""schemes": ["example", "exampel"]"#)
        try assertOnlyFinding(app, .schemeNotRegistered, at: try app.location(of: #""exampel""#, in: "app.json"),
                              saying: ["'exampel'", "Info.plist"])
    }

    func testAnAssociatedDomainWithoutAnAASAIsDomainWithoutAASA() throws {
        let app = try FixtureApp(self)
        try app.plant("App/App.entitlements", replacing: "<string>webcredentials:example.com</string>",
                      with: "<string>applinks:shop.example.com</string>")
        try assertOnlyFinding(app, .domainWithoutAASA, at: try app.location(of: "<string>applinks:shop", in: "App/App.entitlements"),
                              saying: ["shop.example.com"])
    }

    func testAnAASAThatListsAnotherAppIDIsAASAAppIDMissing() throws {
        let app = try FixtureApp(self)
        try app.plant("App/example.com.aasa.json", replacing: "ABCDE12345.com.example.app", with: "ABCDE12345.com.exmaple.app")
        try assertOnlyFinding(app, .aasaAppIDMissing, at: try app.location(of: #""ABCDE12345.com.exmaple.app""#, in: "App/example.com.aasa.json"),
                              saying: ["ABCDE12345.com.example.app", "nearest is ABCDE12345.com.exmaple.app"])
    }

    func testARouteThatForgetsItsScreensMarkIsGateBypass() throws {
        let app = try FixtureApp(self)
        try app.plant("app.json", replacing: #""requires": "clinicalAccess", "present": "Vault""#, with: #""requires": "login", "present": "Vault""#)
        try assertOnlyFinding(app, .gateBypass, at: try app.location(of: #""login""#, in: "app.json", after: #""showVault""#),
                              saying: ["route 'vault' shows 'Vault', marked clinicalAccess, but requires only login"])
    }

    func testARouteThatRequiresNothingButShowsALoginScreenIsGateBypass() throws {
        let app = try FixtureApp(self)
        try app.plant("app.json", replacing: #""requires": "none", "present": "About""#, with: #""requires": "none", "present": "Item""#)
        try assertOnlyFinding(app, .gateBypass, at: try app.location(of: #""none""#, in: "app.json"),
                              saying: ["route 'about' shows 'Item', marked login, but requires nothing: a link shows it without login"])
    }

    func testAGateBypassThroughAWorkflowBeforeItWaitsForLogin() throws {
        let app = try FixtureApp(self)
        try app.plant("app.json", replacing: #""tabs":"#, with: #""workflows": [{"name": "peek", "steps": [{"present": "Item"}, {"waitForLogin": true}]}], "tabs":"#)
        try app.plant("app.json", replacing: #"{"pattern": "about", "event": "showAbout", "requires": "none", "present": "About"}"#,
                      with: #"{"pattern": "about", "event": "showAbout", "requires": "none", "workflow": "peek"}"#)
        try assertOnlyFinding(app, .gateBypass, at: try app.location(of: #""none""#, in: "app.json"), saying: ["shows 'Item', marked login"])
    }

    func testAnUnknownKeyIsAASASyntaxAndTheComponentStillCounts() throws {
        let app = try FixtureApp(self)
        try app.plant("App/example.com.aasa.json", replacing: #"{"/": "/about"}"#, with: #"{"/": "/about", "exlude": true}"#)
        try assertOnlyFinding(app, .aasaSyntax, at: try app.location(of: #""exlude""#, in: "App/example.com.aasa.json"),
                              saying: ["components[2].exlude: unknown key 'exlude' in a component (did you mean 'exclude'?)"])
    }

    /// Issue 24, item 3: `paths` kept for older systems beside `components` (as WWDC19 recommends) is valid.
    func testLegacyPathsBesideComponentsAreANoteAndRunsFollowTheComponents() throws {
        let app = try FixtureApp(self)
        try app.plant("App/example.com.aasa.json", replacing: #""components": ["#, with: #""paths": ["NOT /items/*", "*"], "components": ["#)
        try assertOnlyFinding(app, .aasaPathsIgnored, at: try app.location(of: #"["NOT /items/*", "*"]"#, in: "App/example.com.aasa.json"),
                              saying: ["$.applinks.details[0].paths", "ignore the legacy 'paths'", "runs follow 'components'"])
        XCTAssertEqual(CheckRule.aasaPathsIgnored.severity, .note)
        var simulated = SimulatedApp(map: try app.map())
        simulated.logIn(as: "tester")
        XCTAssertEqual(simulated.open("https://example.com/items/7").description, "routed: showItem(id: 7)", "not the legacy NOT /items/*")
        XCTAssertEqual(simulated.open("https://example.com/home"), .openedInBrowser(reason: "example.com AASA: no component matches /home"),
                       "not the legacy *")
    }

    func testAWrongTypeIsAASASyntaxAndLeavesTheComponentOut() throws {
        let app = try FixtureApp(self)
        try app.plant("App/example.com.aasa.json", replacing: #"{"/": "/items/*"}"#, with: #"{"/": "/items/*", "caseSensitive": "no"}"#)
        let found = try app.findings()
        // The component is left out, so the route it let through is not covered either.
        XCTAssertEqual(found.map(\.rule), [.aasaSyntax, .routeNotInAASA], "\(found)")
        XCTAssertEqual(found.first?.location.description, try app.location(of: #""no""#, in: "App/example.com.aasa.json"))
        XCTAssertTrue(found.first?.message.contains("caseSensitive is true or false, found a string; the component is left out") == true)
    }

    func testUniversalLinkHostsThatDifferFromTheEntitlementsAreAppJSONDisagrees() throws {
        let app = try FixtureApp(self)
        try app.plant("app.json", replacing: #""infoPlist":"#, with: #""universalLinkHosts": ["example.org"], "infoPlist":"#)
        try assertOnlyFinding(app, .appJSONDisagrees, at: try app.location(of: #"["example.org"]"#, in: "app.json"),
                              saying: ["'example.org'", "'example.com'", "runs follow"])
        // Runs follow the entitlements.
        XCTAssertEqual(try app.map().universalLinkHosts, ["example.com"])
    }

    func testAnAASAForADomainTheAppDoesNotClaimIsAppJSONDisagrees() throws {
        let app = try FixtureApp(self)
        try app.plant("app.json", replacing: #"{"example.com": "App/example.com.aasa.json"}"#,
                      with: #"{"example.com": "App/example.com.aasa.json", "example.org": "App/example.com.aasa.json"}"#)
        try assertOnlyFinding(app, .appJSONDisagrees, at: try app.location(of: #""App/"#, in: "app.json", after: #""example.org""#),
                              saying: ["example.org is not an associated domain"])
    }

    func testSchemesListedInAnotherOrderAreAppJSONDisagrees() throws {
        let app = try FixtureApp(self)
        try app.plant("App/Info.plist", replacing: "<string>example</string>", with: "<string>example</string>\n<string>example-beta</string>")
        try app.plant("app.json", replacing: #""schemes": ["example"]"#, with: #""schemes": ["example-beta", "example"]"#)
        try assertOnlyFinding(app, .appJSONDisagrees, at: try app.location(of: #"["example-beta""#, in: "app.json"),
                              saying: ["another order"])
        XCTAssertEqual(try app.map().schemes, ["example", "example-beta"], "runs follow the Info.plist")
    }

    /// Issue 24, item 4: the map loads (as Xcode builds the app) and check notes the unset setting.
    func testAnUnsetBuildSettingIsANoteAtTheStringThatUsesIt() throws {
        let app = try FixtureApp(self)
        try app.plant("App/Info.plist", replacing: "$(PRODUCT_BUNDLE_IDENTIFIER)", with: "${PRODUCT_BUNDLE_IDENTIFIER}${BUNDLE_ID_SUFFIX}")
        try assertOnlyFinding(app, .buildSettingUnset, at: try app.location(of: "<string>${PRODUCT", in: "App/Info.plist"),
                              saying: ["$.CFBundleIdentifier: the build setting BUNDLE_ID_SUFFIX in '${PRODUCT_BUNDLE_IDENTIFIER}${BUNDLE_ID_SUFFIX}'",
                                       "expands to nothing"])
        XCTAssertEqual(CheckRule.buildSettingUnset.severity, .note)
    }

    /// Issue 24, item 5: right in a Debug build's entitlements, wrong in a release build's; a note.
    func testADeveloperModeDomainIsANoteAtItsEntry() throws {
        let app = try FixtureApp(self)
        try app.plant("App/App.entitlements", replacing: "applinks:example.com", with: "applinks:example.com?mode=developer")
        try assertOnlyFinding(app, .developerModeDomain, at: try app.location(of: "<string>applinks", in: "App/App.entitlements"),
                              saying: ["applinks:example.com with ?mode=developer", "Associated Domains Development mode",
                                       "a build installed from the App Store ignores it"])
        XCTAssertEqual(CheckRule.developerModeDomain.severity, .note)
    }

    /// Issue 24, item 6: the route's own link has no trailing slash, and `/concierge/*` needs one.
    func testARouteIsJudgedByItsOwnLinkNotByALinkWithATrailingSlash() throws {
        let app = try FixtureApp(self)
        try app.plant("App/example.com.aasa.json", replacing: #"{"/": "/about"}"#, with: #"{"/": "/about"}, {"/": "/concierge/*"}"#)
        try app.plant("app.json", replacing: #"{"pattern": "vault","#,
                      with: #"{"pattern": "concierge", "event": "showConcierge", "present": "About"}, {"pattern": "vault","#)
        try assertOnlyFinding(app, .routeNotInAASA, at: try app.location(of: #""concierge""#, in: "app.json"),
                              saying: ["route 'concierge'", "(https://example.com/concierge: example.com AASA: no component matches /concierge)"])
        var simulated = SimulatedApp(map: try app.map())
        simulated.logIn(as: "tester")
        XCTAssertEqual(simulated.open("https://example.com/concierge"), .openedInBrowser(reason: "example.com AASA: no component matches /concierge"))
        XCTAssertEqual(simulated.open("https://example.com/concierge/").description, "routed: showConcierge")
    }

    /// Issue 24, item 8: in real Info.plists the first scheme is often a login provider's callback.
    func testAThirdPartyCallbackAsTheDeepLinkSchemeIsAFindingUntilAppJSONNamesTheAppsOwn() throws {
        let app = try FixtureApp(self)
        try app.plant("App/Info.plist", replacing: "<string>example</string>", with: "<string>fb1234567890</string>\n<string>example</string>")
        try app.plant("app.json", replacing: #""schemes": ["example"]"#, with: #""schemes": ["fb1234567890", "example"]"#)
        try assertOnlyFinding(app, .thirdPartyScheme, at: try app.location(of: "<string>fb", in: "App/Info.plist"),
                              saying: ["would use 'fb1234567890', the first scheme of", "looks like Facebook Login's callback scheme",
                                       "deepLinkScheme"])
        try app.plant("app.json", replacing: #""schemes": ["#, with: #""deepLinkScheme": "example", "schemes": ["#)
        XCTAssertEqual(try app.findings(), [])
        XCTAssertEqual(try app.map().deepLinkScheme, "example")
    }

    func testTheCallbackSchemesOfLoginProvidersAreRecognised() {
        for scheme in ["fb1234567890", "fb1234567890lite", "com.googleusercontent.apps.123-abc", "msauth.com.example.app", "db-abc123",
                       "twitterkit-abc", "amzn-com.example.app", "vk123", "wx0123456789abcdef", "tencent123", "kakao0123abcd",
                       "pdk123", "line3rdp.com.example.app", "com.example.app.auth0"] {
            XCTAssertNotNil(SchemeRules.callbackProvider(of: scheme), scheme)
        }
        for scheme in ["example", "facebook", "fbapp", "com.example.app", "wxyz", "kakaotalk", "vkontakte", "dropbox"] {
            XCTAssertNil(SchemeRules.callbackProvider(of: scheme), scheme)
        }
    }

    /// Issue 24, item 12: an AASA file named for two domains gives each finding once.
    func testAFileNamedForTwoDomainsGivesEachFindingOnce() throws {
        let app = try FixtureApp(self)
        try app.plant("App/App.entitlements", replacing: "<string>webcredentials:example.com</string>",
                      with: "<string>applinks:www.example.com</string>")
        try app.plant("app.json", replacing: #"{"example.com": "App/example.com.aasa.json"}"#,
                      with: #"{"example.com": "App/example.com.aasa.json", "www.example.com": "App/example.com.aasa.json"}"#)
        try app.plant("App/example.com.aasa.json", replacing: #"{"/": "/about"}"#, with: #"{"/": "/about", "exlude": true}"#)
        XCTAssertEqual(try app.findings().map(\.rule), [.aasaSyntax])
    }

    /// Issue 24, item 12: `App/../App/Info.plist` is shown as `App/Info.plist`.
    func testPathsInFindingsAreNormalised() throws {
        let app = try FixtureApp(self)
        try app.plant("app.json", replacing: #""infoPlist": "App/Info.plist""#, with: #""infoPlist": "./App/../App//Info.plist""#)
        try app.plant("app.json", replacing: #""schemes": ["example"]"#, with: #""schemes": ["exampel"]"#)
        let found = try app.findings()
        XCTAssertEqual(found.count, 2, "\(found)")
        for finding in found { XCTAssertTrue(finding.message.contains(" \(app.shown("App/Info.plist"))"), finding.message) }
        XCTAssertEqual(try app.document().files?.infoPlist?.file, app.shown("App/Info.plist"))
    }
}
