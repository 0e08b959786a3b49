import PlatformLinkRules

/// The declarative description of an app: schemes, hosts, tabs, screens, routes,
/// flavours, workflows, pending policy and password. Read from `app.json` (an
/// `AppSource`) or built in Swift with `AppMap(...)`; either way it is checked
/// as a whole and every problem is reported at once.
public struct AppMap: Sendable {
    /// The app's name, which pictures and reports show.
    public let name: String
    /// Equivalent custom-scheme prefixes (`babylon`, `otherprefix`), lowercased.
    public let schemes: [String]
    /// The app's own scheme, which `I open the app with ... deeplink` and the
    /// in-app router put before an intent path: the one the map names, else the
    /// first of `schemes` (nil when there is none). In a real Info.plist the
    /// first is often a login provider's callback (`fb1234…`), hence the choice.
    public let deepLinkScheme: String?
    /// Hosts whose `https` links the app claims (universal links), lowercased.
    public let universalLinkHosts: [String]
    /// The tab bar's tabs, in order.
    public let tabs: [Tab]
    /// Whether the tab bar is there logged out too (an app that can be browsed
    /// without an account); otherwise the login screen shows until login.
    public let tabsWhenLoggedOut: Bool
    /// The tab selected after login.
    public let initialTab: String
    /// The visible screen while logged out.
    public let loginScreen: String
    /// The screens with marks (what they require, web views); other screens need none.
    public let screens: [ScreenSpec]
    /// The routes, in declaration order (which breaks ties between patterns).
    public internal(set) var routes: [Route]
    /// The app's flavours and the intents each disables.
    public let flavours: [Flavour]
    /// The RIBs-style workflows routes may run.
    public let workflows: [Workflow]
    /// What happens to a link that needs login while logged out (a route may override it).
    public let pendingPolicy: PendingPolicy
    /// The password of the clinical-access prompt; nil when no route needs it.
    public let clinicalAccessPassword: String?
    /// Hosts a web-view screen may show; any other host is discarded (no open redirect).
    public let allowedWebHosts: [String]
    /// Post-routing analytics logged for every routed link, before the route's own.
    public let analytics: [AnalyticsTemplate]

    /// `<team ID>.<bundle ID>`, from the files `app.json` names: what an AASA's
    /// `appIDs` must list. Nil for a map built in Swift.
    package let appID: String?
    /// The apple-app-site-association file of each domain, in the order
    /// `app.json` names them; empty for a map built in Swift.
    package let siteAssociations: [SiteAssociation]
    /// The associated domains the entitlements list only with `?mode=developer`:
    /// the OS honours them only in Associated Domains Development mode.
    package let developerModeDomains: [String]
    /// How links enter the app besides a URL the OS opens (`app.json`'s `entryPoints`).
    package var entryPoints = EntryPoints()
    /// Whether `app.json` names an Apple file or key (Info.plist, entitlements,
    /// AASA, team ID, build settings): set by the loader.
    package var namesAppleFiles = false
    /// Whether the map describes an iOS app: it names an Apple file or key, or
    /// it names no Android file (a map of `schemes` and `universalLinkHosts`
    /// alone is the iOS app's). A map of Android files only describes an Android
    /// app (docs/decisions/1001-platform-of-a-map.md): Apple's rules leave it
    /// alone, and `draw` opens its links on Android.
    package var describesIOSApp: Bool { namesAppleFiles || android == nil }
    /// The app's Android files (manifest, assetlinks.json files, signing
    /// certificates), when `app.json` names them; nil for a map built in Swift.
    package var android: AndroidFiles? {
        get { sharedAndroid?.files }
        set { sharedAndroid = newValue.map(SharedAndroidFiles.init) }
    }
    /// The hosts of the manifest's browsable web intent filters, lowercased
    /// (`cards.example`, `*.cards.example`): the hosts of the app's web links
    /// on Android, as `universalLinkHosts` are on iOS. Empty without a manifest.
    package let appLinkHosts: [String]
    /// The domains of the app's web links on either platform: `universalLinkHosts`,
    /// then the `appLinkHosts` they lack. A route's `hosts` name some of them.
    package let webLinkDomains: [String]
    /// Behind one reference, as `SharedAppMap` holds the map: a map is copied
    /// wherever the app reads it, and the files have many parts to retain.
    var sharedAndroid: SharedAndroidFiles?

