import LinkSpecTesting

/// A tab of the demo app, as the team's custom `{tab}` parameter type turns it
/// into a value: steps receive a `DemoTab`, not a string to check.
enum DemoTab: String, CaseIterable, Sendable {
    case home, appointments, chat, profile

    /// The deep-link intent that selects the tab (home's is `homepage`).
    var intent: String { self == .home ? "homepage" : rawValue }
}

/// Step definitions a team writes in its own test target, in the style of the
/// standard library, registered next to it.
enum TeamSteps {
    static let library: StepLibrary<AppWorld> = {
        var library = StepLibrary<AppWorld>()
        library.parameterType("tab", regex: DemoTab.allCases.map(\.rawValue).joined(separator: "|")) { groups in
            guard let name = groups.first ?? nil, let tab = DemoTab(rawValue: name) else {
                throw StepFailure("not a tab of the demo app: \(groups)")
            }
            return tab
        }
        library.when("a push notification for the {tab} tab is tapped") { (world, tab: DemoTab) in
            world.open(pushLink(world, tab.intent), via: .system)
        }
        library.when("a push notification for appointment {int} is tapped",
                     doc: "The OS opens the push payload's link to the appointment.") { (world, id: Int) in
            let link = pushLink(world, "appointments/\(id)")
            world.log("push payload link: \(link)")
            world.attach(#"{"aps": {"alert": "Appointment \#(id)"}}"#, mediaType: "application/json")
            world.open(link, via: .system)
        }
        library.then("the app shows the {tab} tab") { (world, tab: DemoTab) in
            expectEqual(world.app.selectedTab, tab.rawValue, "the selected tab")
        }
        return library
    }()

    /// A push payload's link: the app's first scheme and the intent.
    private static func pushLink(_ world: AppWorld, _ intent: String) -> String {
        "\(world.map.schemes.first ?? "app")://\(intent)"
    }
}

/// A team's routing code: only `babylon://legacy/screen?id=N`, to Some Screen N.
enum TeamRouting {
    static func route(_ link: IncomingLink) -> RoutingEvent? {
        guard link.url.host == "legacy", let query = link.url.query, query.hasPrefix("id="),
              let id = Int(query.dropFirst(3)) else { return nil }
        return RoutingEvent("showSomeScreen", [.init("id", .int(id))])
    }
}

/// A two-tab app built in Swift, for runs that need no `app.json`.
enum SmallApp {
    static func map() throws -> AppMap {
        try AppMap(
            schemes: ["small"],
            tabs: [.init("home", root: "Home"), .init("chat", root: "Chat")],
            screens: [.init("Settings")],
            routes: [
                Route("chat", event: "showChat", .selectTab("chat")),
                Route("settings", event: "showSettings", .present("Settings")),
            ])
    }
}
