import AppFiles
import AppSimulation
import XCTest

/// The simulated OS opens https links by Apple's rules: with an AASA for the host,
/// only what its components let through opens the app, and the log names the
/// component that decided; Safari and the user's choices keep links in the browser.
final class UniversalLinkDecisionTests: XCTestCase {
    private func loggedIn(_ app: FixtureApp) throws -> SimulatedApp {
        var simulated = SimulatedApp(map: try app.map())
        simulated.launch()
        simulated.logIn(as: "tester")
        return simulated
    }

    func testALinkTheAASALetsThroughOpensTheAppAndTheLogSaysWhy() throws {
        var app = try loggedIn(try FixtureApp(self))
        let outcome = app.open("https://example.com/items/7")
        XCTAssertEqual(outcome.description, "routed: showItem(id: 7)")
        XCTAssertTrue(app.events.contains(.universalLinkVerified(link: "https://example.com/items/7",
                                                                 rule: #"example.com AASA: component 1 "/items/*" lets it through"#)))
    }

    func testAnExcludedPathStaysInTheBrowserThoughARouteHandlesIt() throws {
        let fixture = try FixtureApp(self)
        try fixture.plant("App/example.com.aasa.json", replacing: #"{"/": "/items/*"}"#, with: #"{"/": "/items/9*", "exclude": true}, {"/": "/items/*"}"#)
        var app = try loggedIn(fixture)
        XCTAssertEqual(app.open("https://example.com/items/90"),
                       .openedInBrowser(reason: #"example.com AASA: component 1 "/items/9*" excludes"#))
        XCTAssertEqual(app.visibleScreen?.name, "Home")
        XCTAssertEqual(app.open("https://example.com/items/1").description, "routed: showItem(id: 1)")
    }

    func testAPathNoComponentMatchesStaysInTheBrowser() throws {
        var app = try loggedIn(try FixtureApp(self))
        XCTAssertEqual(app.open("https://example.com/home"), .openedInBrowser(reason: "example.com AASA: no component matches /home"))
    }

    func testAPathTheAASALetsThroughButNoRouteHandlesOpensTheAppAndIsIgnored() throws {
        let fixture = try FixtureApp(self)
        try fixture.plant("App/example.com.aasa.json", replacing: #"{"/": "/about"}"#, with: #"{"/": "/about"}, {"/": "/blog/*"}"#)
        var app = try loggedIn(fixture)
        XCTAssertEqual(app.open("https://example.com/blog/2026"), .ignored(reason: "no route matches 'blog/2026'"))
    }

    func testAnAASAThatDoesNotListTheAppKeepsEveryLinkInTheBrowser() throws {
        let fixture = try FixtureApp(self)
        try fixture.plant("App/example.com.aasa.json", replacing: "ABCDE12345.com.example.app", with: "ABCDE12345.com.example.other")
        var app = try loggedIn(fixture)
        XCTAssertEqual(app.open("https://example.com/items/7"),
                       .openedInBrowser(reason: "example.com AASA: no details entry lists the app ID ABCDE12345.com.example.app"))
    }

    func testInAppLinksAreNotTheOSsBusiness() throws {
        let fixture = try FixtureApp(self)
        try fixture.plant("App/example.com.aasa.json", replacing: #"{"/": "/about"}"#, with: #"{"/": "/about", "exclude": true}"#)
        var app = try loggedIn(fixture)
        XCTAssertEqual(app.open("https://example.com/about"), .openedInBrowser(reason: #"example.com AASA: component 3 "/about" excludes"#))
        XCTAssertEqual(app.open("https://example.com/about", via: .inApp).description, "routed: showAbout")
    }

    func testATypedURLStaysInSafariButACustomSchemeOpensTheApp() throws {
        var app = try loggedIn(try FixtureApp(self))
        guard case .openedInBrowser = app.typeIntoSafari("https://example.com/items/7") else { return XCTFail("\(app.events)") }
        XCTAssertEqual(app.visibleScreen?.name, "Home")
        XCTAssertEqual(app.typeIntoSafari("example://items/7").description, "routed: showItem(id: 7)")
    }

    func testATapOnAPageOpensTheAppOnlyFromAnotherDomain() throws {
        var app = try loggedIn(try FixtureApp(self))
        XCTAssertEqual(app.tapLink("https://example.com/items/7", onPageOf: "EXAMPLE.com"),
                       .openedInBrowser(reason: "tapped on a page of example.com: a link to the page's own domain stays in the browser"))
        XCTAssertEqual(app.tapLink("https://example.com/items/7", onPageOf: "news.example.org").description, "routed: showItem(id: 7)")
        // The page's domain as the OS reads the link's host: escapes decoded.
        guard case .openedInBrowser = app.tapLink("https://example%2Ecom/items/7", onPageOf: "example.com") else {
            return XCTFail("\(app.events)")
        }
    }

    func testOpenInSafariHoldsUntilTheUserPicksTheAppAgain() throws {
        var app = try loggedIn(try FixtureApp(self))
        app.chooseToOpenLinks(ofHost: "example.com", inSafari: true)
        XCTAssertEqual(app.open("https://example.com/items/7"), .openedInBrowser(reason: "the user chose to open example.com links in Safari"))
        app.terminate()
        XCTAssertEqual(app.open("https://example.com/items/7"), .openedInBrowser(reason: "the user chose to open example.com links in Safari"),
                       "the OS remembers the choice, not the app")
        app.chooseToOpenLinks(ofHost: "example.com", inSafari: false)
        XCTAssertEqual(app.open("https://example.com/items/7").description, "routed: showItem(id: 7)")
        XCTAssertTrue(app.events.contains(.universalLinksRedirected(host: "example.com", toSafari: true)))
    }

    func testAWildcardDomainCoversSubdomainsWithTheAASANamedForIt() throws {
        let fixture = try FixtureApp(self)
        try fixture.plant("App/App.entitlements", replacing: "applinks:example.com", with: "applinks:*.example.com")
        try fixture.plant("app.json", replacing: #"{"example.com": "#, with: #"{"*.example.com": "#)
        var app = try loggedIn(fixture)
        XCTAssertEqual(app.open("https://shop.example.com/items/7").description, "routed: showItem(id: 7)")
        XCTAssertEqual(app.open("https://example.com/items/7"),
                       .openedInBrowser(reason: "this app claims no universal links on host 'example.com'"))
        XCTAssertEqual(AppCheck.findings(in: try fixture.document()), [])
    }
}