    let customRouter: Router
    let universalRouter: Router

    /// Checks the whole map; throws `AppMapError` listing every problem.
    public init(
        name: String = "app",
        schemes: [String],
        deepLinkScheme: String? = nil,
        universalLinkHosts: [String] = [],
        tabs: [Tab],
        tabsWhenLoggedOut: Bool = false,
        initialTab: String? = nil,
        loginScreen: String = "Login",
        screens: [ScreenSpec] = [],
        routes: [Route],
        flavours: [Flavour] = [],
        workflows: [Workflow] = [],
        pendingPolicy: PendingPolicy = .latest,
        clinicalAccessPassword: String? = nil,
        allowedWebHosts: [String] = [],
        analytics: [AnalyticsTemplate] = []
    ) throws(AppMapError) {
        var issues: [AppMapIssue] = []
        self.init(
            name: name, schemes: schemes, deepLinkScheme: deepLinkScheme, universalLinkHosts: universalLinkHosts, tabs: tabs,
            tabsWhenLoggedOut: tabsWhenLoggedOut, initialTab: initialTab, loginScreen: loginScreen, screens: screens, routes: routes,
            flavours: flavours, workflows: workflows, pendingPolicy: pendingPolicy,
            clinicalAccessPassword: clinicalAccessPassword, allowedWebHosts: allowedWebHosts,
            analytics: analytics, locations: nil, issues: &issues)
        if !issues.isEmpty { throw AppMapError(file: nil, issues: issues) }
    }

    // MARK: lookups

    /// The route of that name (its pattern when it has none).
    public func route(named name: String) -> Route? { routes.first { $0.name == name } }
    /// The first route whose routing event has that name.
    public func route(forEvent event: String) -> Route? { routes.first { $0.event == event } }
    /// The marks of the screen of that name, if it has any.
    public func screen(named name: String) -> ScreenSpec? { screens.first { $0.name == name } }
    /// The workflow of that name.
    public func workflow(named name: String) -> Workflow? { workflows.first { $0.name == name } }
    /// The flavour of that name.
    public func flavour(named name: String) -> Flavour? { flavours.first { $0.name == name } }
    /// The tab of that name.
    public func tab(named name: String) -> Tab? { tabs.first { $0.name == name } }

    /// Whether https links to `host` are this app's universal links: the host is
    /// one of `universalLinkHosts` (the associated domains), or a subdomain of a
    /// `*.` one.
    public func claimsUniversalLinks(onHost host: String) -> Bool {
        let host = host.lowercased()
        return universalLinkHosts.contains { Self.domain($0, covers: host) }
    }

    /// The associated domain that claims `host`: the host itself when the app
    /// names it, else the most specific `*.` domain that covers it.
    package func associatedDomain(ofHost host: String) -> String? {
        let host = host.lowercased()
        if universalLinkHosts.contains(host) { return host }
        return universalLinkHosts.filter { $0.hasPrefix("*.") && Self.domain($0, covers: host) }.max { $0.count < $1.count }
    }

    /// The AASA that applies to `host`, as Apple's TN3155 ("Understand applinks
    /// configuration and rules") says where the OS fetches it: a domain the app
    /// names (`applinks:www.example.com`) has its own file, the one named for it;
    /// a subdomain claimed through `applinks:*.example.com` has the root domain's
    /// file, named for `example.com` (or for `*.example.com`).
    package func siteAssociation(forHost host: String) -> SiteAssociation? {
        associatedDomain(ofHost: host).flatMap(siteAssociation(forDomain:))
    }

    /// The AASA of an associated domain as the entitlements list it (`*.example.com`
    /// has the root's): see `siteAssociation(forHost:)`.
    package func siteAssociation(forDomain domain: String) -> SiteAssociation? {
        guard domain.hasPrefix("*.") else { return siteAssociations.first { $0.host == domain } }
        let root = domain.dropFirst(2)
        return siteAssociations.first { $0.host == root } ?? siteAssociations.first { $0.host == domain }
    }

    /// The associated domains whose links the AASA named for `host` in `app.json`
    /// decides (the domain itself, and `*.host` through the root's file).
    package func domains(governedBy association: SiteAssociation) -> [String] {
        universalLinkHosts.filter { siteAssociation(forDomain: $0)?.host == association.host }
    }

