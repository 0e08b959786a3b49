import Foundation

/// Opening links: whether the OS opens the app, which route the link reaches, and
/// what then happens to it (routed, ignored, discarded, pending).
extension SimulatedApp {
    @discardableResult
    public mutating func open(_ url: URL, via channel: OpeningChannel = .system) -> LinkOutcome {
        open(url.absoluteString, via: channel)
    }

    /// Opens a link as the OS (`.system`) or the in-app router (`.inApp`) would. In-app,
    /// a bare intent path (`somescreen/42`) is accepted too.
    @discardableResult
    public mutating func open(_ text: String, via channel: OpeningChannel = .system) -> LinkOutcome {
        log(.linkReceived(link: text, channel: channel))
        let link: Link
        switch Link.parse(text) {
        case .success(let parsed): link = parsed
        case .failure(let error):
            if channel == .system { return notOpened(text, "malformed URL: \(error)") }
            launch(coldStartBy: text)
            return ignore(text, "malformed link: \(error)")
        }

        // With an AASA for the host, the OS opens the app only for what the file lets
        // through, and then whether a route handles the link is the app's business.
        var verifiedByAASA = false
        if link.isWeb {
            guard let host = link.host?.lowercased(), map.claimsUniversalLinks(onHost: host) else {
                return openedInBrowser(text, "this app claims no universal links on host '\(link.host ?? "")'")
            }
            if channel == .system, let verdict = siteAssociationVerdict(for: text, host: host) {
                guard verdict.opensApp else { return openedInBrowser(text, verdict.reason) }
                log(.universalLinkVerified(link: text, rule: verdict.reason))
                verifiedByAASA = true
            }
        } else if let scheme = link.scheme {
            if channel == .system, !map.schemes.contains(scheme) {
                return notOpened(text, "the scheme '\(scheme)' is not registered by this app")
            }
        } else if channel == .system {
            return notOpened(text, "'\(text)' has no scheme; the OS opens only full URLs")
        }

        var notes: [AppEvent] = []
        let arrival: IncomingLink.Channel = channel == .inApp ? .inApp : link.isWeb ? .universalLink : .customScheme
        let decision = decide(link, text: text, channel: arrival, notes: &notes)
        if link.isWeb, !verifiedByAASA, case .failure(let failure) = decision, !failure.claimed {
            return openedInBrowser(text, "no route claims the path '/\(link.path.joined(separator: "/"))': \(failure.reason)")
        }
        // The app would open; the user's "Open in Safari" for the domain still wins.
        if link.isWeb, channel == .system, let host = link.host?.lowercased(), hostsOpenedInSafari.contains(host) {
            return openedInBrowser(text, "the user chose to open \(host) links in Safari")
        }
        if case .success = decision { events += notes }
        launch(coldStartBy: text)
        switch decision {
        case .failure(let failure):
            if let event = failure.unknownEvent { log(.routingEventUnknown(link: text, event: event)) }
            return ignore(text, failure.reason)
        case .success(let task):
            if let prompt {
                self.prompt = nil
                log(.promptDismissed(name: PasswordPrompt.screen.name))
                log(.linkDiscarded(link: prompt.task.link, reason: "superseded by a newer link: \(text)"))
            }
            return run(task)
        }
    }

    /// What the AASA named for `host` says of the link, or nil when there is none.
    func siteAssociationVerdict(for text: String, host: String) -> UniversalLinkVerdict? {
        guard let files = map.appleFiles, let association = files.siteAssociation(forHost: host) else { return nil }
        let url = UniversalLinkURL(text) ?? UniversalLinkURL(host: host, path: "/")
        return association.verdict(for: url, appID: files.appID ?? "")
    }

    /// The routing event a link means, without navigating: Babylon's URL-to-RoutingEvent table.
    public func resolve(_ link: String) -> RoutingEvent? { resolution(of: link).event }

