import Foundation
import AppFiles
import AppSimulation

/// The demo app of the repository, `Features/app.json`, loaded fresh for each test.
public enum DemoApp {
    public static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Features/app.json")

    public static func map() throws -> AppMap { try AppMap.load(contentsOf: url) }

    /// Running, in the foreground, logged out.
    package static func launched() throws -> SimulatedApp {
        var app = SimulatedApp(map: try map())
        app.launch()
        return app
    }

    /// Running, in the foreground, logged in as a mock user on the home tab.
    package static func loggedIn() throws -> SimulatedApp {
        var app = try launched()
        app.logIn(as: "mock user")
        return app
    }
}
