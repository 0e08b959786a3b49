import AppSimulation

/// What the fuzzer reads from a link once, before trying it in every situation.
struct LinkFacts: Sendable {
    var intent: String?
    var isWeb: Bool

    init(_ link: String) {
        let anatomy = LinkAnatomy(link)
        intent = anatomy.intent
        isWeb = anatomy.isWeb
    }
}

/// One link in one situation: open it in a copy of the situation's app, check every
/// rule, then, where the link left something waiting, each thing a user may do next
/// (log in; enter a wrong password, cancel, enter the right one), checking again.
struct Trial {
    let checker: InvariantChecker
    let password: String?

    /// The broken rules; empty (and allocation-free) when all hold.
    func findings(for link: String, facts: LinkFacts, in situation: Situation) -> [Finding] {
        var app = situation.app
        let start = app.events.count
        let outcome = app.open(link, via: situation.channel)
        let route = Self.route(in: app.events, from: start, link: link)
        var findings: [Finding] = []
        checker.checkEnding(app, link: link, channel: situation.channel, outcome: outcome, from: start, into: &findings, route: route)
        checker.checkScreens(app, into: &findings, route: route, followUp: nil)
        checker.checkDisabledIntent(app, intent: facts.intent, isWeb: facts.isWeb, situation: situation, into: &findings, route: route)
        for followUp in followUps(after: app) {
            var next = app
            let before = next.events.count
            followUp.apply(to: &next)
            checker.checkScreens(next, into: &findings, route: route, followUp: followUp)
            if next.events.count - before > checker.eventBudget {
                findings.append(Finding(kind: .runawayRouting, route: route, followUp: followUp,
                                        detail: "'\(followUp.phrase)' logged \(next.events.count - before) entries (budget \(checker.eventBudget))"))
            }
        }
        return findings
    }

    func followUps(after app: SimulatedApp) -> [FollowUp] {
        if app.isPasswordPromptShown {
            var steps: [FollowUp] = [.enterPassword(wrongPassword), .cancelPasswordPrompt]
            if let password { steps.append(.enterPassword(password)) }
            return steps
        }
        if app.isRunning, !app.session.isLoggedIn, !app.pendingLinks.isEmpty { return [.logIn] }
        if !app.entry.isInstalled, app.entry.deferredLink != nil { return [.installAndOpen] }
        return []
    }

    var wrongPassword: String { password == "0000" ? "1111" : "0000" }

    /// The route the link itself resolved to, from its own log entries.
    static func route(in events: [AppEvent], from start: Int, link: String) -> String? {
        for case .routeResolved(let resolved, let route, _) in events[start...].reversed() where resolved == link { return route }
        return nil
    }
}
