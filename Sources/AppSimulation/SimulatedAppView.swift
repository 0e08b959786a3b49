/// The scenario's simulated app as steps read it (`world.app`): what is on
/// screen, who is logged in, the links waiting, the analytics logged, the app
/// map and the app's log. Read-only: steps change the app through the world's
/// actions (`world.open(_:via:)`, `world.logIn(as:)`, `world.selectTab(_:)`,
/// ...), which keep the journal a rebuilt app replays.
///
///     expectEqual(world.app.selectedTab, "chat", "the selected tab")
///     for screen in world.app.screenStack where screen.name == "Health Records" { ... }
///
/// A value: `let app = world.app` keeps the app as it was then.
///
/// The reading side of the model (`SimulatedApp`, which is the package's own
/// and changes the app): a new fact for steps is one more property here.
public struct SimulatedAppView: Sendable, CustomStringConvertible {
    /// The model itself, for the standard steps and this package's tools.
    package var simulated: SimulatedApp

    package init(_ simulated: SimulatedApp) {
        self.simulated = simulated
    }

    // MARK: the app map and the configuration

    /// The app map the app was built from: its schemes, domains, tabs, screens, routes and flavours.
    public var map: AppMap { simulated.map }

    /// The flavour in force (`Given the app flavour is "lite"`); nil for none.
    public var flavour: String? { simulated.flavour }

    /// The phone the app runs on: iOS or Android.
    public var platform: MobilePlatform { simulated.platform }

    // MARK: the process and the session

    /// Whether the app's process exists (in front or in the background).
    public var isRunning: Bool { simulated.isRunning }

    /// Whether the full app is installed (`Given the app is not installed` removes it).
    public var isInstalled: Bool { simulated.entry.isInstalled }

    /// Who is logged in, and whether they have clinical access.
    public var session: Session { simulated.session }

    // MARK: on screen

    /// The topmost screen (the password prompt when it is up); nil while the app is not running.
    public var visibleScreen: Screen? { simulated.visibleScreen }

    /// What is on screen, bottom to top: the selected tab's root (or the login
    /// screen while logged out), its pushed screens, the presented screens, the
    /// password prompt. Empty while the app is not running.
    public var screenStack: [Screen] { simulated.screenStack.map(\.screen) }

    /// The selected tab's name; nil while logged out or not running.
    public var selectedTab: String? { simulated.tabBar?.selected?.name }

    /// Every tab's name, in order; empty while logged out or not running.
    public var tabs: [String] { simulated.tabBar?.tabs.map(\.name) ?? [] }

    /// The selected tab's screens, its root first, then the screens pushed on
    /// it; empty while logged out or not running.
    public var selectedTabScreens: [Screen] { simulated.tabBar?.selected.map { [$0.root] + $0.pushed } ?? [] }

    /// The screens presented over the tab bar, bottom to top.
    public var presentedScreens: [Screen] { simulated.presented }

    /// Whether the clinical-access password prompt is up.
    public var isPasswordPromptShown: Bool { simulated.isPasswordPromptShown }

    /// The link whose route waits behind the password prompt, while it is up.
    public var promptedLink: String? { simulated.prompt?.task.link }

    // MARK: links

    /// The links that wait for login, oldest first, as they were opened.
    public var pendingLinks: [String] { simulated.pendingLinks.map(\.link) }

    /// Whether a link waits for login.
    public var isWaitingForLogin: Bool { simulated.isWaitingForLogin }

    /// The routing event a link means now, without navigating (nil when no
    /// route takes it): a bare intent path (`somescreen/42`) or a full URL.
    public func resolve(_ link: String) -> RoutingEvent? { simulated.resolve(link) }

    // MARK: what happened

    /// The analytics events logged so far, oldest first.
    public var analyticsEvents: [AnalyticsEvent] {
        simulated.events.compactMap { if case .analytics(let event) = $0 { return event } else { return nil } }
    }

    /// The app's log, one line an event, oldest first (`link received (system):
    /// babylon://records`, `logged in as mock user`, ...).
    public var eventLog: [String] { simulated.events.map(\.description) }

    /// The last `count` lines of the log, indented, one a line: what failure messages show.
    public func recentEvents(_ count: Int = 10) -> String {
        simulated.events.suffix(count).map { "  \($0)" }.joined(separator: "\n")
    }

    /// The whole state, as failure messages show it: the launch state, the
    /// session, the flavour, the screen stack and the links waiting.
    public var stateDescription: String {
        let app = simulated
        let state = app.entry.isInstalled ? app.launchState.description : "not installed"
        var lines = ["app: \(state), \(app.session)" + (app.flavour.map { ", flavour \($0)" } ?? "")]
        if !app.disabledIntents.isEmpty { lines.append("disabled intents: \(app.disabledIntents.sorted().joined(separator: ", "))") }
        if let tab = selectedTab { lines.append("selected tab: \(tab)") }
        let stack = app.screenStack
        if stack.isEmpty {
            lines.append("screen stack: (empty: the app is not running)")
        } else {
            lines.append("screen stack (bottom to top):")
            lines += stack.map { "  \($0.layer.rawValue.padding(toLength: 6, withPad: " ", startingAt: 0)) \($0.screen)" }
        }
        if app.pendingLinks.isEmpty {
            lines.append("pending links: none")
        } else {
            lines.append("pending links:")
            lines += app.pendingLinks.map { "  \($0)" }
        }
        return lines.joined(separator: "\n")
    }

    /// The whole state: `stateDescription`.
    public var description: String { stateDescription }
}
