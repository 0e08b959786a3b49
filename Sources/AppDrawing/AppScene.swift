import AppSimulation

/// What a picture shows, read from the app once: plain values in drawing order,
/// so that drawing and the words of the summary never look at the app itself.
struct AppScene: Sendable, Hashable {
    var appName: String
    var launchState: LaunchState
    var session: Session
    var flavour: String?
    /// Every tab's name, in order; empty while logged out or not running.
    var tabs: [String]
    /// The selected tab's index in `tabs`; nil while logged out or not running.
    var selectedTab: Int?
    /// The screens of the selected tab, root first; the login screen alone while logged out.
    var stack: [Screen]
    /// Screens presented over the tab bar, bottom to top.
    var presented: [Screen]
    /// The link whose route waits for the clinical-access password, while the prompt is up.
    var promptLink: String?
    /// Links waiting (for login, or for the prompt to close), in order.
    var pendingLinks: [String]

    /// Not running, the app has no tab bar, nothing presented and no link waiting.
    init(_ app: SimulatedAppView) {
        appName = app.map.name
        launchState = app.simulated.launchState
        session = app.session
        flavour = app.flavour
        let tabs = app.tabs
        self.tabs = tabs
        selectedTab = app.selectedTab.flatMap { tabs.firstIndex(of: $0) }
        stack = app.isRunning && selectedTab == nil ? [Screen(app.map.loginScreen)] : app.selectedTabScreens
        presented = app.presentedScreens
        promptLink = app.promptedLink
        pendingLinks = app.pendingLinks
    }

    var isRunning: Bool { launchState != .notRunning }
    var isLoggedIn: Bool { session.isLoggedIn }
    var selectedTabName: String? { selectedTab.map { tabs[$0] } }
}
