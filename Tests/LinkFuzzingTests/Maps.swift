import Foundation
import AppSimulation

/// The app maps the fuzzer is tried on: the repository's demo app, and small maps
/// with one deliberate hole each.
enum Maps {
    static let demoURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Features/app.json")

    static func demo() throws -> AppMap { try AppMap.load(contentsOf: demoURL) }

    /// `records` presents a screen marked clinicalAccess but its route only needs
    /// login (the default): the hole.
    static func forgottenClinicalRequirement() throws -> AppMap {
        try AppMap(
            schemes: ["t"], tabs: [.init("home", root: "Home")],
            screens: [.init("Records", requires: .clinicalAccess), .init("Vault", requires: .clinicalAccess)],
            routes: [
                Route("home", event: "showHome", .selectTab("home")),
                Route("records", event: "showRecords", .present("Records")),
                Route("vault", event: "showVault", requires: .clinicalAccess, .present("Vault")),
            ],
            clinicalAccessPassword: "1234")
    }

    /// `settings` needs nothing but presents a screen marked login.
    static func forgottenLoginRequirement() throws -> AppMap {
        try AppMap(
            schemes: ["t"], tabs: [.init("home", root: "Home")],
            screens: [.init("Settings", requires: .login)],
            routes: [Route("settings", event: "showSettings", requires: .none, .present("Settings"))])
    }

    /// A workflow presents the web view straight from the link, past the route's guard.
    static func webViewBehindAWorkflow() throws -> AppMap {
        try AppMap(
            schemes: ["t"], tabs: [.init("home", root: "Home")],
            screens: [.init("Web", requires: .login, webViewURLParameter: "url")],
            routes: [
                Route("web?{url}", event: "showWeb", .present("Web")),
                Route("open?{url}", event: "openWeb", .runWorkflow("openWeb")),
            ],
            workflows: [Workflow("openWeb", steps: [.present("Web")])],
            allowedWebHosts: ["good.example"])
    }

    /// The broken map of `forgottenClinicalRequirement`, as `app.json` text.
    static let brokenJSON = """
    {
      "name": "broken",
      "schemes": ["t"],
      "tabs": [{"name": "home", "root": "Home"}],
      "clinicalAccessPassword": "1234",
      "screens": [{"name": "Records", "requires": "clinicalAccess"}],
      "routes": [
        {"pattern": "home", "event": "showHome", "selectTab": "home"},
        {"pattern": "records", "event": "showRecords", "present": "Records"}
      ]
    }
    """
}
