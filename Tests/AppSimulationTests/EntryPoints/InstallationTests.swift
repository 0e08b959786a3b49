import AppSimulation
import AppTestSupport
import XCTest

/// The app not installed: links meet its web pages, the App Store or its App
/// Clip; installed and opened, it receives the link kept for it by the map's
/// deferred-link method (the demo's pasteboard hand-off, behind the paste
/// prompt), or loses it.
final class InstallationTests: XCTestCase {
    private func notInstalled(_ configure: (inout AppMap) -> Void = { _ in }) throws -> SimulatedApp {
        var map = try DemoApp.map()
        configure(&map)
        var app = SimulatedApp(map: map)
        app.logIn(as: "mock user")
        app.removeApp()
        return app
    }

    func testRemovingTheAppEndsItsProcessAndItsSession() throws {
        var app = try DemoApp.loggedIn()
        app.removeApp()
        XCTAssertFalse(app.isRunning)
        XCTAssertFalse(app.session.isLoggedIn)
        XCTAssertFalse(app.entry.isInstalled)
        XCTAssertEqual(SimulatedAppView(app).stateDescription.split(separator: "\n").first, "app: not installed, logged out")
    }

    func testAUniversalLinkIsKeptOnTheWayToTheAppStoreAndArrivesOnFirstLaunch() throws {
        var app = try notInstalled()
        app.answerPastePrompt(allowing: true)
        XCTAssertEqual(app.open("https://babylon.example/somescreen/4", via: .messages), .openedAppStore(
            reason: "the app is not installed: its web page copies the link to the pasteboard and sends the user to the App Store"))
        try app.installAndOpen()
        XCTAssertEqual(app.pendingLinks.map(\.link), ["https://babylon.example/somescreen/4"])
        let received = app.events.filter { if case .linkReceived(_, .deferredLink) = $0 { return true } else { return false } }
        XCTAssertEqual(received.count, 1)
        app.logIn(as: "mock user")
        XCTAssertEqual(app.visibleScreen, Screen("Some Screen", context: ["id": "4"]))
        XCTAssertThrowsError(try app.installAndOpen(), "it is installed already")
    }

    func testWithoutPastingTheDeferredLinkIsLost() throws {
        var app = try notInstalled()
        app.answerPastePrompt(allowing: false)
        app.open("https://babylon.example/somescreen/4", via: .system)
        try app.installAndOpen()
        XCTAssertEqual(app.events.last, .linkDiscarded(link: "https://babylon.example/somescreen/4",
                                                       reason: "the deferred link is lost: the user did not allow pasting"))
        XCTAssertTrue(app.pendingLinks.isEmpty)
    }

    func testAnUnansweredPastePromptStopsTheInstallStep() throws {
        var app = try notInstalled()
        app.open("https://babylon.example/somescreen/4", via: .system)
        XCTAssertThrowsError(try app.installAndOpen()) { error in
            XCTAssertTrue((error as? SimulatedAppError)?.message.contains("say 'Given I allow pasting'") == true)
        }
        XCTAssertFalse(app.entry.isInstalled)
    }

    func testAnAttributionProviderHandsTheLinkOverWithoutAPrompt() throws {
        var app = try notInstalled { $0.entryPoints.deferredLinks = .attribution }
        XCTAssertEqual(app.open("https://babylon.example/somescreen/4", via: .system), .openedAppStore(
            reason: "the app is not installed: the attribution provider records the click and sends the user to the App Store"))
        try app.installAndOpen()
        XCTAssertEqual(app.pendingLinks.map(\.link), ["https://babylon.example/somescreen/4"])
        XCTAssertTrue(app.events.contains { if case .linkDelivered(_, let api) = $0 { return api.name == "the attribution provider's deferred link callback" }
                                            return false })
    }

    func testWithoutADeferredLinkMethodTheWebPageOpensAndTheLinkIsLost() throws {
        var app = try notInstalled { $0.entryPoints.deferredLinks = nil }
        XCTAssertEqual(app.open("https://babylon.example/somescreen/4", via: .system),
                       .openedInBrowser(reason: "the app is not installed: its web page opens"))
        try app.installAndOpen()
        XCTAssertEqual(app.visibleScreen?.name, "Login")
        XCTAssertTrue(app.pendingLinks.isEmpty)
    }

    func testNothingButATappedUniversalLinkOrABannerGetsAnywhereWhileNotInstalled() throws {
        var app = try notInstalled()
        XCTAssertEqual(app.open("babylon://chat", via: .system), .notOpened(reason: "the app is not installed: no app registers the scheme 'babylon'"))
        XCTAssertEqual(app.open("https://babylon.example/records/1", via: .system),
                       .openedInBrowser(reason: #"babylon.example AASA: component 3 "/records/*" excludes"#),
                       "a link the installed app would not open stays in the browser for the same reason")
        XCTAssertEqual(app.open("https://babylon.example/chat", via: .smartAppBanner),
                       .openedAppStore(reason: "the app is not installed: the banner leads to the App Store, and its app-argument is lost"))
        XCTAssertEqual(app.open("https://babylon.example/chat", via: .handoff),
                       .openedInBrowser(reason: "the app is not installed: the page continues in Safari"))
        for channel in [OpeningChannel.inApp, .pushNotification, .widget, .spotlight, .shortcut, .webView, .appItself, .deferredLink] {
            XCTAssertEqual(app.open("babylon://chat", via: channel), .notOpened(reason: "the app is not installed"), "\(channel)")
        }
        XCTAssertNil(app.entry.deferredLink, "the banner's argument is not kept")
    }

    func testAnInvocationURLOpensTheAppClipWhileTheFullAppIsNotInstalled() throws {
        var app = try notInstalled()
        XCTAssertEqual(app.open("https://babylon.example/appointments/3", via: .qrCode), .openedInAppClip(
            reason: "the full app is not installed: the App Clip com.babylon.demo.Clip opens with it (APActivationPayload.url)"))
        XCTAssertNil(app.entry.deferredLink)
        XCTAssertFalse(app.isRunning, "the Clip is not the full app")
        app.answerPastePrompt(allowing: true)
        try app.installAndOpen()
        app.logIn(as: "mock user")
        XCTAssertEqual(app.open("https://babylon.example/appointments/3", via: .qrCode).description, "routed: showAppointment(id: 3)",
                       "once the full app is installed, every invocation opens it")
    }

    func testAClipTheAASADoesNotListDoesNotOpenAndTheReasonSaysWhy() throws {
        var app = try notInstalled { $0.entryPoints.appClip?.appID = "ABCDE12345.com.babylon.other.Clip" }
        XCTAssertEqual(app.open("https://babylon.example/appointments/3", via: .qrCode), .openedAppStore(
            reason: "the app is not installed: its web page copies the link to the pasteboard and sends the user to the App Store "
                + "(not the App Clip: babylon.example is not associated for appclips: the babylon.example AASA's 'appclips' does not list ABCDE12345.com.babylon.other.Clip)"))
    }

    func testAURLThatIsNoInvocationURLDoesNotOpenTheClip() throws {
        var app = try notInstalled()
        guard case .openedAppStore = app.open("https://babylon.example/somescreen/3", via: .qrCode) else { return XCTFail("\(app.events)") }
    }
}