    /// A bare intent path (`somescreen/42`) or a custom-scheme URL is taken as the
    /// OS would hand it over; an https link as a universal link. A team's routing
    /// function sees the app's flavour and login state as they are now.
    public func resolution(of text: String) -> LinkResolution {
        switch Link.parse(text) {
        case .failure(let error): return .none(reason: "malformed link: \(error)")
        case .success(let link):
            var notes: [AppEvent] = []
            switch decide(link, text: text, channel: link.isWeb ? .universalLink : .customScheme, notes: &notes) {
            case .success(let task): return .event(task.event, route: map.routes[task.routeIndex].name)
            case .failure(let failure):
                if let event = failure.unknownEvent { return .unknownEvent(event, reason: failure.reason) }
                return .none(reason: failure.reason)
            }
        }
    }

    struct RoutingFailure: Error {
        var reason: String
        /// For universal links: a route claims the path, so the app opens even though it ignores the link.
        var claimed: Bool
        /// The team's routing function produced an event that no route has: a
        /// mistake in its code or the map, which steps report as a failure.
        var unknownEvent: RoutingEvent? = nil
    }

    /// Chooses the route: the team's routing function when plugged in, else the
    /// patterns (full match by precedence; otherwise the best partial match's fallback).
    func decide(_ link: Link, text: String, channel: IncomingLink.Channel, notes: inout [AppEvent]) -> Result<RouteTask, RoutingFailure> {
        let universal = link.isWeb && map.claimsUniversalLinks(onHost: link.host ?? "")
        var routeIndex: Int
        var event: RoutingEvent
        if let routingFunction {
            var urlText = text
            if link.scheme == nil, let scheme = map.schemes.first { urlText = "\(scheme)://\(text)" }
            guard let url = URL(string: urlText) else {
                return .failure(RoutingFailure(reason: "'\(text)' is not a URL the team's routing function can take", claimed: false))
            }
            let incoming = IncomingLink(url: url, channel: channel, flavour: flavour, isLoggedIn: session.isLoggedIn)
            guard let produced = routingFunction(incoming) else {
                return .failure(RoutingFailure(reason: "the team's routing function returned nil", claimed: false))
            }
            guard let index = map.routes.firstIndex(where: { $0.event == produced.name }) else {
                return .failure(RoutingFailure(reason: unknownEventReason(produced), claimed: true, unknownEvent: produced))
            }
            routeIndex = index
            event = produced
        } else {
            let router = universal ? map.universalRouter : map.customRouter
            let path = universal ? link.path : link.intentSegments
            switch router.resolve(path, query: link.query) {
            case .unmatched:
                let shown = path.isEmpty ? "(empty)" : path.joined(separator: "/")
                return .failure(RoutingFailure(reason: "no route matches '\(shown)'", claimed: false))
            case .matched(let index, let arguments):
                routeIndex = index
                event = RoutingEvent(map.routes[index].event, arguments)
            case .rejected(let index, let problem):
                let route = map.routes[index]
                if let reason = disabledReason(forIntent: route.intent) {
                    return .failure(RoutingFailure(reason: reason, claimed: true))
                }
                guard let fallbackName = route.fallback, let fallback = map.routes.firstIndex(where: { $0.name == fallbackName }) else {
                    return .failure(RoutingFailure(reason: "route '\(route.name)': \(problem)", claimed: false))
                }
                notes.append(.fallbackTaken(link: text, from: route.name, to: fallbackName, reason: problem))
                routeIndex = fallback
                event = RoutingEvent(map.routes[fallback].event)
            }
        }
        let route = map.routes[routeIndex]
        if let reason = disabledReason(forIntent: route.intent) {
            return .failure(RoutingFailure(reason: reason, claimed: true))
        }
        notes.append(.routeResolved(link: text, route: route.name, event: event))
        return .success(RouteTask(link: text, event: event, routeIndex: routeIndex))
    }

    /// Why an event of the team's routing function cannot run: no route has its
    /// name. Suggests a close one, or lists them.
    func unknownEventReason(_ event: RoutingEvent) -> String {
        var events: [String] = []
        for route in map.routes where !events.contains(route.event) { events.append(route.event) }
        let close = suggestion(event.name, Set(events))
        return "the team's routing function returned the event '\(event.name)', which is no route's event in the app map"
            + (close.isEmpty ? " (its events: \(events.joined(separator: ", ")))" : close)
    }

    // MARK: running a route

