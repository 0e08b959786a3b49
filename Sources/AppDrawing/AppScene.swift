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

    init(_ app: SimulatedApp) {
        appName = app.map.name
        launchState = app.launchState
        session = app.session
        flavour = app.flavour
        let running = app.isRunning
        if running, let screens = app.selectedTabScreens {
            tabs = app.tabNames
            selectedTab = app.selectedTabIndex
            stack = screens
        } else {
            tabs = []
            selectedTab = nil
            stack = running ? [Screen(app.map.loginScreen)] : []
        }
        presented = running ? app.presentedScreens : []
        promptLink = running ? app.promptedLink : nil
        pendingLinks = running ? app.pendingLinks.map(\.link) : []
    }

    var isRunning: Bool { launchState != .notRunning }
    var isLoggedIn: Bool { session.isLoggedIn }
    var selectedTabName: String? { selectedTab.map { tabs[$0] } }
}
