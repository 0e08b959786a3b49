import AppFiles
import AppSimulation
import XCTest

/// Which AASA governs a domain of the entitlements, as Apple's TN3155
/// ("Understand applinks configuration and rules") says, and domains the OS
/// honours only in Associated Domains Development mode: the reproductions of
/// issue 24, items 1 and 5.
final class AssociatedDomainsTests: XCTestCase {
    /// The fixture app with these `applinks:` entries, one AASA named for
    /// `example.com` with these components, and these routes.
    private func app(domains: [String], components: String, routes: String) throws -> FixtureApp {
        let app = try FixtureApp(self)
        try app.plant("App/App.entitlements", replacing: "<string>applinks:example.com</string>",
                      with: domains.map { "<string>applinks:\($0)</string>" }.joined(separator: "\n\t\t"))
        try app.write("App/example.com.aasa.json", #"""
            {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [\#(components)]}]}}
            """#)
        try app.plant("app.json", replacing: #"""
                {"pattern": "items/{id:int}", "event": "showItem", "present": "Item"},
                {"pattern": "vault", "event": "showVault", "requires": "clinicalAccess", "present": "Vault"},
                {"pattern": "about", "event": "showAbout", "requires": "none", "present": "About"},
            """#, with: routes)
        return app
    }

    private func loggedIn(_ app: FixtureApp) throws -> SimulatedApp {
        var simulated = SimulatedApp(map: try app.map())
        simulated.launch()
        simulated.logIn(as: "tester")
        return simulated
    }

    private let tagAndRedirect = #"""
            {"pattern": "tag/{id}", "event": "showTag", "present": "Item"},
            {"pattern": "redirect/{page}", "event": "showRedirect", "present": "About"},
        """#

    func testASubdomainClaimedThroughAWildcardFollowsTheRootDomainsAASA() throws {
        let fixture = try app(domains: ["example.com", "*.example.com"], components: #"{"/": "/tag/*"}"#, routes: tagAndRedirect)
        var app = try loggedIn(fixture)
        XCTAssertEqual(app.open("https://www.example.com/tag/1").description, #"routed: showTag(id: "1")"#)
        XCTAssertEqual(app.open("https://www.example.com/redirect/x"),
                       .openedInBrowser(reason: "example.com AASA: no component matches /redirect/x"),
                       "the root's AASA decides, not the routes")
        XCTAssertEqual(app.open("https://example.com/redirect/x"), .openedInBrowser(reason: "example.com AASA: no component matches /redirect/x"))

        let found = AppCheck.findings(in: try fixture.document())
        XCTAssertEqual(found.map(\.rule), [.routeNotInAASA], "no domain-without-aasa: \(found)")
        XCTAssertTrue(found.first?.message.contains("route 'redirect/{page}'") == true, "\(found)")
    }

    func testTheRootsFileServesAWildcardTheAppDoesNotClaimTheRootFor() throws {
        let fixture = try app(domains: ["*.example.com"], components: #"{"/": "/tag/*"}"#, routes: tagAndRedirect)
        var app = try loggedIn(fixture)
        XCTAssertEqual(app.open("https://shop.example.com/tag/2").description, #"routed: showTag(id: "2")"#)
        XCTAssertEqual(app.open("https://example.com/tag/2"), .openedInBrowser(reason: "this app claims no universal links on host 'example.com'"))
        XCTAssertEqual(AppCheck.findings(in: try fixture.document()).map(\.rule), [.routeNotInAASA],
                       "the file named for example.com applies: no app-json-disagrees, no domain-without-aasa")
    }

    func testASubdomainNamedInTheEntitlementsNeedsItsOwnFile() throws {
        let fixture = try app(domains: ["example.com", "*.example.com", "www.example.com"], components: #"{"/": "/tag/*"}"#,
                              routes: tagAndRedirect)
        let found = AppCheck.findings(in: try fixture.document()).filter { $0.rule == .domainWithoutAASA }
        XCTAssertEqual(found.map(\.location.description), [try fixture.location(of: "<string>applinks:www", in: "App/App.entitlements")])
        XCTAssertTrue(found.first?.message.contains("no apple-app-site-association is named for www.example.com") == true, "\(found)")
        // Without a file of its own, its links follow the routes, as for any domain without an AASA.
        var app = try loggedIn(fixture)
        XCTAssertEqual(app.open("https://www.example.com/redirect/x").description, #"routed: showRedirect(page: "x")"#)
    }

    func testAWildcardWithoutItsRootsFileIsDomainWithoutAASA() throws {
        let fixture = try app(domains: ["*.shop.example.com"], components: #"{"/": "/tag/*"}"#, routes: tagAndRedirect)
        let found = AppCheck.findings(in: try fixture.document())
        XCTAssertEqual(found.map(\.rule), [.domainWithoutAASA, .appJSONDisagrees], "\(found)")
        XCTAssertTrue(found.first?.message.contains("named for shop.example.com (whose file serves *.shop.example.com)") == true, "\(found)")
        XCTAssertTrue(found.last?.message.contains("example.com is not an associated domain") == true, "\(found)")
    }

    func testADeveloperModeDomainOpensNothingUntilTheModeIsOn() throws {
        let fixture = try app(domains: ["example.com?mode=developer"], components: #"{"/": "/tag/*"}"#, routes: tagAndRedirect)
        var app = try loggedIn(fixture)
        XCTAssertEqual(app.open("https://example.com/tag/3"),
                       .openedInBrowser(reason: "applinks:example.com?mode=developer is honoured only in Associated Domains Development mode, which is off"))
        XCTAssertEqual(app.open("https://example.com/tag/3", via: .inApp).description, #"routed: showTag(id: "3")"#,
                       "in-app links are the app's own business")
        app.associatedDomainsDevelopmentMode = true
        XCTAssertEqual(app.open("https://example.com/tag/4").description, #"routed: showTag(id: "4")"#)
        XCTAssertEqual(SimulatedApp(map: try fixture.map()).handOver(of: "https://example.com/tag/1"),
                       .refused("the browser opens it: applinks:example.com?mode=developer is honoured only in Associated Domains Development mode, which is off"))

        let found = AppCheck.findings(in: try fixture.document()).filter { $0.rule != .routeNotInAASA }
        XCTAssertEqual(found.map(\.description), [
            "\(try fixture.location(of: "<string>applinks", in: "App/App.entitlements")): note: developer-mode-domain: applinks:example.com "
                + "with ?mode=developer works only on a device in Associated Domains Development mode; a build installed from the App Store "
                + "ignores it (runs: 'Given associated domains development mode is on')",
        ])
    }

    func testADomainAlsoListedWithoutTheModeIsAnOrdinaryOne() throws {
        let fixture = try app(domains: ["example.com?mode=developer", "example.com"], components: #"{"/": "/tag/*"}"#, routes: tagAndRedirect)
        var app = try loggedIn(fixture)
        XCTAssertEqual(app.open("https://example.com/tag/5").description, #"routed: showTag(id: "5")"#)
        XCTAssertEqual(AppCheck.findings(in: try fixture.document()).filter { $0.rule == .developerModeDomain }.count, 1,
                       "the developer-mode entry is still noted")
    }
}
