import AppSimulation

/// A violation as a scenario in the step library's standard phrases, ready to paste
/// into a feature file: the situation's setup as `Given` steps, the link as the
/// `When`, the follow-up if any, and as `Then` what an honest app does (found by
/// replaying it on the repaired map), so that the scenario fails until the app map
/// is fixed.
struct ReproductionScenario {
    let violation: Violation
    let map: AppMap
    let checker: InvariantChecker
    /// `linkspec`, or a team's own executable: who found it, in the comment.
    let command: String

    var lines: [String] {
        var lines = violation.situation.platform == .android ? ["@android"] : []
        lines.append("Scenario: \(title)")
        lines.append("  # \(command) fuzz-links: \(violation.kind.title)")
        lines.append("  # seen: \(violation.detail)")
        for (index, step) in violation.situation.setup.enumerated() {
            lines.append("  \(index == 0 ? "Given" : "And") \(step.phrase)")
        }
        lines.append("  When \(EntryPointChannels.phrase(opening: violation.link, by: violation.situation.channel))")
        if let followUp = violation.followUp { lines.append("  And \(followUp.phrase)") }
        let then = expectations
        for (index, step) in then.enumerated() { lines.append("  \(index == 0 ? "Then" : "And") \(step)") }
        if then.isEmpty { lines.append("  # (no standard phrase states this rule; the steps above reproduce it)") }
        return lines
    }

    var title: String {
        let subject: String
        switch violation.kind {
        case .clinicalScreenWithoutAccess: subject = "a clinical screen without clinical access"
        case .loginScreenWhileLoggedOut: subject = "a logged-in screen while logged out"
        case .disabledIntentChangedScreens: subject = "a disabled intent changes the screens"
        case .foreignWebView: subject = "a web view on a host outside the allowed list"
        case .linkWithoutEnding: subject = "a link without an ending in the log"
        case .runawayRouting: subject = "a link that makes the router loop"
        }
        return subject + (violation.route.map { " via route '\($0)'" } ?? "")
    }

    private var expectations: [String] {
        switch violation.kind {
        case .clinicalScreenWithoutAccess, .loginScreenWhileLoggedOut:
            // The map as it should have been, each route requiring at least what the
            // screens it shows are marked with: what it shows is the honest app's `Then`.
            let repaired = map.requiring { route in
                map.screens(shownBy: route).map { checker.requirements[$0.screen] ?? .none }.reduce(route.requires, max)
            }
            let situation = Situation(platform: violation.situation.platform, state: violation.situation.state,
                                      channel: violation.situation.channel,
                                      flavour: violation.situation.flavour, setup: violation.situation.setup, map: repaired,
                                      routing: violation.situation.app.routingFunction)
            var app = situation.app
            app.open(violation.link, via: situation.channel)
            violation.followUp?.apply(to: &app)
            var findings: [Finding] = []
            checker.checkScreens(app, into: &findings, route: nil, followUp: nil)
            guard findings.isEmpty else { return [] }
            if app.isPasswordPromptShown { return ["a password prompt is shown"] }
            if app.isWaitingForLogin { return ["the deep link is waiting for login"] }
            return app.visibleScreen.map { ["the \(GherkinText.quoted($0.name)) screen is displayed"] } ?? []
        case .disabledIntentChangedScreens:
            var steps = ["the deep link is ignored"]
            if let screen = violation.situation.launchedStack.last?.screen {
                steps.append("the \(GherkinText.quoted(screen.name)) screen is displayed")
            }
            return steps
        case .foreignWebView:
            return ["the deep link is discarded"]
        case .linkWithoutEnding, .runawayRouting:
            return []
        }
    }
}