    /// Whether a link to `host` (lowercased) is a universal link of an associated
    /// domain: `babylon.example` covers itself, `*.babylon.example` every
    /// subdomain but not the domain itself.
    package static func domain(_ domain: String, covers host: String) -> Bool {
        guard domain.hasPrefix("*.") else { return host == domain }
        let base = domain.dropFirst(2)
        return host.count > base.count + 1 && host.hasSuffix("." + base)
    }

    /// A host of an associated domain to build links on: `*.babylon.example` gives `www.babylon.example`.
    package static func exampleHost(of domain: String) -> String {
        domain.hasPrefix("*.") ? "www" + domain.dropFirst() : domain
    }

    /// The same app with each route requiring as much as `requirement` says
    /// (no rule of the map depends on what a route requires).
    package func requiring(_ requirement: (Route) -> Requirement) -> AppMap {
        var map = self
        for index in map.routes.indices { map.routes[index].requires = requirement(routes[index]) }
        return map
    }

    /// The requirement marked on a screen (tab roots need login unless the tabs
    /// are there logged out; unknown screens need nothing).
    public func requirement(ofScreen name: String) -> Requirement {
        if let spec = screen(named: name) { return spec.requires }
        if !tabsWhenLoggedOut, tabs.contains(where: { $0.rootScreen == name }) { return .login }
        return .none
    }

    /// What showing the tab bar needs: login, unless the tabs are there logged out.
    package var tabBarRequirement: Requirement { tabsWhenLoggedOut ? .none : .login }
}

extension AppMap {
    /// A tab of the tab bar and the screen at the root of its navigation stack.
    public struct Tab: Sendable, Hashable {
        /// The tab's name, as steps and routes write it (`home`).
        public var name: String
        /// The screen shown when the tab is selected and nothing is pushed.
        public var rootScreen: String
        /// `Tab("home", root: "Home")`.
        public init(_ name: String, root rootScreen: String) {
            self.name = name
            self.rootScreen = rootScreen
        }
    }

    /// A screen and its marks. The marks state what must hold whenever the screen is
    /// shown, whatever route led there; `linkspec fuzz-links` checks them.
    public struct ScreenSpec: Sendable, Hashable {
        /// The screen's name.
        public var name: String
        /// Never shown without this (login or clinical access).
        public var requires: Requirement
        /// For a web view: the context key that holds its URL, whose host must be allowed.
        public var webViewURLParameter: String?
        /// `ScreenSpec("Records", requires: .clinicalAccess)`.
        public init(_ name: String, requires: Requirement = .none, webViewURLParameter: String? = nil) {
            self.name = name
            self.requires = requires
            self.webViewURLParameter = webViewURLParameter
        }
    }

    /// A build flavour of the app (`lite`), whose disabled intents do nothing by any channel.
    public struct Flavour: Sendable, Hashable {
        /// The flavour's name, as `Given the app flavour is "lite"` writes it.
        public var name: String
        /// The intents (first path segments) this flavour turns off.
        public var disabledIntents: [String]
        /// `Flavour("lite", disabling: ["prescriptions"])`.
        public init(_ name: String, disabling disabledIntents: [String]) {
            self.name = name
            self.disabledIntents = disabledIntents
        }
    }
}

/// What a route (or a screen) needs before it may be shown.
public enum Requirement: String, Sendable, Hashable, Comparable, CaseIterable, CustomStringConvertible {
    /// Nothing: shown logged out too.
    case none
    /// Someone logged in.
    case login
    /// Login and the clinical-access password.
    case clinicalAccess

    private var order: Int {
        switch self {
        case .none: return 0
        case .login: return 1
        case .clinicalAccess: return 2
        }
    }

    /// `none` < `login` < `clinicalAccess`: clinical access implies login.
    public static func < (lhs: Requirement, rhs: Requirement) -> Bool { lhs.order < rhs.order }
    /// `none`, `login` or `clinicalAccess`, as `app.json` writes it.
    public var description: String { rawValue }
}

/// What happens to a link that needs login while logged out.
public enum PendingPolicy: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// A newer pending link replaces the older one.
    case latest
    /// Every link waits; all run in order after login (as RIBs workflows do).
    case queue
    /// The link is discarded.
    case drop

    /// `latest`, `queue` or `drop`, as `app.json` writes it.
    public var description: String { rawValue }
}
