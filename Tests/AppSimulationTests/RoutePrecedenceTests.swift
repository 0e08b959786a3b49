import Foundation
import AppSimulation
import XCTest

/// Precedence, parameter types, optional and query parameters, on a small map.
final class RoutePrecedenceTests: XCTestCase {
    func testMoreLiteralSegmentsWin() throws {
        let app = SimulatedApp(map: try SmallMaps.overlapping())
        XCTAssertEqual(app.resolve("item/new")?.name, "newItem")
    }

    func testTypedParametersWinOverUntypedOnes() throws {
        let app = SimulatedApp(map: try SmallMaps.overlapping())
        XCTAssertEqual(app.resolve("item/42")?.description, "numberItem(n: 42)")
        XCTAssertEqual(app.resolve("item/E621E1F8-C36C-495A-93FC-0C247A3E6E5F")?.name, "uuidItem")
        XCTAssertEqual(app.resolve("item/shoe")?.description, #"anyItem(name: "shoe")"#)
    }

    func testOptionalTrailingParameterMayBeAbsentButMustHaveItsType() throws {
        let app = SimulatedApp(map: try SmallMaps.overlapping())
        XCTAssertEqual(app.resolve("opt")?.description, "opt")
        XCTAssertEqual(app.resolve("opt/3")?.description, "opt(page: 3)")
        guard case .none(let reason) = app.resolution(of: "opt/three") else { return XCTFail() }
        XCTAssertTrue(reason.contains("not an int"), reason)
    }

    func testQueryParametersAreTakenByName() throws {
        let app = SimulatedApp(map: try SmallMaps.overlapping())
        XCTAssertEqual(app.resolve("p://search?page=2&q=red%20shoes")?.description, #"search(term: "red shoes", page: 2)"#)
        guard case .none(let reason) = app.resolution(of: "p://search?page=2") else { return XCTFail() }
        XCTAssertTrue(reason.contains("'q' is missing"), reason)
    }

    func testUniversalLinksUseTheRoutesOwnPathPattern() throws {
        var app = SimulatedApp(map: try SmallMaps.overlapping())
        app.logIn(as: "u")
        XCTAssertEqual(app.open("https://p.example/find/boots"), .routed(RoutingEvent("search", [.init("term", .string("boots"))])))
        guard case .openedInBrowser = app.open("https://p.example/search?q=x") else { return XCTFail() }
    }

    func testAPluggedInRoutingFunctionDecidesTheEvent() throws {
        var app = SimulatedApp(map: try SmallMaps.overlapping()) { link in
            link.url.host == "legacy" ? RoutingEvent("numberItem", [.init("n", .int(7))]) : nil
        }
        app.logIn(as: "u")
        XCTAssertEqual(app.open("p://legacy/whatever"), .routed(RoutingEvent("numberItem", [.init("n", .int(7))])))
        XCTAssertEqual(app.visibleScreen, Screen("Number", context: ["n": "7"]))
        guard case .ignored(let reason) = app.open("p://item/new") else { return XCTFail() }
        XCTAssertTrue(reason == "the team's routing function returned nil", reason)
    }

    func testScreenOfAPresentRouteThatNeedsNothingShowsOverTheLoginScreen() throws {
        let map = try AppMap(schemes: ["t"], tabs: [.init("a", root: "A")], screens: [.init("Help")],
                             routes: [Route("help", event: "showHelp", requires: .none, .present("Help"))])
        var app = SimulatedApp(map: map)
        XCTAssertEqual(app.open("t://help"), .routed(RoutingEvent("showHelp")))
        XCTAssertEqual(app.screenStack, [StackEntry(.login, Screen("Login")), StackEntry(.modal, Screen("Help"))])
    }
}

/// Screen marks state what must hold whatever the route; the app does not enforce
/// them (a broken route shows the hole), so that `fuzz-links` can find it.
final class ScreenMarkTests: XCTestCase {
    func testARouteThatForgotTheClinicalRequirementShowsTheMarkedScreen() throws {
        let map = try AppMap(schemes: ["t"], tabs: [.init("a", root: "A")],
                             screens: [.init("Records", requires: .clinicalAccess)],
                             routes: [Route("records", event: "showRecords", .present("Records"))])
        var app = SimulatedApp(map: map)
        app.logIn(as: "u")
        app.open("t://records")
        XCTAssertEqual(map.requirement(ofScreen: "Records"), .clinicalAccess)
        XCTAssertEqual(app.visibleScreen, Screen("Records"))
        XCTAssertFalse(app.session.hasClinicalAccess, "the hole a fuzzer must report")
    }
}
