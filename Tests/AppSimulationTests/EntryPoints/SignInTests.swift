import AppSimulation
import AppTestSupport
import XCTest

/// The web sign-in session's callback: it completes the session and never
/// reaches the router; an https callback needs `webcredentials` for its host.
final class SignInTests: XCTestCase {
    func testTheHttpsCallbackGoesToTheSessionNotTheRouter() throws {
        var app = try DemoApp.launched()
        let before = app.events.count
        XCTAssertEqual(app.open("https://babylon.example/auth/callback?code=1", via: .signInRedirect), .receivedBySignIn)
        XCTAssertEqual(Array(app.events[before...]), [
            .linkReceived(link: "https://babylon.example/auth/callback?code=1", channel: .signInRedirect),
            .signInCallbackReceived(link: "https://babylon.example/auth/callback?code=1"),
        ])
    }

    func testAnHttpsCallbackWithoutWebcredentialsFailsAsTheOSFailsIt() throws {
        var map = try DemoApp.map()
        map.entryPoints.associatedDomains?[.webCredentials] = []
        var app = SimulatedApp(map: map)
        XCTAssertEqual(app.open("https://babylon.example/auth/callback", via: .signInRedirect), .signInFailed(
            reason: "babylon.example is not associated for webcredentials: the entitlements list no webcredentials:babylon.example: "
                + "an https callback needs the webcredentials service for its host"))
    }

    func testACustomSchemeCallbackTakesAnyURLOfItsScheme() throws {
        var map = try DemoApp.map()
        map.entryPoints.signInCallback = .customScheme("babylon-auth")
        var app = SimulatedApp(map: map)
        XCTAssertEqual(app.open("Babylon-Auth://done?code=7", via: .signInRedirect), .receivedBySignIn)
        XCTAssertEqual(app.open("babylon://chat", via: .signInRedirect),
                       .openedInBrowser(reason: "the sign-in page loads it: the session waits for babylon-auth:"))
        XCTAssertFalse(app.isRunning, "the router never saw a thing")
    }

    func testAnotherPathOrHostLoadsInTheSignInPage() throws {
        var app = try DemoApp.launched()
        XCTAssertEqual(app.open("https://babylon.example/auth/callbacks", via: .signInRedirect),
                       .openedInBrowser(reason: "the sign-in page loads it: the session waits for https://babylon.example/auth/callback"))
        guard case .openedInBrowser = app.open("https://evil.example/auth/callback", via: .signInRedirect) else { return XCTFail() }
    }

    func testAnAppWithoutACallbackHasNoSession() throws {
        var app = SimulatedApp(map: try SmallMaps.tabsAndSettings())
        XCTAssertEqual(app.open("test://x", via: .signInRedirect),
                       .notOpened(reason: "the app map names no sign-in callback (entryPoints.signInCallback)"))
    }
}