    /// Checks the route's requirements, then performs its action.
    mutating func run(_ task: RouteTask) -> LinkOutcome {
        let route = map.routes[task.routeIndex]
        var needs = route.requires
        switch route.action {
        case .selectTab, .push: needs = max(needs, .login) // there is no tab bar while logged out
        case .present, .runWorkflow: break
        }
        if needs >= .login, !session.isLoggedIn {
            return waitForLogin(task, reason: "route '\(route.name)' needs login")
        }
        if needs == .clinicalAccess, !session.hasClinicalAccess {
            prompt = PasswordPrompt(task: task)
            log(.promptShown(name: PasswordPrompt.screen.name))
            return .awaitingPassword(task.event)
        }
        switch route.action {
        case .selectTab(let tab):
            dismissAllPresented()
            select(tab: tab)
        case .push(let screen, let tab):
            push(Screen(screen, context: task.event.context), onTab: tab)
        case .present(let name):
            let screen = Screen(name, context: task.event.context)
            if let parameter = map.screen(named: name)?.webViewURLParameter,
               let rejection = OpenRedirectGuard(allowedHosts: map.allowedWebHosts).rejection(of: screen.context[parameter] ?? "") {
                return discard(task.link, rejection)
            }
            presentForLink(screen)
        case .runWorkflow(let name):
            return runWorkflow(name, task)
        }
        return finishRouting(task)
    }

    /// Post-routing tasks (analytics), then the link's ending entry.
    mutating func finishRouting(_ task: RouteTask) -> LinkOutcome {
        let values = PlaceholderValues(route: map.routes[task.routeIndex], event: task.event)
        for template in map.analytics { log(.analytics(template.event(filling: values.value))) }
        for template in map.routes[task.routeIndex].analytics { log(.analytics(template.event(filling: values.value))) }
        log(.linkRouted(link: task.link, event: task.event))
        return .routed(task.event)
    }

    /// Applies the pending policy to a link that needs login.
    mutating func waitForLogin(_ task: RouteTask, reason: String) -> LinkOutcome {
        let policy = map.routes[task.routeIndex].pendingPolicy ?? pendingPolicy
        switch policy {
        case .drop:
            return discard(task.link, "\(reason) and the pending policy is drop")
        case .latest:
            for old in pendingLinks where old.policy == .latest {
                log(.linkDiscarded(link: old.link, reason: "replaced by a newer link waiting for login: \(task.link)"))
            }
            pendingLinks.removeAll { $0.policy == .latest }
        case .queue:
            break
        }
        let text = "waiting for login (\(reason); policy \(policy))"
        pendingLinks.append(PendingLink(reason: text, policy: policy, task: task))
        log(.linkPending(link: task.link, reason: text))
        return .pending(reason: text)
    }

    /// Runs the links that waited, in order, until one shows the password prompt.
    mutating func resumePendingLinks() {
        while prompt == nil, session.isLoggedIn, isRunning, !pendingLinks.isEmpty {
            let next = pendingLinks.removeFirst()
            _ = run(next.task)
        }
        for index in pendingLinks.indices where session.isLoggedIn {
            pendingLinks[index].reason = "waiting for the password prompt to close"
        }
    }

    mutating func discard(_ link: String, _ reason: String) -> LinkOutcome {
        log(.linkDiscarded(link: link, reason: reason))
        return .discarded(reason: reason)
    }

    mutating func ignore(_ link: String, _ reason: String) -> LinkOutcome {
        log(.linkIgnored(link: link, reason: reason))
        return .ignored(reason: reason)
    }

    mutating func notOpened(_ link: String, _ reason: String) -> LinkOutcome {
        log(.linkNotOpened(link: link, reason: reason))
        return .notOpened(reason: reason)
    }

    mutating func openedInBrowser(_ link: String, _ reason: String) -> LinkOutcome {
        log(.linkOpenedInBrowser(link: link, reason: reason))
        return .openedInBrowser(reason: reason)
    }
}

extension RoutingEvent {
    /// The event's arguments as a screen's context.
    var context: [String: String] {
        var context: [String: String] = [:]
        for argument in arguments { context[argument.name] = argument.value.text }
        return context
    }
}
