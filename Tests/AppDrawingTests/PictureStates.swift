import AppTestSupport
import AppSimulation
@testable import AppDrawing

/// The states of the demo app whose pictures are pinned, each reached the way a
/// scenario would reach it.
enum PictureStates {
    /// Logged in, the chat tab selected by a link.
    static func tab() throws -> SimulatedApp {
        var app = try DemoApp.loggedIn()
        app.open("babylon://chat")
        return app
    }

    /// A product pushed on the home tab's stack.
    static func push() throws -> SimulatedApp {
        var app = try DemoApp.loggedIn()
        app.open("babylon://product/sku-9")
        return app
    }

    /// Some Screen presented over the home tab.
    static func modal() throws -> SimulatedApp {
        var app = try DemoApp.loggedIn()
        app.open("babylon://somescreen/42")
        return app
    }

    /// The clinical-access password prompt, up for a prescription link over a pushed product.
    static func prompt() throws -> SimulatedApp {
        var app = try DemoApp.loggedIn()
        app.open("babylon://product/sku-9")
        app.open("babylon://prescriptions/7")
        return app
    }

    /// Logged out: the login screen.
    static func login() throws -> SimulatedApp { try DemoApp.launched() }

    /// Logged out, two links waiting for login.
    static func pending() throws -> SimulatedApp {
        var app = try DemoApp.launched()
        app.open("babylon://appointments/12")
        app.open("ribs-training://launchGame?gameId=ticTacToe")
        return app
    }

    /// Logged in earlier, the app not running.
    static func notRunning() throws -> SimulatedApp {
        var app = try DemoApp.loggedIn()
        app.terminate()
        return app
    }

    /// The appointments tab, then the app sent to the background.
    static func background() throws -> SimulatedApp {
        var app = try DemoApp.loggedIn()
        app.open("babylon://appointments")
        app.moveToBackground()
        return app
    }

    static let all: [(name: String, make: @Sendable () throws -> SimulatedApp)] = [
        ("tab", tab), ("push", push), ("modal", modal), ("prompt", prompt), ("login", login), ("pending", pending),
        ("not-running", notRunning), ("background", background),
    ]
}
