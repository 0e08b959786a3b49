import AppSimulation

/// Where the fuzzed link arrives: the phone (iOS, or Android when the map names
/// its Android files), the app's state (set up by standard steps), the channel
/// that opens the link and the flavour. The app is a value, so the state is
/// built once and each link gets its own copy.
package struct Situation: Sendable {
    /// The state's kind, simplest first: the shrinker moves a violation to the earliest situation that shows it.
    package enum State: String, Sendable, CaseIterable {
        case loggedIn = "logged in"
        case loggedOut = "logged out"
        case coldStart = "not running, logged out"
        case coldStartLoggedIn = "not running, logged in"
        case background = "in the background, logged in"
        case clinicalAccessGranted = "logged in with clinical access granted"
        case pendingLogin = "a link waiting for login"
        case passwordPrompt = "the password prompt up"
        case notInstalled = "not installed"
    }

    package let platform: MobilePlatform
    package let state: State
    package let channel: OpeningChannel
    package let flavour: String?
    package let setup: [SetupStep]
    /// The app after `setup`.
    package let app: SimulatedApp
    /// What the screen stack must stay when the link may change nothing: as it
    /// was, or as it was launched (the OS still launches the app for a link it
    /// ignores, and brings it to the front).
    let unchangedStack: [StackEntry]
    let launchedStack: [StackEntry]

    init(platform: MobilePlatform, state: State, channel: OpeningChannel, flavour: String?, setup: [SetupStep], map: AppMap,
         routing: RoutingFunction?) {
        self.platform = platform
        self.state = state
        self.channel = channel
        self.flavour = flavour
        self.setup = setup
        var app = SimulatedApp(map: map, routing: routing, platform: platform)
        for step in setup { step.apply(to: &app) }
        self.app = app
        var launched = app
        launched.launch()
        unchangedStack = app.screenStack
        launchedStack = launched.screenStack
    }

    package var description: String {
        let by = channel == .system ? "by the OS" : channel == .inApp ? "from inside the app" : "by \(channel)"
        return "\(state.rawValue), opened \(by)" + (flavour.map { ", flavour \($0)" } ?? "")
            + (platform == .android ? ", on Android" : "")
    }
}
