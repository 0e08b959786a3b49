import AppTestSupport
import AppSimulation
import XCTest

/// `visibleScreen` is found without building the screen stack; it must always
/// be the stack's top.
final class VisibleScreenTests: XCTestCase {
    func testTheVisibleScreenIsTheTopOfTheStackInEveryState() throws {
        var app = SimulatedApp(map: try DemoApp.map())
        var states: [String] = []
        func check(_ state: String) {
            XCTAssertEqual(app.visibleScreen, app.screenStack.last?.screen, state)
            states.append("\(app.visibleScreen.map(\.description) ?? "nil")")
        }
        check("not running")
        app.launch()
        check("logged out")
        app.logIn(as: "mock user")
        check("home tab")
        app.open("babylon://product/a")
        check("pushed")
        app.open("babylon://settings")
        check("presented")
        app.open("babylon://prescriptions/3")
        check("prompt")
        try app.cancelPasswordPrompt()
        check("prompt cancelled")
        try app.dismissPresentedScreen()
        check("dismissed")
        try app.selectTab("chat")
        check("chat tab")
        app.logOut()
        check("logged out again")
        app.terminate()
        check("terminated")
        XCTAssertEqual(states, [
            "nil", "Login", "Home", "Product {id: a}", "Settings", "Password Prompt", "Settings", "Product {id: a}", "Chat",
            "Login", "nil",
        ])
    }
}
