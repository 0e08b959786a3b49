/// What finally became of the last link a step opened, read from the event
/// log: a link that waited for login and then routed is `routed`; one whose
/// password prompt was cancelled is `discarded`.
public enum LinkFate: Sendable, Hashable, CustomStringConvertible {
    /// No step opened a link yet.
    case noLinkOpened
    /// It reached a route, at once or after waiting.
    case routed(RoutingEvent)
    /// The app received it and no route applied.
    case ignored(reason: String)
    /// A route was chosen, then thrown away (a cancelled or wrong password, the drop policy, a newer link).
    case discarded(reason: String)
    /// It still waits for login.
    case waitingForLogin(reason: String)
    /// It waits behind the clinical-access password prompt.
    case awaitingPassword
    /// The OS did not open the app.
    case notOpened(reason: String)
    /// The link ended in the browser.
    case openedInBrowser(reason: String)
    /// The app is not installed: the link led to the App Store.
    case openedAppStore(reason: String)
    /// The full app is not installed: the link opened its App Clip.
    case openedInAppClip(reason: String)
    /// The web sign-in session received it as its callback.
    case receivedBySignIn
    /// The web sign-in session failed on it, as the OS fails it.
    case signInFailed(reason: String)
    /// Received, but the log has no ending for it (should not happen).
    case unresolved

    /// `routed to showSomeScreen(id: 42)`, `ignored (<reason>)`, ...
    public var description: String {
        switch self {
        case .noLinkOpened: return "no link was opened"
        case .routed(let event): return "routed to \(event)"
        case .ignored(let reason): return "ignored (\(reason))"
        case .discarded(let reason): return "discarded (\(reason))"
        case .waitingForLogin(let reason): return "pending (\(reason))"
        case .awaitingPassword: return "waiting for the clinical-access password"
        case .notOpened(let reason): return "not opened by the OS (\(reason))"
        case .openedInBrowser(let reason): return "opened in the browser (\(reason))"
        case .openedAppStore(let reason): return "led to the App Store (\(reason))"
        case .openedInAppClip(let reason): return "opened in the App Clip (\(reason))"
        case .receivedBySignIn: return "received by the sign-in session"
        case .signInFailed(let reason): return "a failed sign-in (\(reason))"
        case .unresolved: return "received but not resolved"
        }
    }
}

extension LinkFate {
    /// What the model said of a link as it was opened, or of the link behind
    /// the password prompt as it was answered.
    init(_ outcome: LinkOutcome) {
        switch outcome {
        case .routed(let event): self = .routed(event)
        case .ignored(let reason): self = .ignored(reason: reason)
        case .discarded(let reason): self = .discarded(reason: reason)
        case .pending(let reason): self = .waitingForLogin(reason: reason)
        case .awaitingPassword: self = .awaitingPassword
        case .notOpened(let reason): self = .notOpened(reason: reason)
        case .openedInBrowser(let reason): self = .openedInBrowser(reason: reason)
        case .openedAppStore(let reason): self = .openedAppStore(reason: reason)
        case .openedInAppClip(let reason): self = .openedInAppClip(reason: reason)
        case .receivedBySignIn: self = .receivedBySignIn
        case .signInFailed(let reason): self = .signInFailed(reason: reason)
        }
    }
}

extension AppWorld {
    /// The log from the last time `lastLink` was received; empty when no link was opened.
    var lastLinkEvents: ArraySlice<AppEvent> {
        let events = app.simulated.events
        guard let link = lastLink, let received = events.lastIndex(where: { event in
            if case .linkReceived(let text, _) = event { return text == link }
            return false
        }) else { return [] }
        return events[received...]
    }

    /// The fate of `lastLink`: the latest ending entry of the log for that link
    /// after it was last received.
    public var lastLinkFate: LinkFate {
        guard let link = lastLink else { return .noLinkOpened }
        let events = lastLinkEvents
        guard !events.isEmpty else { return .unresolved }
        var fate = LinkFate.unresolved
        var sawPrompt = false
        for event in events {
            switch event {
            case .linkRouted(let text, let routed) where text == link: fate = .routed(routed)
            case .linkIgnored(let text, let reason) where text == link: fate = .ignored(reason: reason)
            case .linkDiscarded(let text, let reason) where text == link: fate = .discarded(reason: reason)
            case .linkPending(let text, let reason) where text == link: fate = .waitingForLogin(reason: reason)
            case .linkNotOpened(let text, let reason) where text == link: fate = .notOpened(reason: reason)
            case .linkOpenedInBrowser(let text, let reason) where text == link: fate = .openedInBrowser(reason: reason)
            case .linkOpenedAppStore(let text, let reason) where text == link: fate = .openedAppStore(reason: reason)
            case .linkOpenedInAppClip(let text, let reason) where text == link: fate = .openedInAppClip(reason: reason)
            case .signInCallbackReceived(let text) where text == link: fate = .receivedBySignIn
            case .signInFailed(let text, let reason) where text == link: fate = .signInFailed(reason: reason)
            case .promptShown: sawPrompt = true
            default: break
            }
        }
        if case .unresolved = fate, sawPrompt, app.isPasswordPromptShown { return .awaitingPassword }
        return fate
    }
}
