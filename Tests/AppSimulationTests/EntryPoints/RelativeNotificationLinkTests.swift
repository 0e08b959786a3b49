import AppFiles
import AppSimulation
import AppTestSupport
import Foundation
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
        let received = Received()
        var app = SimulatedApp(map: try map(pushNotifications: #"{"linkKey": "url"}"#), routing: { incoming in
            received.add("\(incoming.url.absoluteString) \(incoming.channel)")
            return RoutingEvent("showSettings")
        })
        app.launch()
        XCTAssertEqual(app.open("/settings", via: .pushNotification), .routed(RoutingEvent("showSettings")))
        XCTAssertEqual(received.all, ["homeassistant://settings custom scheme"], "the team's router gets the link the app made")
        XCTAssertTrue(app.events.contains(.linkReceived(link: "/settings", channel: .pushNotification)), "\(app.events)")
        XCTAssertTrue(app.events.contains(.linkRouted(link: "/settings", event: RoutingEvent("showSettings"))),
                      "the log names the link as the payload holds it: \(app.events)")
    }

    func testASlashAloneResolvesToTheSchemeAndEndsInTheLogAsReceived() throws {
        var app = SimulatedApp(map: try map(pushNotifications: #"{"linkKey": "url"}"#))
        app.launch()
        let outcome = app.open("/", via: .pushNotification)
        XCTAssertEqual(outcome, .ignored(reason: "no route matches '(empty)'"))
        XCTAssertTrue(app.events.contains { outcome.isEnded(by: $0, for: "/") }, "\(app.events)")
    }

    private final class Received: @unchecked Sendable {
        private let lock = NSLock()
        private var urls: [String] = []
        func add(_ url: String) { lock.withLock { urls.append(url) } }
        var all: [String] { lock.withLock { urls } }
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
