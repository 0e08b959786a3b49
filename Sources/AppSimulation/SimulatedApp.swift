import Foundation
import PlatformLinkRules

/// A deterministic model of an app's navigation that deep links drive. A value
/// type: each scenario owns one and mutates it. The package's own: steps read it
/// through `SimulatedAppView` and change it through `AppWorld`'s actions.
///
///     var app = SimulatedApp(map: map)
///     app.logIn(as: "mock user")
///     app.open("babylon://somescreen/42", via: .system)   // .routed(showSomeScreen(id: 42))
///     app.visibleScreen                                    // Some Screen {id: 42}
package struct SimulatedApp: Sendable {
    /// The app map, shared: see `SharedAppMap`. Inlinable, so that a step reading
    /// `app.map.schemes` borrows the one field rather than copying the whole map.
    @inlinable package var map: AppMap { sharedMap.map }
    @usableFromInline package let sharedMap: SharedAppMap
    /// The team's own routing code (see `RoutingFunction`); when nil the app
    /// map's patterns route.
    package var routingFunction: RoutingFunction?
    /// The app flavour; its disabled intents have no effect by any channel.
    package var flavour: String?
    /// The password the prompt accepts; starts as the map's.
    package var clinicalAccessPassword: String?
    /// The pending policy of routes that set none. Starts as the map's; a
    /// scenario may change it without rebuilding (and re-validating) the map.
    package var pendingPolicy: PendingPolicy

    /// Whether the app runs, in front or in the background.
    package internal(set) var launchState: LaunchState = .notRunning
    /// Who is logged in, and whether they have clinical access.
    package internal(set) var session: Session = .loggedOut
    /// Intents disabled on top of the flavour's, lowercased.
    package internal(set) var disabledIntents: Set<String> = []
    /// Links that wait for login or for the password prompt, oldest first.
    package internal(set) var pendingLinks: [PendingLink] = []
    /// Domains whose universal links the user chose to open in Safari (the OS
    /// remembers it; it outlives the app's process).
    package internal(set) var hostsOpenedInSafari: Set<String> = []
    /// Whether the device is in Associated Domains Development mode (Settings >
    /// Developer), where `applinks:host?mode=developer` domains work; off as on a
    /// user's device.
    package var associatedDomainsDevelopmentMode = false
    package internal(set) var events: [AppEvent] = []
    /// Installed or not, a link kept for the first launch, the paste prompt's answer, the lifecycle.
    package internal(set) var entry: EntryState

    /// The phone the app runs on: its OS decides whether a link opens the app.
    package let platform: MobilePlatform
    /// Android: the certificate the installed build is signed with (the map's
    /// `installedCertificate` until a scenario says otherwise).
    package internal(set) var installedCertificate: SigningCertificate?
    /// Android: the user's "Open supported links" switch in the app's settings.
    package internal(set) var opensSupportedLinks = true

    var tabBar: TabBar?
    var presented: [Screen] = []
    var prompt: PasswordPrompt?
    /// On Android, the activity instances below the one on top, each with
    /// its screens: a link for a running `standard` activity starts a new
    /// instance over them, and back returns to them.
    var activityBackStack: [ActivityInstance] = []

    /// An app that is not running yet, logged out, routing with `routing` (else
    /// the map's patterns), on an iPhone or an Android phone.
    package init(map: AppMap, routing: RoutingFunction? = nil, platform: MobilePlatform = .iOS) {
        self.init(shared: SharedAppMap(map), routing: routing, platform: platform)
    }

    /// The same, on a map shared with other apps (a run's scenarios share one).
    package init(shared: SharedAppMap, routing: RoutingFunction? = nil, platform: MobilePlatform = .iOS) {
        self.sharedMap = shared
        self.routingFunction = routing
        self.platform = platform
        if platform == .android { installedCertificate = shared.map.android?.installedCertificate }
        self.clinicalAccessPassword = shared.map.clinicalAccessPassword
        self.pendingPolicy = shared.map.pendingPolicy
        self.entry = EntryState(lifecycle: shared.map.entryPoints.lifecycle)
        // A scenario logs a few dozen events; room for them up front spares the
        // log from growing (and moving) five or six times.
        events.reserveCapacity(32)
    }

    mutating func log(_ event: AppEvent) { events.append(event) }
}

// MARK: - Queries

extension SimulatedApp {
    package var isRunning: Bool { launchState != .notRunning }

    /// What is on screen, bottom to top: the selected tab's root (or the login
    /// screen), its pushed screens, the presented screens, the prompt.
    package var screenStack: [StackEntry] {
        guard isRunning else { return [] }
        var stack: [StackEntry] = []
        if let tab = tabBar?.selected {
            stack.append(StackEntry(.tab, tab.root))
            stack += tab.pushed.map { StackEntry(.push, $0) }
        } else {
            stack.append(StackEntry(.login, Screen(map.loginScreen)))
        }
        stack += presented.map { StackEntry(.modal, $0) }
        if prompt != nil { stack.append(StackEntry(.prompt, PasswordPrompt.screen)) }
        return stack
    }

    /// The topmost screen; nil while the app is not running. The top of
    /// `screenStack`, found without building the stack: Then steps ask for it
    /// after nearly every link.
    package var visibleScreen: Screen? {
        guard isRunning else { return nil }
        if prompt != nil { return PasswordPrompt.screen }
        if let top = presented.last { return top }
        guard let tab = tabBar?.selected else { return Screen(map.loginScreen) }
        return tab.pushed.last ?? tab.root
    }

    package var isPasswordPromptShown: Bool { prompt != nil }

    package var isWaitingForLogin: Bool { !pendingLinks.isEmpty && !session.isLoggedIn }
}
