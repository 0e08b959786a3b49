import AppSimulation

/// Checks the app after a link against rules re-derived from the app map's screen
/// marks, flavours and allowed hosts, never from the routes' own `requires`: a
/// route that forgot a requirement is exactly what must be caught.
struct InvariantChecker: Sendable {
    /// Each marked screen and tab root (tab roots need login, unless the tabs
    /// are there logged out), by name.
    let requirements: [String: Requirement]
    /// Web-view screens and the context key of their URL.
    let webViewParameters: [String: String]
    let allowedHosts: Set<String>
    /// By flavour: the disabled intents as a custom-scheme or in-app link names them.
    let disabledCustomIntents: [String: Set<String>]
    /// By flavour: the first path segments of universal links to disabled routes.
    let disabledUniversalIntents: [String: Set<String>]
    /// The most log entries one link (with its follow-up) may produce.
    let eventBudget: Int

    init(map: AppMap, eventBudget: Int = 512) {
        var requirements: [String: Requirement] = [:]
        for tab in map.tabs { requirements[tab.rootScreen] = map.tabBarRequirement }
        var webViewParameters: [String: String] = [:]
        for screen in map.screens {
            requirements[screen.name] = max(requirements[screen.name] ?? .none, screen.requires)
            if let parameter = screen.webViewURLParameter { webViewParameters[screen.name] = parameter }
        }
        self.requirements = requirements
        self.webViewParameters = webViewParameters
        allowedHosts = Set(map.allowedWebHosts.map { $0.lowercased() })

        var custom: [String: Set<String>] = [:]
        var universal: [String: Set<String>] = [:]
        for flavour in map.flavours {
            let disabled = Set(flavour.disabledIntents.map { $0.lowercased() })
            custom[flavour.name] = disabled
            var firstSegments = disabled
            for route in map.routes where disabled.contains(route.intent.lowercased()) {
                if case .pattern(let source) = route.universalLink, let pattern = try? RoutePattern(source), let literal = pattern.intent {
                    firstSegments.insert(literal.lowercased())
                }
            }
            universal[flavour.name] = firstSegments
        }
        disabledCustomIntents = custom
        disabledUniversalIntents = universal
        self.eventBudget = eventBudget
    }

    /// Marked screens and web views: what the user can see.
    func checkScreens(_ app: SimulatedApp, into findings: inout [Finding], route: String?, followUp: FollowUp?) {
        for entry in app.screenStack {
            let screen = entry.screen
            switch requirements[screen.name] ?? .none {
            case .clinicalAccess where !app.session.hasClinicalAccess:
                findings.append(Finding(kind: .clinicalScreenWithoutAccess, route: route, followUp: followUp,
                                        detail: "\"\(screen)\" (\(entry.layer)) is on screen, marked clinicalAccess, while \(app.session)"))
            case .login where !app.session.isLoggedIn:
                findings.append(Finding(kind: .loginScreenWhileLoggedOut, route: route, followUp: followUp,
                                        detail: "\"\(screen)\" (\(entry.layer)) is on screen, marked login, while logged out"))
            default:
                break
            }
            if let parameter = webViewParameters[screen.name] {
                let url = screen.context[parameter] ?? ""
                let target = WebTarget(url)
                if let target, target.isWeb, allowedHosts.contains(target.host) { continue }
                let reading = target.map { $0.isWeb ? "host '\($0.host)'" : "scheme '\($0.scheme)'" } ?? "no URL at all"
                findings.append(Finding(kind: .foreignWebView, route: route, followUp: followUp,
                                        detail: "\"\(screen.name)\" shows \(url.debugDescription), which is \(reading); allowed hosts: \(allowedHosts.sorted().joined(separator: ", "))"))
            }
        }
    }

    /// The link's own entries in the log: it arrived, and ended with a reason.
    func checkEnding(_ app: SimulatedApp, link: String, channel: OpeningChannel, outcome: LinkOutcome, from start: Int,
                     into findings: inout [Finding], route: String?) {
        let events = app.events
        if events.count - start > eventBudget {
            findings.append(Finding(kind: .runawayRouting, route: route, followUp: nil,
                                    detail: "one link logged \(events.count - start) entries (budget \(eventBudget))"))
        }
        guard start < events.count, events[start] == .linkReceived(link: link, channel: channel) else {
            findings.append(Finding(kind: .linkWithoutEnding, route: route, followUp: nil, detail: "the log does not start with the link's arrival"))
            return
        }
        var ended = events[(start + 1)...].contains { outcome.isEnded(by: $0, for: link) }
        if case .awaitingPassword = outcome, !app.isPasswordPromptShown { ended = false }
        if !ended {
            findings.append(Finding(kind: .linkWithoutEnding, route: route, followUp: nil,
                                    detail: "the outcome was '\(outcome)' but the log has no matching ending entry with a reason"))
        }
    }

    /// A flavour-disabled intent must leave the screen stack as it was.
    func checkDisabledIntent(_ app: SimulatedApp, intent: String?, isWeb: Bool, situation: Situation,
                             into findings: inout [Finding], route: String?) {
        guard let flavour = situation.flavour, let intent else { return }
        let disabled = isWeb ? disabledUniversalIntents[flavour] : disabledCustomIntents[flavour]
        guard disabled?.contains(intent) == true else { return }
        let stack = app.screenStack
        guard stack != situation.unchangedStack, stack != situation.launchedStack else { return }
        findings.append(Finding(kind: .disabledIntentChangedScreens, route: route, followUp: nil,
                                detail: "intent '\(intent)' is disabled in flavour '\(flavour)' but the stack became \(stack.map(\.screen.description))"))
    }
}
