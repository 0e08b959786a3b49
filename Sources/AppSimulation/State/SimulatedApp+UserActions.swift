import LinkSpecPlatform

/// What a user does by hand: tabs, dismissing, the password prompt.
extension SimulatedApp {
    /// The user taps a tab; throws when there is no tab bar (logged out, not running) or no such tab.
    package mutating func selectTab(_ name: String) throws(SimulatedAppError) {
        guard isRunning else { throw SimulatedAppError("the app is not running") }
        guard tabBar != nil else { throw SimulatedAppError("there is no tab bar while logged out") }
        guard map.tab(named: name) != nil else {
            throw SimulatedAppError("unknown tab '\(name)'; the tabs are \(map.tabs.map(\.name).joined(separator: ", "))")
        }
        guard prompt == nil else { throw SimulatedAppError("a password prompt is shown over the tab bar") }
        guard presented.isEmpty else { throw SimulatedAppError("'\(presented.last?.name ?? "")' is presented over the tab bar") }
        select(tab: name)
    }

    /// Presents a screen by hand, over whatever is presented (a user-made state, not a deep link).
    package mutating func present(screenNamed name: String, context: [String: String] = [:]) throws(SimulatedAppError) {
        guard isRunning else { throw SimulatedAppError("the app is not running") }
        guard map.screen(named: name) != nil || map.tabs.contains(where: { $0.rootScreen == name }) else {
            throw SimulatedAppError("unknown screen '\(name)'\(suggestion(name, Set(map.screens.map(\.name))))")
        }
        guard prompt == nil else { throw SimulatedAppError("a password prompt is shown") }
        let screen = Screen(name, context: context)
        presented.append(screen)
        log(.screenPresented(screen))
    }

    /// The user dismisses the topmost presented screen; throws when none is presented.
    package mutating func dismissPresentedScreen() throws(SimulatedAppError) {
        guard prompt == nil else { throw SimulatedAppError("a password prompt is shown: enter the password or cancel it") }
        guard let top = presented.popLast() else { throw SimulatedAppError("no screen is presented") }
        log(.screenDismissed(top))
    }

    /// Answers the prompt: the right password grants clinical access and the waiting
    /// route goes on; a wrong one discards the route and leaves the screen as it was.
    @discardableResult
    package mutating func enterPassword(_ password: String) throws(SimulatedAppError) -> LinkOutcome {
        guard let prompt = dismissPrompt() else { throw SimulatedAppError("no password prompt is shown") }
        let outcome: LinkOutcome
        if let expected = clinicalAccessPassword, password == expected {
            session.hasClinicalAccess = true
            log(.clinicalAccessGranted)
            outcome = run(prompt.task)
        } else {
            log(.passwordRejected)
            outcome = discard(prompt.task.link, "wrong clinical-access password")
        }
        resumePendingLinks()
        return outcome
    }

    /// The user cancels the password prompt: the waiting route is discarded. Throws when no prompt is shown.
    @discardableResult
    package mutating func cancelPasswordPrompt() throws(SimulatedAppError) -> LinkOutcome {
        guard let prompt = dismissPrompt() else { throw SimulatedAppError("no password prompt is shown") }
        let outcome = discard(prompt.task.link, "the password prompt was cancelled")
        resumePendingLinks()
        return outcome
    }

    /// Takes the password prompt down; the prompt that was up, if any.
    mutating func dismissPrompt() -> PasswordPrompt? {
        guard let prompt else { return nil }
        self.prompt = nil
        log(.promptDismissed(name: PasswordPrompt.screen.name))
        return prompt
    }
}
