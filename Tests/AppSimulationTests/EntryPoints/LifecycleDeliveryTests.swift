import AppSimulation
import AppTestSupport
import XCTest

/// Each link that reaches the app arrives through the API its lifecycle calls
/// for that kind of link, as Apple documents them; at a cold start a scene gets
/// it with its connection options, except a Handoff activity, whose type alone
/// comes with the connection.
final class LifecycleDeliveryTests: XCTestCase {
    private func api(_ channel: OpeningChannel, _ link: String, _ lifecycle: Lifecycle, coldStart: Bool = false) throws -> EntryAPI? {
        var app = SimulatedApp(map: try DemoApp.map())
        app.useLifecycle(lifecycle)
        app.logIn(as: "mock user")
        if !coldStart { app.launch() }
        app.open(link, via: channel)
        return app.events.compactMap { if case .linkDelivered(link, let api) = $0 { return api } else { return nil } }.last
    }

    func testACustomSchemeURLArrivesAsAnOpenedURL() throws {
        XCTAssertEqual(try api(.system, "babylon://chat", .appDelegate)?.name, "application(_:open:options:)")
        XCTAssertEqual(try api(.system, "babylon://chat", .scenes)?.name, "scene(_:openURLContexts:)")
        XCTAssertEqual(try api(.system, "babylon://chat", .scenes, coldStart: true),
                       EntryAPI("scene(_:willConnectTo:options:)", "connectionOptions.urlContexts"))
        XCTAssertEqual(try api(.system, "babylon://chat", .swiftUI)?.name, "onOpenURL")
    }

    func testAUniversalLinkArrivesAsABrowsingWebActivityAndToSwiftUIAsAURL() throws {
        let link = "https://babylon.example/chat"
        XCTAssertEqual(try api(.system, link, .appDelegate)?.name, "application(_:continue:restorationHandler:)")
        XCTAssertEqual(try api(.system, link, .scenes)?.name, "scene(_:continue:)")
        XCTAssertEqual(try api(.system, link, .scenes, coldStart: true),
                       EntryAPI("scene(_:willConnectTo:options:)", "connectionOptions.userActivities, NSUserActivityTypeBrowsingWeb"))
        XCTAssertEqual(try api(.system, link, .swiftUI)?.name, "onOpenURL")
    }

    func testHandoffArrivesInSceneContinueEvenAtAColdStart() throws {
        let link = "https://babylon.example/chat"
        XCTAssertEqual(try api(.handoff, link, .scenes, coldStart: true)?.name, "scene(_:continue:)")
        XCTAssertEqual(try api(.handoff, link, .appDelegate, coldStart: true)?.name, "application(_:continue:restorationHandler:)")
        XCTAssertEqual(try api(.handoff, link, .swiftUI)?.name, "onOpenURL")
    }

    func testASpotlightResultArrivesAsASearchableItemActivity() throws {
        XCTAssertEqual(try api(.spotlight, "chat", .appDelegate)?.name, "application(_:continue:restorationHandler:)")
        XCTAssertEqual(try api(.spotlight, "chat", .scenes)?.name, "scene(_:continue:)")
        XCTAssertEqual(try api(.spotlight, "chat", .scenes, coldStart: true)?.name, "scene(_:willConnectTo:options:)")
        XCTAssertEqual(try api(.spotlight, "chat", .swiftUI)?.name, "onContinueUserActivity(CSSearchableItemActionType)")
    }

    func testANotificationArrivesInTheNotificationCenterDelegateWhateverTheLifecycle() throws {
        for lifecycle in Lifecycle.allCases {
            for coldStart in [false, true] {
                XCTAssertEqual(try api(.pushNotification, "babylon://chat", lifecycle, coldStart: coldStart)?.name,
                               "userNotificationCenter(_:didReceive:withCompletionHandler:)")
            }
        }
    }

    func testTheInAppRouterInvolvesNoLifecycleAPI() throws {
        XCTAssertNil(try api(.inApp, "chat", .scenes))
    }

    func testTheAppIsLaunchedThenReceivesTheLinkThenRoutesIt() throws {
        var app = SimulatedApp(map: try DemoApp.map())
        app.logIn(as: "mock user")
        app.open("babylon://chat", via: .widget)
        XCTAssertEqual(app.events.dropFirst().map(\.description).prefix(4), [
            "link received (widget): babylon://chat",
            "app launched (cold start by babylon://chat)",
            "link arrives through scene(_:willConnectTo:options:) (connectionOptions.urlContexts): babylon://chat",
            "route resolved: babylon://chat -> showChat by route 'chat'",
        ])
    }

    func testTheMapsLifecycleIsTheAppsUntilAScenarioSaysOtherwise() throws {
        var map = try DemoApp.map()
        XCTAssertEqual(SimulatedApp(map: map).entry.lifecycle, .scenes)
        map.entryPoints.lifecycle = .appDelegate
        XCTAssertEqual(SimulatedApp(map: map).entry.lifecycle, .appDelegate)
    }
}
