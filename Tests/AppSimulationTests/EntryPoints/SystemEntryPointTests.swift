import AppSimulation
import AppTestSupport
import XCTest

/// Notifications, widgets, shortcuts, QR codes, Spotlight and Handoff on the demo
/// app (scenes; payload key `deeplink`; Handoff from babylon.example, whose AASA
/// lists the app under `activitycontinuation`).
final class SystemEntryPointTests: XCTestCase {
    func testANotificationFromAColdStartArrivesOnceLaunchedAndWaitsForLogin() throws {
        var app = SimulatedApp(map: try DemoApp.map())
        XCTAssertEqual(app.open("babylon://somescreen/4", via: .pushNotification).description,
                       "pending: waiting for login (route 'somescreen/{id:int}' needs login; policy latest)")
        let launched = try XCTUnwrap(app.events.firstIndex(of: .launched(coldStartBy: "babylon://somescreen/4")))
        guard case .linkDelivered = app.events[launched + 1] else { return XCTFail("\(app.events)") }
        app.logIn(as: "mock user")
        XCTAssertEqual(app.visibleScreen, Screen("Some Screen", context: ["id": "4"]))
    }

    func testANotificationsLinkNeedsNoRegisteredSchemeAndMayBeAnIntentPath() throws {
        var app = try DemoApp.loggedIn()
        XCTAssertEqual(app.open("chat", via: .pushNotification), .routed(RoutingEvent("showChat")))
        XCTAssertEqual(app.open("other://profile", via: .pushNotification), .routed(RoutingEvent("showProfile")),
                       "the app's own code routes the payload's link, as the in-app router does")
    }

    func testAPayloadWithoutTheKeyOpensTheAppAndNoLink() throws {
        var app = SimulatedApp(map: try DemoApp.map())
        let outcome = app.openNotification(withoutLink: #"{"url": "babylon://chat"}"#, key: "deeplink")
        XCTAssertEqual(outcome, .ignored(reason: "the notification's payload has no 'deeplink' string, the key the app reads its link from"))
        XCTAssertTrue(app.isRunning)
        XCTAssertEqual(app.visibleScreen?.name, "Login")
    }

    func testAWidgetsURLOpensInItsAppWhateverTheScheme() throws {
        var app = try DemoApp.loggedIn()
        XCTAssertEqual(app.open("babylon://chat", via: .widget), .routed(RoutingEvent("showChat")))
        XCTAssertEqual(app.open("unregistered://profile", via: .widget), .routed(RoutingEvent("showProfile")),
                       "no OS lookup of the scheme: the widget's own app receives it")
        guard case .notOpened = app.open("chat", via: .widget) else { return XCTFail("a widget's URL is a full URL") }
    }

    func testAShortcutOpensOnlyUniversalLinksTheAASALetsThrough() throws {
        var app = try DemoApp.loggedIn()
        XCTAssertEqual(app.open("https://babylon.example/chat", via: .shortcut), .routed(RoutingEvent("showChat")))
        XCTAssertEqual(app.open("https://babylon.example/records/1", via: .shortcut),
                       .openedInBrowser(reason: #"babylon.example AASA: component 3 "/records/*" excludes"#))
        XCTAssertEqual(app.open("babylon://chat", via: .shortcut),
                       .notOpened(reason: "OpenURLIntent opens universal links: 'babylon://chat' is not an http or https URL"))
    }

    func testAQRCodeFollowsTheOSRulesAndTheUsersSafariChoice() throws {
        var app = try DemoApp.loggedIn()
        XCTAssertEqual(app.open("babylon://settings", via: .qrCode).description, "routed: showSettings")
        XCTAssertEqual(app.open("nope://settings", via: .qrCode), .notOpened(reason: "the scheme 'nope' is not registered by this app"))
        app.chooseToOpenLinks(ofHost: "babylon.example", inSafari: true)
        XCTAssertEqual(app.open("https://babylon.example/chat", via: .qrCode),
                       .openedInBrowser(reason: "the user chose to open babylon.example links in Safari"))
    }

    func testASpotlightResultRoutesTheItemsIdentifierWithoutTheOS() throws {
        var app = try DemoApp.loggedIn()
        XCTAssertEqual(app.open("product/sku-1", via: .spotlight), .routed(RoutingEvent("showProduct", [.init("id", .string("sku-1"))])))
        app.chooseToOpenLinks(ofHost: "babylon.example", inSafari: true)
        XCTAssertEqual(app.open("https://babylon.example/chat", via: .spotlight), .routed(RoutingEvent("showChat")),
                       "the user's Safari choice is for tapped universal links")
    }

    func testHandoffContinuesInTheAppOnlyFromADomainAssociatedForActivityContinuation() throws {
        var app = try DemoApp.loggedIn()
        XCTAssertEqual(app.open("https://babylon.example/records/", via: .handoff).description, "awaiting the password for showHealthRecords",
                       "Handoff does not consult the applinks components")
        var other = try DemoApp.loggedIn()
        XCTAssertEqual(other.open("https://news.example/a", via: .handoff), .openedInBrowser(
            reason: "news.example is not associated for activitycontinuation: the entitlements list no activitycontinuation:news.example: "
                + "the page continues in Safari"))
        guard case .notOpened = other.open("babylon://chat", via: .handoff) else { return XCTFail("Handoff continues web pages") }
    }

    func testHandoffWithoutTheEntitlementContinuesInSafari() throws {
        var map = try DemoApp.map()
        map.entryPoints.associatedDomains?[.activityContinuation] = []
        var app = SimulatedApp(map: map)
        app.launch()
        guard case .openedInBrowser = app.open("https://babylon.example/chat", via: .handoff) else { return XCTFail("\(app.events)") }
    }
}

/// Issue 37, item 7: an NFC tag read in the background delivers its link as a
/// browsing activity, like a tapped universal link.
final class NFCTagEntryPointTests: XCTestCase {
    func testAUniversalLinkOnATagOpensTheAppAsABrowsingActivity() throws {
        var app = try DemoApp.loggedIn()
        XCTAssertEqual(app.open("https://babylon.example/chat", via: .nfcTag), .routed(RoutingEvent("showChat")))
        let delivered = app.events.compactMap { if case .linkDelivered(_, let api) = $0 { return api.carrier } else { return nil } }
        XCTAssertEqual(delivered.last?.hasSuffix("NSUserActivityTypeBrowsingWeb"), true, "\(app.events)")
    }

    func testATagFollowsTheAASAAndTheUsersSafariChoice() throws {
        var app = try DemoApp.loggedIn()
        XCTAssertEqual(app.open("https://babylon.example/records/1", via: .nfcTag),
                       .openedInBrowser(reason: #"babylon.example AASA: component 3 "/records/*" excludes"#))
        app.chooseToOpenLinks(ofHost: "babylon.example", inSafari: true)
        XCTAssertEqual(app.open("https://babylon.example/chat", via: .nfcTag),
                       .openedInBrowser(reason: "the user chose to open babylon.example links in Safari"))
    }

    func testACustomSchemeOnATagOpensNoApp() throws {
        var app = try DemoApp.loggedIn()
        XCTAssertEqual(app.open("babylon://chat", via: .nfcTag), .notOpened(
            reason: "background NFC tag reading opens an app only by a universal link: a 'babylon' URL on a tag opens no app"))
    }
}
