import AppFiles
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

    func testLegacyPathsMixedWithComponentsIsAASASyntax() throws {
        let app = try FixtureApp(self)
        try app.plant("App/example.com.aasa.json", replacing: #""components": ["#, with: #""paths": ["/items/*"], "components": ["#)
        try assertOnlyFinding(app, .aasaSyntax, at: try app.location(of: #"["/items/*"]"#, in: "App/example.com.aasa.json"),
                              saying: ["legacy 'paths' mixed with 'components'"])
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
}
