/// One route of the app map: a pattern, the routing event it produces, what it
/// needs and what it does.
public struct Route: Sendable, Hashable {
    /// What the route does once its requirements hold.
    public enum Action: Sendable, Hashable, CustomStringConvertible {
        /// Select the tab.
        case selectTab(String)
        /// Select `tab` (the selected one when nil) and push the screen on its stack;
        /// where that screen with the same context is already there, pop to it.
        case push(String, onTab: String?)
        /// Dismiss whatever is presented, then present the screen over the tab bar.
        case present(String)
        /// Run the workflow of that name.
        case runWorkflow(String)
        /// Hand the link back to the browser: the app opens, finds the link is
        /// not its own to show (a donation page, a help article) and opens it
        /// in the browser (Android's `Intent.ACTION_VIEW` to the browser, iOS's
        /// `UIApplication.open`), whoever is logged in.
        case openInBrowser

        /// `push Some Screen on home`.
        public var description: String {
            switch self {
            case .runWorkflow(let name): return "run workflow \(name)"
            case .openInBrowser: return "open in the browser"
            default: return step.map(\.description) ?? ""
            }
        }

        /// The action as the workflow step that does the same; nil for a workflow.
        var step: Workflow.Step? {
            switch self {
            case .selectTab(let tab): return .selectTab(tab)
            case .push(let screen, let tab): return .push(screen, onTab: tab)
            case .present(let screen): return .present(screen)
            case .runWorkflow, .openInBrowser: return nil
            }
        }
    }

    /// Which universal-link paths the route claims.
    public enum UniversalLink: Sendable, Hashable {
        /// `https://HOST/<pattern>`: the same pattern as the custom scheme.
        case samePattern
        /// Its own path pattern for https links.
        case pattern(String)
        /// No universal link reaches the route.
        case none
    }

    /// The name used by fallbacks, coverage and messages; the pattern when not given.
    public var name: String
    /// The path pattern after the scheme: `somescreen/{id:int}`, `search?q={term}`.
    public var pattern: String {
        didSet { intent = Self.intent(of: pattern) }
    }
    /// The name of the routing event a matching link produces (`showSomeScreen`).
    public var event: String
    /// What must hold before the action runs: the link waits for login, or the password prompt comes up.
    public var requires: Requirement
    /// What the route does.
    public var action: Action
    /// The route (by name) taken when a parameter is missing or fails its type.
    public var fallback: String?
    /// Which https paths of the app's domains reach this route.
    public var universalLink: UniversalLink
    /// The universal-link domains the route is for (`my.babylon.example`, or
    /// `*.babylon.example` for its subdomains); empty for every domain of the app.
    public var hosts: [String]
    /// Overrides the app's pending policy for this route.
    public var pendingPolicy: PendingPolicy?
    /// Analytics events logged after the route ran, after the app's own.
    public var analytics: [AnalyticsTemplate]

    /// `Route("somescreen/{id:int}", event: "showSomeScreen", .push("Some Screen", onTab: "home"))`.
    public init(
        _ pattern: String,
        event: String,
        requires: Requirement = .login,
        _ action: Action,
        fallback: String? = nil,
        universalLink: UniversalLink = .samePattern,
        hosts: [String] = [],
        pendingPolicy: PendingPolicy? = nil,
        analytics: [AnalyticsTemplate] = [],
        name: String? = nil
    ) {
        self.name = name ?? pattern
        self.pattern = pattern
        self.intent = Self.intent(of: pattern)
        self.event = event
        self.requires = requires
        self.action = action
        self.fallback = fallback
        self.universalLink = universalLink
        self.hosts = hosts.map { $0.lowercased() }
        self.pendingPolicy = pendingPolicy
        self.analytics = analytics
    }

    /// The intent: the pattern's first segment when it is literal (empty for a
    /// pattern that starts with a parameter, `{slug}`). Kept with the pattern
    /// rather than computed, since every opened link asks for it.
    public private(set) var intent: String

    /// The path pattern of its universal links; nil when it claims none.
    package var universalPattern: String? {
        switch universalLink {
        case .samePattern: return pattern
        case .pattern(let source): return source
        case .none: return nil
        }
    }

    private static func intent(of pattern: String) -> String {
        let path = pattern.split(separator: "?", maxSplits: 1).first ?? ""
        let first = path.split(separator: "/").first ?? ""
        return first.hasPrefix("{") ? "" : String(first)
    }
}
