import AppSimulation
import AppTestSupport
import XCTest

/// Messages, Mail and Notes; an in-app browser's first page; a web view; the app
/// opening a link itself, with and without `universalLinksOnly`; a Smart App
/// Banner. On the demo app, logged in.
final class OtherAppEntryPointTests: XCTestCase {
    func testMessagesMailAndNotesHandTheLinkToTheOS() throws {
        for channel in [OpeningChannel.messages, .mail, .notes] {
            var app = try DemoApp.loggedIn()
            XCTAssertEqual(app.open("https://babylon.example/chat", via: channel), .routed(RoutingEvent("showChat")), "\(channel)")
            XCTAssertEqual(app.open("https://babylon.example/records/1", via: channel),
                           .openedInBrowser(reason: #"babylon.example AASA: component 3 "/records/*" excludes"#), "\(channel)")
            XCTAssertEqual(app.open("nope://chat", via: channel), .notOpened(reason: "the scheme 'nope' is not registered by this app"))
        }
    }

    func testAnInAppBrowsersFirstPageNeverOpensAnApp() throws {
        var app = try DemoApp.loggedIn()
        XCTAssertEqual(app.open("https://babylon.example/chat", via: .inAppBrowser), .openedInBrowser(
            reason: "the first page of an in-app browser (SFSafariViewController) stays on the web: it never opens an app"))
        XCTAssertEqual(app.open("babylon://chat", via: .inAppBrowser),
                       .notOpened(reason: "an in-app browser (SFSafariViewController) opens only http and https URLs"))
        XCTAssertEqual(app.selectedTabName, "home")
    }

    func testAWebViewsNavigationOpensTheAppButNotACustomScheme() throws {
        var app = try DemoApp.loggedIn()
        XCTAssertEqual(app.open("https://babylon.example/chat", via: .webView), .routed(RoutingEvent("showChat")))
        guard case .notOpened = app.open("babylon://profile", via: .webView) else { return XCTFail("\(app.events)") }
        XCTAssertEqual(app.open("https://news.example/a", via: .webView),
                       .openedInBrowser(reason: "this app claims no universal links on host 'news.example'"))
    }

    func testTheAppOpeningItsOwnUniversalLinkGetsSafari() throws {
        var app = try DemoApp.loggedIn()
        XCTAssertEqual(app.open("https://babylon.example/chat", via: .appItself),
                       .openedInBrowser(reason: "UIApplication.open on the app's own universal link opens Safari, not the app"))
        XCTAssertEqual(app.open("https://news.example/a", via: .appItself),
                       .openedInBrowser(reason: "UIApplication.open: no app claims it, so Safari opens it"))
        XCTAssertEqual(app.open("babylon://chat", via: .appItself), .routed(RoutingEvent("showChat")))
        XCTAssertEqual(app.open("nope://chat", via: .appItself), .notOpened(reason: "the scheme 'nope' is not registered by this app"))
    }

    func testWithUniversalLinksOnlyNothingOpensAndTheCallReportsFalse() throws {
        var app = try DemoApp.loggedIn()
        let before = app.screenStack
        XCTAssertEqual(app.open("https://babylon.example/chat", via: .appItselfUniversalLinksOnly), .notOpened(
            reason: "UIApplication.open with universalLinksOnly reports false: it is the app's own universal link, which the system does not hand back to the app"))
        XCTAssertEqual(app.open("https://news.example/a", via: .appItselfUniversalLinksOnly),
                       .notOpened(reason: "UIApplication.open with universalLinksOnly reports false: no installed app claims it"))
        XCTAssertEqual(app.open("babylon://chat", via: .appItselfUniversalLinksOnly),
                       .notOpened(reason: "UIApplication.open with universalLinksOnly reports false: it is not a universal link"))
        XCTAssertEqual(app.screenStack, before)
    }

    func testAnAppThatIsNotRunningOpensNothing() throws {
        var app = SimulatedApp(map: try DemoApp.map())
        XCTAssertEqual(app.open("babylon://chat", via: .appItself), .notOpened(reason: "the app is not running, so it opens nothing"))
        XCTAssertFalse(app.isRunning)
    }

    func testASmartAppBannersArgumentArrivesAsAnOpenedURL() throws {
        var app = try DemoApp.loggedIn()
        XCTAssertEqual(app.open("https://babylon.example/records/", via: .smartAppBanner).description, "awaiting the password for showHealthRecords",
                       "an opened URL: the AASA, which keeps /records/* on the web, is not asked")
        let arrived = app.events.compactMap { if case .linkDelivered(_, let api) = $0 { return api.name } else { return nil } }
        XCTAssertEqual(arrived, ["scene(_:openURLContexts:)"])
    }
}

private extension SimulatedApp {
    var selectedTabName: String? { SimulatedAppView(self).selectedTab }
}
