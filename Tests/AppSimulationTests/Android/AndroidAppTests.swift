import AppFiles
import AppSimulation
import AppTestSupport
import LinkSpecPlatform
import PlatformLinkRules
import XCTest

/// The demo app on an Android phone (Features/Android): which links the OS
/// hands to the app, and why, as the app's log says; Chrome's intents; the
/// build's signing certificate, "Open supported links", an app not installed;
/// the back button over the back stack.
final class AndroidAppTests: XCTestCase {
    private static let debug = SigningCertificate(name: "debug", fingerprint: Array(repeating: "0A", count: 32).joined(separator: ":"))!

    /// Logged in on the home tab, on Android; `debug` is a signing certificate
    /// app.json could name that the demo's assetlinks.json does not list.
    private func app(routing: RoutingFunction? = nil) throws -> SimulatedApp {
        var map = try DemoApp.map()
        map.android?.signingCertificates.append(Self.debug)
        var app = SimulatedApp(map: map, routing: routing, platform: .android)
        app.launch()
        app.logIn(as: "mock user")
        return app
    }

    private func lastReason(_ app: SimulatedApp) -> String { app.events.last.map(String.init(describing:)) ?? "" }

    func testAVerifiedWebLinkOpensTheAppAndTheLogNamesTheRule() throws {
        var app = try app()
        XCTAssertEqual(app.open("https://babylon.example/somescreen/42"), .routed(RoutingEvent("showSomeScreen", [.init("id", .int(42))])))
        let resolved = app.events.compactMap { if case .androidLinkResolved(_, let rule) = $0 { rule } else { nil } }
        XCTAssertEqual(resolved.count, 1)
        XCTAssertTrue(resolved[0].contains("babylon.example: verified by \(DemoApp.url.deletingLastPathComponent().path)/Android/assetlinks.json statement 1"), resolved[0])
        XCTAssertTrue(resolved[0].contains(#""play" certificate"#), resolved[0])
        XCTAssertTrue(resolved[0].contains(".MainActivity takes /somescreen/42"), resolved[0])
    }

    func testABuildSignedWithACertificateTheFileDoesNotListOpensTheBrowser() throws {
        var app = try app()
        try app.installBuild(signedWith: "debug")
        guard case .openedInBrowser(let reason) = app.open("https://babylon.example/somescreen/42") else {
            return XCTFail("\(app.events)")
        }
        XCTAssertTrue(reason.hasPrefix(#"babylon.example: \#(DemoApp.url.deletingLastPathComponent().path)/Android/assetlinks.json has no statement for the "debug" certificate (0A:0A:0A…)"#),
                      reason)
        XCTAssertTrue(reason.hasSuffix("Android 12 and later open unverified web links in the browser"), reason)
        XCTAssertEqual(app.open("babylon://somescreen/42"), .routed(RoutingEvent("showSomeScreen", [.init("id", .int(42))])),
                       "a custom scheme needs no verification")
    }

    func testAnUnknownCertificateNameIsRefusedWithASuggestion() throws {
        var app = try app()
        XCTAssertThrowsError(try app.installBuild(signedWith: "uplaod")) { error in
            XCTAssertEqual((error as? SimulatedAppError)?.message,
                           "app.json's signingCertificates has no 'uplaod' (did you mean 'upload'?); it names 'play', 'upload', 'debug'")
        }
    }

    func testWithOpenSupportedLinksOffWebLinksOpenTheBrowserAndCustomSchemesTheApp() throws {
        var app = try app()
        try app.setOpensSupportedLinks(false)
        XCTAssertEqual(app.open("https://babylon.example/somescreen/42"),
                       .openedInBrowser(reason: #"the user turned off "Open supported links" for the app: babylon.example links open in the browser"#))
        XCTAssertEqual(app.open("otherprefix://somescreen/1"), .routed(RoutingEvent("showSomeScreen", [.init("id", .int(1))])))
    }

    func testLinksNoFilterTakesOpenTheBrowserOrNothing() throws {
        var app = try app()
        XCTAssertEqual(app.open("https://babylon.example/records/7"),
                       .openedInBrowser(reason: "no intent filter of the app takes https://babylon.example/records/7"))
        XCTAssertEqual(app.open("babylonx://homepage"), .notOpened(reason: "no intent filter of the app takes babylonx: links"))
        XCTAssertEqual(app.open("somescreen/42"), .notOpened(reason: "'somescreen/42' has no scheme; Android opens only full URLs"))
    }

    func testWithoutTheAppNoLinkOpensIt() throws {
        var app = try app()
        app.removeApp()
        XCTAssertFalse(app.isRunning)
        XCTAssertEqual(app.open("https://babylon.example/somescreen/42"), .openedInBrowser(reason: "the app is not installed"))
        XCTAssertEqual(app.open("babylon://somescreen/42"), .notOpened(reason: "the app is not installed"))
        var iPhone = SimulatedApp(map: try DemoApp.map())
        iPhone.removeApp()
        XCTAssertEqual(iPhone.open("babylon://somescreen/42"), .notOpened(reason: "the app is not installed: no app registers the scheme 'babylon'"), "on iOS too")
    }

    func testAnIOSOnlyEntryPointOpensNothingOnAndroid() throws {
        var app = try app()
        XCTAssertEqual(app.open("https://babylon.example/somescreen/42", via: .widget),
                       .notOpened(reason: "the widget entry point is simulated on iOS only (tag the scenario @ios)"))
        app.launch()
        if case .notOpened = app.open("somescreen/42", via: .inApp) { XCTFail("the in-app router is the app's own, on Android too") }
    }

    func testTheAppsRoutingFunctionGetsTheLinkAChromeIntentCarries() throws {
        let seen = Locked<[IncomingLink]>([])
        var app = try app { link in
            seen.withLock { $0.append(link) }
            return RoutingEvent("showSomeScreen", [.init("id", .int(7))])
        }
        let intent = "intent://babylon.example/somescreen/7#Intent;scheme=https;package=com.babylon.demo;end"
        XCTAssertEqual(app.open(intent), .routed(RoutingEvent("showSomeScreen", [.init("id", .int(7))])))
        XCTAssertEqual(seen.withLock { $0 }.map(\.url.absoluteString), ["https://babylon.example/somescreen/7"])
        XCTAssertEqual(seen.withLock { $0 }.map(\.channel), [.universalLink])
        XCTAssertTrue(app.events.contains(.chromeIntentRead(link: intent, data: "https://babylon.example/somescreen/7", package: "com.babylon.demo")))
    }

    func testAChromeIntentForTheAppNeedsNoVerification() throws {
        var app = try app()
        try app.installBuild(signedWith: "debug")
        XCTAssertEqual(app.open("intent://babylon.example/somescreen/7#Intent;scheme=https;package=com.babylon.demo;end"),
                       .routed(RoutingEvent("showSomeScreen", [.init("id", .int(7))])))
        let rule = app.events.compactMap { if case .androidLinkResolved(_, let rule) = $0 { rule } else { nil } }.last ?? ""
        XCTAssertTrue(rule.hasSuffix("an intent for one app needs no App Links verification"), rule)
        // Without a package it is a generic web intent: verification applies.
        XCTAssertEqual(app.open("intent://babylon.example/somescreen/7#Intent;scheme=https;end").isOpenedInBrowser, true)
    }

    func testAChromeIntentTheAppDoesNotTakeGoesToItsFallbackOrThePlayStore() throws {
        var app = try app()
        let fallback = "S.browser_fallback_url=https%3A%2F%2Fbabylon.example%2Fget-the-app"
        XCTAssertEqual(app.open("intent://babylon.example/records/7#Intent;scheme=https;package=com.babylon.demo;\(fallback);end"),
                       .openedInBrowser(reason: "no intent filter of com.babylon.demo takes https://babylon.example/records/7 with android.intent.action.VIEW: "
                                        + "Chrome opens the intent's browser_fallback_url https://babylon.example/get-the-app"))
        XCTAssertEqual(app.open("intent://scan/#Intent;scheme=zxing;package=com.google.zxing.client.android;end"),
                       .notOpened(reason: "the intent is for com.google.zxing.client.android, not this app (com.babylon.demo): "
                                  + "Chrome opens the Play Store page of com.google.zxing.client.android (market://details?id=com.google.zxing.client.android)"))
        app.removeApp()
        XCTAssertEqual(app.open("intent://somescreen/42#Intent;scheme=babylon;package=com.babylon.demo;\(fallback);end"),
                       .openedInBrowser(reason: "the app is not installed: Chrome opens the intent's browser_fallback_url https://babylon.example/get-the-app"))
        XCTAssertEqual(app.open("intent://somescreen/42#Intent;package=com.babylon.demo;end"),
                       .notOpened(reason: "the app is not installed: Chrome opens the Play Store page of com.babylon.demo (market://details?id=com.babylon.demo)"))
        XCTAssertEqual(app.open("intent://somescreen/42#Intent;scheme=babylon"),
                       .notOpened(reason: "Chrome reads 'intent:' links as intent:…#Intent;…;end, and this one is not"))
    }

    func testChromeIntentsAreReadAsAndroidReadsThem() throws {
        let intent = try XCTUnwrap(ChromeIntent(
            "intent://babylon.example/a%20b?x=1#Intent;scheme=https;action=com.example.OPEN;category=com.example.C;S.extra=1;S.browser_fallback_url=https%3A%2F%2Fx.example%2F%3Fa%3D1;end"))
        XCTAssertEqual(intent.data, "https://babylon.example/a%20b?x=1")
        XCTAssertNil(intent.package)
        XCTAssertEqual(intent.action, "com.example.OPEN")
        XCTAssertEqual(intent.categories, ["com.example.C"])
        XCTAssertEqual(intent.fallbackURL, "https://x.example/?a=1")
        XCTAssertEqual(ChromeIntent("intent://x#Intent;end")?.action, "android.intent.action.VIEW", "VIEW unless it says")
        XCTAssertNil(ChromeIntent("intent://x#Intent;end")?.data, "no scheme, no link")
        XCTAssertNil(ChromeIntent("intent://x#Intent;scheme=https"), "no end")
        XCTAssertNil(ChromeIntent("https://x#Intent;end"))
    }

    func testBackWalksTheBackStackAndLeavesTheAppFromTheStartTab() throws {
        var app = try app()
        app.open("babylon://product/sku-9")
        app.open("babylon://settings")
        XCTAssertEqual(app.screenStack.map(\.description), ["tab: Home", "push: Product {id: sku-9}", "modal: Settings"])
        try app.pressBack()
        XCTAssertEqual(app.screenStack.map(\.description), ["tab: Home", "push: Product {id: sku-9}"], "the presented screen goes first")
        try app.pressBack()
        XCTAssertEqual(app.screenStack.map(\.description), ["tab: Home"], "then the pushed one")
        app.open("babylon://chat")
        try app.pressBack()
        XCTAssertEqual(SimulatedAppView(app).selectedTab, "home", "another tab's root goes back to the start tab")
        try app.pressBack()
        XCTAssertEqual(app.launchState, .background, "the start tab's root leaves the app")
        XCTAssertThrowsError(try app.pressBack()) { error in
            XCTAssertEqual((error as? SimulatedAppError)?.message, "the app is not in the foreground")
        }
    }

    func testBackClosesThePasswordPromptAndDiscardsItsLink() throws {
        var app = try app()
        XCTAssertEqual(app.open("babylon://records"), .awaitingPassword(RoutingEvent("showHealthRecords")))
        try app.pressBack()
        XCTAssertFalse(app.isPasswordPromptShown)
        XCTAssertEqual(app.events.suffix(2), [.promptDismissed(name: "Password Prompt"),
                                             .linkDiscarded(link: "babylon://records", reason: "the password prompt was closed with the back button")])
    }

    func testAnIPhoneHasNoBackButtonNorAndroidSettings() throws {
        var app = try DemoApp.loggedIn()
        XCTAssertThrowsError(try app.pressBack()) { error in
            XCTAssertEqual((error as? SimulatedAppError)?.message, "an iPhone has no back button (tag the scenario @android)")
        }
        XCTAssertThrowsError(try app.installBuild(signedWith: "play"))
        XCTAssertThrowsError(try app.setOpensSupportedLinks(false))
    }

    func testInsideTheAppAWebLinkOfAFilterHostIsRoutedByItsPath() throws {
        var app = try app()
        XCTAssertEqual(app.open("https://babylon.example/somescreen/3", via: .inApp), .routed(RoutingEvent("showSomeScreen", [.init("id", .int(3))])))
    }
}

private extension LinkOutcome {
    var isOpenedInBrowser: Bool {
        if case .openedInBrowser = self { return true }
        return false
    }
}
