import AppFiles
import AppSimulation
import AppTestSupport
import XCTest

/// Issue 37, item 7: a push payload whose link is a relative path
/// (`{"url": "/lovelace/cameras"}`), which the app resolves against its own
/// deep-link scheme, or against what `pushNotifications.relativeLinks` says.
final class RelativeNotificationLinkTests: XCTestCase {
    private func map(pushNotifications: String) throws -> AppMap {
        try AppMap.decode(#"""
            {"schemes": ["homeassistant"], "deepLinkScheme": "homeassistant",
             "tabs": [{"name": "home", "root": "Home"}], "screens": ["Dashboard", "Settings"],
             "entryPoints": {"pushNotifications": \#(pushNotifications)},
             "routes": [
                {"pattern": "navigate/{path...}", "event": "navigate", "requires": "none", "present": "Dashboard"},
                {"pattern": "settings", "event": "showSettings", "requires": "none", "present": "Settings"}
             ]}
            """#, file: "app.json")
    }

    func testARelativeLinkResolvesAgainstTheAppsDeepLinkScheme() throws {
        var app = SimulatedApp(map: try map(pushNotifications: #"{"linkKey": "url"}"#))
        app.launch()
        XCTAssertEqual(app.open("/settings", via: .pushNotification), .routed(RoutingEvent("showSettings")))
        XCTAssertTrue(app.events.contains(.linkReceived(link: "/settings", channel: .pushNotification)), "\(app.events)")
        let resolved = app.events.compactMap { if case .routeResolved(let link, _, _) = $0 { return link } else { return nil } }
        XCTAssertEqual(resolved, ["homeassistant://settings"], "the app routes the link it made, as one of its scheme")
    }

    func testRelativeLinksResolveAgainstTheBaseTheMapNames() throws {
        var app = SimulatedApp(map: try map(pushNotifications: #"{"linkKey": "url", "relativeLinks": "homeassistant://navigate/"}"#))
        app.launch()
        XCTAssertEqual(app.open("/lovelace/cameras", via: .pushNotification),
                       .routed(RoutingEvent("navigate", [.init("path", .string("lovelace/cameras"))])))
        XCTAssertEqual(app.open("homeassistant://settings", via: .pushNotification), .routed(RoutingEvent("showSettings")),
                       "a whole link is not relative")
    }

    func testABaseThatIsNotTheStartOfALinkIsAnError() {
        XCTAssertThrowsError(try map(pushNotifications: #"{"linkKey": "url", "relativeLinks": "navigate/"}"#)) { error in
            XCTAssertEqual((error as? AppMapError)?.issues.map(\.description), [
                "$.entryPoints.pushNotifications.relativeLinks: 'navigate/' is not a link to resolve relative links against: write the start "
                    + "of a link, like \"myapp://\" or \"myapp://navigate/\", that a payload's path ('/a/b') is appended to",
            ])
        }
    }
}
