/// What happens to a link once its route is chosen: the route's requirements
/// (login, the password prompt), its action, and the links waiting for login.
extension SimulatedApp {
    /// Why the route sends its link on to the browser (`"openInBrowser": true`),
    /// whoever is logged in; nil for any other route. Runs and the language
    /// server say it alike.
    package static func browserHandBack(by route: Route) -> String? {
        guard case .openInBrowser = route.action else { return nil }
        return "route '\(route.name)' hands the link back to the browser"
    }

    /// Checks the route's requirements, then performs its action.
    mutating func run(_ task: RouteTask) -> LinkOutcome {
        let route = map.routes[task.routeIndex]
        if let handedBack = Self.browserHandBack(by: route) { return openedInBrowser(task.link, handedBack) }
        var needs = route.requires
        switch route.action {
        case .selectTab, .push: needs = max(needs, map.tabBarRequirement)
        case .present, .runWorkflow, .openInBrowser: break
        }
        if needs >= .login, !session.isLoggedIn {
            return waitForLogin(task, reason: "route '\(route.name)' needs login")
        }
        if needs == .clinicalAccess, !session.hasClinicalAccess {
            prompt = PasswordPrompt(task: task)
            log(.promptShown(name: PasswordPrompt.screen.name))
            return .awaitingPassword(task.event)
        }
        if case .runWorkflow(let name) = route.action { return runWorkflow(name, task) }
        if case .present(let name) = route.action, let parameter = map.screen(named: name)?.webViewURLParameter,
           let rejection = map.webViewRejection(of: task.event.context[parameter] ?? "") {
            return discard(task.link, rejection)
        }
        if let step = route.action.step { _ = take(step, for: task) }
        return finishRouting(task)
    }

    /// Post-routing tasks (analytics), then the link's ending entry.
    mutating func finishRouting(_ task: RouteTask) -> LinkOutcome {
        // The route read in place where a placeholder asks: a copy of it costs a dozen retains on every routed link.
        let shared = sharedMap, index = task.routeIndex
        let value = { shared.map.routes[index].placeholder($0, of: task.event) }
        for template in map.analytics { log(.analytics(template.event(filling: value))) }
        for template in map.routes[index].analytics { log(.analytics(template.event(filling: value))) }
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
}

extension RoutingEvent {
    /// The event's arguments as a screen's context.
    var context: [String: String] {
        var context: [String: String] = [:]
        for argument in arguments { context[argument.name] = argument.value.text }
        return context
    }
}
