import Foundation
import AppSimulation
import XCTest

/// A team's routing function plugged into the app: what it is given (the URL,
/// the channel, the flavour, the login state) and how its answer meets the map.
final class RoutingFunctionTests: XCTestCase {
    /// Routes every link to `numberItem`, with the situation it was given as the
    /// event's arguments, so the screen's context shows what the function saw.
    /// (Written with the module's name: no type is named like its module, so a
    /// team with its own `RoutingEvent` can say which one it means.)
    private static let echo: RoutingFunction = { link in
        AppSimulation.RoutingEvent("numberItem", [
            .init("url", .string(link.url.absoluteString)),
            .init("channel", .string(link.channel.rawValue)),
            .init("flavour", .string(link.flavour ?? "none")),
            .init("loggedIn", .string(String(link.isLoggedIn))),
        ])
    }

    func testTheFunctionIsGivenTheChannelFlavourAndLoginState() throws {
        var app = SimulatedApp(map: try SmallMaps.overlapping(), routing: Self.echo)
        app.logIn(as: "u")
        app.open("p://anything/1", via: .system)
        XCTAssertEqual(app.visibleScreen?.context, ["url": "p://anything/1", "channel": "custom scheme", "flavour": "none", "loggedIn": "true"])

        app.flavour = "lite"
        app.open("https://p.example/find/x", via: .system)
        XCTAssertEqual(app.visibleScreen?.context["channel"], "universal link")
        XCTAssertEqual(app.visibleScreen?.context["flavour"], "lite")

        app.open("https://p.example/find/x", via: .inApp)
        XCTAssertEqual(app.visibleScreen?.context["channel"], "in-app")
    }

    func testAnInAppIntentPathReachesTheFunctionWithTheFirstScheme() throws {
        var app = SimulatedApp(map: try SmallMaps.overlapping(), routing: Self.echo)
        app.logIn(as: "u")
        app.open("item/7", via: .inApp)
        XCTAssertEqual(app.visibleScreen?.context["url"], "p://item/7")
        XCTAssertEqual(app.visibleScreen?.context["channel"], "in-app")
    }

    func testTheLoginStateIsThatOfTheMomentTheLinkArrives() throws {
        var app = SimulatedApp(map: try SmallMaps.overlapping()) { link in
            link.isLoggedIn ? RoutingEvent("newItem") : RoutingEvent("numberItem", [.init("n", .int(0))])
        }
        app.launch()
        guard case .pending = app.open("p://x") else { return XCTFail("\(app.events)") }
        app.logIn(as: "u")
        XCTAssertEqual(app.visibleScreen, Screen("Number", context: ["n": "0"]),
                       "the link waited for login with the event chosen when it arrived, logged out")
        XCTAssertEqual(app.open("p://x"), .routed(RoutingEvent("newItem")))
    }

    func testNilMeansTheLinkIsIgnoredWithTheReason() throws {
        var app = SimulatedApp(map: try SmallMaps.overlapping()) { _ in nil }
        app.logIn(as: "u")
        XCTAssertEqual(app.open("p://item/new"), .ignored(reason: "the team's routing function returned nil"))
        XCTAssertEqual(app.events.last, .linkIgnored(link: "p://item/new", reason: "the team's routing function returned nil"))
    }

    /// Asking which event a link gives (the `| link | event |` tables) tells the
    /// function the channel the link would arrive by, as opening it does.
    func testTheResolutionOfALinkGivesTheChannelItWouldArriveBy() throws {
        let app = SimulatedApp(map: try SmallMaps.overlapping()) { link in RoutingEvent("numberItem", [.init("channel", .string(link.channel.rawValue))]) }
        for (text, channel) in [("item/7", "in-app"), ("p://item/7", "custom scheme"), ("https://p.example/find/x", "universal link")] {
            guard case .event(let event, _) = app.resolution(of: text) else { return XCTFail(text) }
            XCTAssertEqual(event.arguments.first?.value, .string(channel), text)
        }
    }

    func testAnEventNoRouteHasIsLoggedAndIgnoredWithTheClosestEvent() throws {
        var app = SimulatedApp(map: try SmallMaps.overlapping()) { _ in RoutingEvent("numberItm") }
        app.logIn(as: "u")
        guard case .ignored(let reason) = app.open("p://item/new") else { return XCTFail("\(app.events)") }
        XCTAssertEqual(reason, "the team's routing function returned the event 'numberItm', which is no route's event in the app map (did you mean 'numberItem'?)")
        XCTAssertTrue(app.events.contains(.routingEventUnknown(link: "p://item/new", event: RoutingEvent("numberItm"))), "\(app.events)")
        guard case .unknownEvent(let event, _) = app.resolution(of: "p://item/new") else { return XCTFail() }
        XCTAssertEqual(event.name, "numberItm")
    }

    func testAnEventFarFromEveryRouteListsTheEvents() throws {
        var app = SimulatedApp(map: try SmallMaps.tabsAndSettings()) { _ in RoutingEvent("somethingElse") }
        app.logIn(as: "u")
        guard case .ignored(let reason) = app.open("test://x") else { return XCTFail() }
        XCTAssertTrue(reason.hasSuffix("(its events: showSettings)"), reason)
    }

    func testTheRoutesRequirementsAndTheMapsDisabledIntentsStillApply() throws {
        let map = try AppMap(schemes: ["t"], tabs: [.init("a", root: "A")],
                             screens: [.init("Records", requires: .clinicalAccess)],
                             routes: [Route("records/{id:int}", event: "showRecord", requires: .clinicalAccess, .present("Records"))],
                             flavours: [AppMap.Flavour("lite", disabling: ["records"])],
                             clinicalAccessPassword: "pw")
        var app = SimulatedApp(map: map) { _ in RoutingEvent("showRecord", [.init("id", .int(9))]) }
        app.logIn(as: "u")
        XCTAssertEqual(app.open("t://anything"), .awaitingPassword(RoutingEvent("showRecord", [.init("id", .int(9))])))
        _ = try app.enterPassword("pw")
        XCTAssertEqual(app.visibleScreen, Screen("Records", context: ["id": "9"]))

        app.flavour = "lite"
        guard case .ignored(let reason) = app.open("t://anything") else { return XCTFail() }
        XCTAssertTrue(reason.contains("records"), reason)
    }
}
