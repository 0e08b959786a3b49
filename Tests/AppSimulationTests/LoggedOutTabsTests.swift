import AppSimulation
import XCTest

/// Apps that can be browsed without an account (a crowdfunding app, an
/// encyclopedia, a news app) show their tabs logged out: `tabsWhenLoggedOut`.
/// A route's `requires` is then honoured for tab actions too, and without it a
/// `"requires": "none"` that the tab bar would override is an error, never
/// ignored silently. Issue 24, item 7.
final class LoggedOutTabsTests: XCTestCase {
    private func shop(tabsWhenLoggedOut: Bool = true) throws -> AppMap {
        try AppMap(
            schemes: ["shop"], tabs: [.init("discover", root: "Discover"), .init("me", root: "Me")], tabsWhenLoggedOut: tabsWhenLoggedOut,
            screens: [.init("Discover"), .init("Project"), .init("Me", requires: .login)],
            routes: [
                Route("projects/{id}", event: "showProject", requires: .none, .push("Project", onTab: "discover")),
                Route("me", event: "showMe", .selectTab("me")),
            ])
    }

    func testAPushRouteThatRequiresNothingRunsLoggedOut() throws {
        var app = SimulatedApp(map: try shop())
        app.launch()
        XCTAssertEqual(app.visibleScreen, Screen("Discover"), "the tabs, not the login screen")
        XCTAssertEqual(app.open("shop://projects/7").description, #"routed: showProject(id: "7")"#)
        XCTAssertEqual(app.screenStack, [StackEntry(.tab, Screen("Discover")), StackEntry(.push, Screen("Project", context: ["id": "7"]))])
        try app.selectTab("me")
        XCTAssertEqual(app.visibleScreen, Screen("Me"))
    }

    func testARouteThatRequiresLoginStillWaitsForIt() throws {
        var app = SimulatedApp(map: try shop())
        app.launch()
        guard case .pending = app.open("shop://me") else { return XCTFail("\(app.events)") }
        app.logIn(as: "ada")
        XCTAssertEqual(app.visibleScreen, Screen("Me"))
        app.logOut()
        XCTAssertEqual(app.screenStack, [StackEntry(.tab, Screen("Discover"))], "logging out starts the tabs again")
    }

    func testTheTabsRootsNeedNoLoginWhenTheTabsAreThereLoggedOut() throws {
        XCTAssertEqual(try shop().requirement(ofScreen: "Discover"), .none)
        XCTAssertEqual(try shop().screens(shownBy: try shop().routes[0]).map(\.requirement), [.none])
        let loggedIn = try AppMap(schemes: ["shop"], tabs: [.init("discover", root: "Discover")],
                                  routes: [Route("d", event: "showDiscover", .selectTab("discover"))])
        XCTAssertEqual(loggedIn.requirement(ofScreen: "Discover"), .login)
    }

    func testRequiringNothingOfATabActionWithoutLoggedOutTabsIsAnError() {
        XCTAssertThrowsError(try shop(tabsWhenLoggedOut: false)) { error in
            XCTAssertEqual((error as? AppMapError)?.issues.map(\.description), [
                "$.routes[0].requires: 'none' cannot hold: push Project on discover needs the tab bar, which is there only when logged in; "
                    + "require login, or set \"tabsWhenLoggedOut\": true when the app shows its tabs logged out",
            ])
        }
    }
}
