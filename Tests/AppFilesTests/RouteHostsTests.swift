import AppFiles
import AppSimulation
import XCTest

/// Routes scoped to the domains they serve (`"hosts"`): redirect links only on
/// my.example.com, tags only on www.example.com. Runs route a universal link only
/// to routes for its host, and `check` judges each route by the AASA of the hosts
/// it serves. Issue 24, item 9.
final class RouteHostsTests: XCTestCase {
    private func app(myComponents: String) throws -> FixtureApp {
        let app = try FixtureApp(self)
        try app.plant("App/App.entitlements", replacing: "<string>applinks:example.com</string>",
                      with: "<string>applinks:www.example.com</string>\n\t\t<string>applinks:my.example.com</string>")
        let aasa = #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [COMPONENTS]}]}}"#
        try app.write("App/www.aasa.json", aasa.replacingOccurrences(of: "COMPONENTS", with: #"{"/": "/tag/*"}"#))
        try app.write("App/my.aasa.json", aasa.replacingOccurrences(of: "COMPONENTS", with: myComponents))
        try app.plant("app.json", replacing: #"{"example.com": "App/example.com.aasa.json"}"#,
                      with: #"{"www.example.com": "App/www.aasa.json", "my.example.com": "App/my.aasa.json"}"#)
        try app.plant("app.json", replacing: #"""
                {"pattern": "items/{id:int}", "event": "showItem", "present": "Item"},
                {"pattern": "vault", "event": "showVault", "requires": "clinicalAccess", "present": "Vault"},
                {"pattern": "about", "event": "showAbout", "requires": "none", "present": "About"},
            """#, with: #"""
                {"pattern": "tag/{id}", "event": "showTag", "present": "Item", "hosts": ["www.example.com"]},
                {"pattern": "redirect/{page}", "event": "showRedirect", "present": "About", "hosts": ["my.example.com"]},
            """#)
        return app
    }

    func testAUniversalLinkReachesOnlyTheRoutesForItsHost() throws {
        let fixture = try app(myComponents: #"{"/": "/redirect/*"}"#)
        var app = SimulatedApp(map: try fixture.map())
        app.logIn(as: "tester")
        XCTAssertEqual(app.open("https://www.example.com/tag/1").description, #"routed: showTag(id: "1")"#)
        XCTAssertEqual(app.open("https://my.example.com/redirect/x").description, #"routed: showRedirect(page: "x")"#)
        XCTAssertEqual(app.open("https://my.example.com/tag/1"), .openedInBrowser(reason: "my.example.com AASA: no component matches /tag/1"))
        XCTAssertEqual(app.open("example://tag/1").description, #"routed: showTag(id: "1")"#, "a custom-scheme link has no host to scope")
        XCTAssertEqual(app.resolution(of: "https://my.example.com/tag/1").description, "no event: no route matches 'tag/1'")
        XCTAssertEqual(AppCheck.findings(in: try fixture.document()), [], "each route is judged by the AASA of its own host")
    }

    func testAComponentThatLetsThroughWhatNoRouteOfItsHostHandlesIsAASAPathWithoutRoute() throws {
        let fixture = try app(myComponents: #"{"/": "/redirect/*"}, {"/": "/tag/*"}"#)
        var app = SimulatedApp(map: try fixture.map())
        app.logIn(as: "tester")
        XCTAssertEqual(app.open("https://my.example.com/tag/1"), .ignored(reason: "no route matches 'tag/1'"))
        let found = AppCheck.findings(in: try fixture.document())
        XCTAssertEqual(found.map(\.rule), [.aasaPathWithoutRoute], "\(found)")
        XCTAssertEqual(found.first?.location.description, try fixture.location(of: #"{"/": "/tag/*"}"#, in: "App/my.aasa.json"))
    }

    func testARouteIsCheckedAgainstTheAASAOfEachHostItServes() throws {
        let fixture = try app(myComponents: #"{"/": "/about"}"#)
        let found = AppCheck.findings(in: try fixture.document())
        XCTAssertEqual(found.map(\.rule), [.aasaPathWithoutRoute, .routeNotInAASA], "\(found)")
        XCTAssertTrue(found.last?.message.contains("route 'redirect/{page}' handles universal links the my.example.com AASA never lets open") == true,
                      "\(found)")
    }
}
