import AppTestSupport
import AppSimulation
import XCTest

/// The RIBs launchGame workflow and the web view's open-redirect guard.
final class WorkflowAndWebViewTests: XCTestCase {
    func testLaunchGameFromAColdStartWaitsForLoginThenPushesTheGame() throws {
        var app = SimulatedApp(map: try DemoApp.map())
        guard case .pending = app.open("ribs-training://launchGame?gameId=ticTacToe") else { return XCTFail() }
        XCTAssertEqual(app.visibleScreen, Screen("Login"))
        app.logIn(as: "player 1 and player 2")
        XCTAssertEqual(app.screenStack.map(\.description), ["tab: Home", "push: Tic Tac Toe"])
        XCTAssertTrue(app.events.contains(.workflowCompleted(name: "launchGame", note: nil)))
    }

    func testLaunchGameFromARunningAppMatchesTheIdCaseInsensitively() throws {
        var app = try DemoApp.loggedIn()
        try app.selectTab("chat")
        XCTAssertEqual(app.open("ribs-training://launchGame?gameId=RANDOMWIN"),
                       .routed(RoutingEvent("launchGame", [.init("gameId", .string("RANDOMWIN"))])))
        XCTAssertEqual(SimulatedAppView(app).selectedTab, "home")
        XCTAssertEqual(app.visibleScreen, Screen("Random Win"))
    }

    func testUnknownGameIdNavigatesNowhereAndTheWorkflowCompletes() throws {
        var app = try DemoApp.loggedIn()
        let before = app.screenStack
        guard case .routed = app.open("ribs-training://launchGame?gameId=chess") else { return XCTFail() }
        XCTAssertEqual(app.screenStack, before)
        XCTAssertTrue(app.events.contains(.workflowCompleted(name: "launchGame", note: "unknown gameId 'chess': navigates nowhere")))
    }

    func testWebViewShowsAnAllowedHost() throws {
        var app = try DemoApp.loggedIn()
        app.open("babylon://webview?url=https%3A%2F%2Fbabylon.example%2Ffaq")
        XCTAssertEqual(app.visibleScreen, Screen("Web", context: ["url": "https://babylon.example/faq"]))
    }

    func testWebViewDiscardsOtherHostsSoThereIsNoOpenRedirect() throws {
        for url in ["https://evil.example/", "https://babylon.example@evil.example/", "javascript:alert(1)",
                    "https://babylon.example.evil.example/", "//evil.example/", "https://evil.example%5C@babylon.example"] {
            var app = try DemoApp.loggedIn()
            let outcome = app.open("babylon://webview?url=\(url)")
            guard case .discarded = outcome else { XCTFail("\(url): \(outcome)"); continue }
            XCTAssertEqual(app.visibleScreen, Screen("Home"), url)
        }
    }
}
