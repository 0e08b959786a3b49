import AppFiles
import AppSimulation
import PlatformLinkRules
import XCTest

/// Issue 35, item 9: Android's own entry points on `Fixtures/AndroidOnlyApp`
/// (its `.MainActivity` is `singleTask`), and the API of the activity each
/// link arrives through.
final class AndroidEntryPointsTests: XCTestCase {
    private let manifest = "app/src/main/AndroidManifest.xml"

    private func phone(_ fixture: FixtureApp? = nil, running: Bool = true) throws -> SimulatedApp {
        var app = SimulatedApp(map: try (fixture ?? FixtureApp(self, fixture: "AndroidOnlyApp")).map(), platform: .android)
        app.logIn(as: "mock user")
        if running { app.launch() }
        return app
    }

    private func arrivals(_ app: SimulatedApp) -> [String] {
        app.events.compactMap { if case .linkDelivered(_, let api) = $0 { api.description } else { nil } }
    }

    // MARK: a notification's PendingIntent

    func testANotificationsPendingIntentReachesTheAppWithoutAppLinksVerification() throws {
        var app = try phone()
        try app.setOpensSupportedLinks(false)
        XCTAssertEqual(app.open("https://cards.example/share"),
                       .openedInBrowser(reason: #"the user turned off "Open supported links" for the app: cards.example links open in the browser"#))
        XCTAssertEqual(app.open("https://cards.example/share", via: .pushNotification), .routed(RoutingEvent("importCard")),
                       "the app's own explicit intent for its activity: no filter or verification is asked")
        XCTAssertEqual(app.visibleScreen?.name, "Import")
        XCTAssertEqual(app.open("share", via: .pushNotification), .routed(RoutingEvent("importCard")), "the app's code routes an intent path too")
    }

    func testAtAColdStartTheLinkArrivesInOnCreateAndWhileRunningInOnNewIntent() throws {
        var app = try phone(running: false)
        XCTAssertEqual(app.open("cards://share", via: .pushNotification), .routed(RoutingEvent("importCard")))
        XCTAssertEqual(app.open("cards://share", via: .pushNotification), .routed(RoutingEvent("importCard")))
        XCTAssertEqual(arrivals(app), [
            "onCreate (getIntent().getData(): a cold start, .MainActivity starts the task)",
            "onNewIntent (intent.getData(): the running .MainActivity (launchMode singleTask), the back stack unchanged)",
        ])
    }

    // MARK: launchMode and the back stack

    func testAStandardActivityStartsANewInstanceThatBackFinishes() throws {
        let fixture = try FixtureApp(self, fixture: "AndroidOnlyApp")
        try fixture.plant(manifest, replacing: #" android:launchMode="singleTask""#, with: "")
        var app = try phone(fixture)
        XCTAssertEqual(app.open("cards://share"), .routed(RoutingEvent("importCard")))
        XCTAssertEqual(app.open("https://cards.example/share"), .routed(RoutingEvent("importCard")))
        XCTAssertEqual(arrivals(app).last,
                       "onCreate (getIntent().getData(): a new .MainActivity on top of the running one (launchMode standard); back returns to it)")
        try app.pressBack()
        XCTAssertEqual(app.visibleScreen?.name, "Cards", "the new instance's Import is dismissed; it started on its start tab")
        try app.pressBack()
        XCTAssertTrue(app.events.contains(.activityFinished(activity: ".MainActivity")))
        XCTAssertEqual(app.visibleScreen?.name, "Import", "the instance below shows its Import again")
        try app.pressBack()
        try app.pressBack()
        XCTAssertEqual(app.events.filter { $0 == .activityFinished(activity: ".MainActivity") }.count, 2,
                       "the first link started an instance over the launched one too")
        XCTAssertEqual(app.launchState, .foreground)
        try app.pressBack()
        XCTAssertEqual(app.launchState, .background)
    }

    func testASingleTaskActivityKeepsOneInstanceForBackToLeave() throws {
        var app = try phone()
        XCTAssertEqual(app.open("cards://share"), .routed(RoutingEvent("importCard")))
        XCTAssertEqual(app.open("https://cards.example/share"), .routed(RoutingEvent("importCard")))
        try app.pressBack()
        try app.pressBack()
        XCTAssertEqual(app.launchState, .background, "one instance: back dismisses Import, then leaves the app")
    }

    // MARK: App Shortcuts of res/xml/shortcuts.xml

    func testTheManifestsShortcutsFileIsReadWithItsLabelsResolved() throws {
        let fixture = try FixtureApp(self, fixture: "AndroidOnlyApp")
        let shortcuts = try XCTUnwrap(try fixture.map().android?.shortcuts)
        XCTAssertEqual(shortcuts.map(\.id), ["import", "settings"])
        XCTAssertEqual(shortcuts.map(\.label), ["Import a card", "Settings"])
        XCTAssertEqual(shortcuts.map(\.data), ["cards://share?source=shortcut", nil])
        XCTAssertEqual(shortcuts.first?.targetClass, "com.cards.app.MainActivity")
        XCTAssertEqual(shortcuts.first?.location.description,
                       try fixture.location(of: "<shortcut\n", in: "app/src/main/res/xml/shortcuts.xml"))
    }

    func testAnAppShortcutsIntentOpensItsLinkInTheTargetActivity() throws {
        var app = try phone(running: false)
        let shortcut = try XCTUnwrap(app.map.android?.shortcuts.first)
        XCTAssertEqual(app.openAppShortcut(shortcut), .routed(RoutingEvent("importCard")))
        XCTAssertEqual(app.visibleScreen?.name, "Import")
        XCTAssertEqual(arrivals(app), ["onCreate (getIntent().getData(): a cold start, .MainActivity starts the task)"])
    }

    func testAShortcutsFileWithoutAnIdIsAnErrorAtItsPlace() throws {
        let fixture = try FixtureApp(self, fixture: "AndroidOnlyApp")
        try fixture.plant("app/src/main/res/xml/shortcuts.xml", replacing: #"android:shortcutId="settings" "#, with: "")
        let errors = try fixture.loadErrors()
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertTrue(errors.first?.hasPrefix(try fixture.location(of: #"<shortcut android:shortcutShortLabel"#, in: "app/src/main/res/xml/shortcuts.xml")) == true,
                      "\(errors)")
        XCTAssertTrue(errors.first?.contains("<shortcut> needs android:shortcutId") == true, "\(errors)")
    }

    // MARK: another app's ACTION_VIEW with the package set

    func testAnIntentWithTheAppsPackageNeedsNoVerificationButAFilter() throws {
        var app = try phone()
        try app.setOpensSupportedLinks(false)
        XCTAssertEqual(app.openFromOtherApp("https://cards.example/share", package: "com.cards.app"), .routed(RoutingEvent("importCard")))
        XCTAssertTrue(app.events.contains { event in
            if case .androidLinkResolved(_, let rule) = event { rule.contains("not a generic web intent and needs no App Links verification") } else { false }
        })
        XCTAssertEqual(app.openFromOtherApp("https://cards.example/about", package: "com.cards.app"),
                       .notOpened(reason: "no intent filter of com.cards.app takes https://cards.example/about with VIEW and DEFAULT: "
                                    + "startActivity throws ActivityNotFoundException and nothing opens"))
        XCTAssertEqual(app.openFromOtherApp("https://cards.example/share", package: "com.other.app"),
                       .notOpened(reason: "the intent is for com.other.app, not this app (com.cards.app): startActivity throws ActivityNotFoundException and nothing opens"))
    }

    func testAndroidsEntryPointsOnAnIPhoneSaySo() throws {
        var app = SimulatedApp(map: try FixtureApp(self, fixture: "AndroidOnlyApp").map(), platform: .iOS)
        app.launch()
        XCTAssertEqual(app.openFromOtherApp("cards://share", package: "com.cards.app"),
                       .notOpened(reason: "an Intent.ACTION_VIEW with a package is Android's (tag the scenario @android)"))
    }
}
