/// What became of one opened link. Every link ends in exactly one of these, and the
/// event log says why.
package enum LinkOutcome: Sendable, Hashable, CustomStringConvertible {
    /// The link reached a route and the app navigated (or started its workflow).
    case routed(RoutingEvent)
    /// The link reached the app but no route applies: unknown intent, disabled intent, bad parameter without fallback.
    case ignored(reason: String)
    /// A route was chosen but then thrown away: wrong or cancelled password, drop policy, open-redirect guard, a newer link.
    case discarded(reason: String)
    /// The route waits for something, usually login.
    case pending(reason: String)
    /// The route waits for the clinical-access password; the prompt is shown.
    case awaitingPassword(RoutingEvent)
    /// The OS did not open the app: the scheme is not registered, or the URL is malformed.
    case notOpened(reason: String)
    /// A web link that no route of this app claims: the OS opens it in the browser.
    case openedInBrowser(reason: String)
    /// The app is not installed: the link leads to the App Store.
    case openedAppStore(reason: String)
    /// The full app is not installed: the link opens its App Clip.
    case openedInAppClip(reason: String)
    /// The web sign-in session received the link, its callback; the router never sees it.
    case receivedBySignIn
    /// The web sign-in session failed on its callback, as the OS fails it.
    case signInFailed(reason: String)

    /// `routed showSomeScreen(id: 42)`, `ignored: <reason>`, ...
    package var description: String {
        switch self {
        case .routed(let event): return "routed: \(event)"
        case .ignored(let reason): return "ignored: \(reason)"
        case .discarded(let reason): return "discarded: \(reason)"
        case .pending(let reason): return "pending: \(reason)"
        case .awaitingPassword(let event): return "awaiting the password for \(event)"
        case .notOpened(let reason): return "not opened: \(reason)"
        case .openedInBrowser(let reason): return "opened in the browser: \(reason)"
        case .openedAppStore(let reason): return "the App Store opens: \(reason)"
        case .openedInAppClip(let reason): return "the App Clip opens: \(reason)"
        case .receivedBySignIn: return "received by the sign-in session"
        case .signInFailed(let reason): return "the sign-in session fails: \(reason)"
        }
    }
}

extension LinkOutcome {
    /// Whether `event` is the log entry that ends `link` with this outcome:
    /// every opened link must end in exactly one, with a reason where the
    /// outcome has one. The link fuzzer checks each link's log by it.
    package func isEnded(by event: AppEvent, for link: String) -> Bool {
        switch (event, self) {
        case (.linkRouted(let logged, let event), .routed(let expected)): return logged == link && event == expected
        case (.linkIgnored(let logged, let loggedReason), .ignored(let reason)),
             (.linkDiscarded(let logged, let loggedReason), .discarded(let reason)),
             (.linkPending(let logged, let loggedReason), .pending(let reason)),
             (.linkNotOpened(let logged, let loggedReason), .notOpened(let reason)),
             (.linkOpenedInBrowser(let logged, let loggedReason), .openedInBrowser(let reason)),
             (.linkOpenedAppStore(let logged, let loggedReason), .openedAppStore(let reason)),
             (.linkOpenedInAppClip(let logged, let loggedReason), .openedInAppClip(let reason)),
             (.signInFailed(let logged, let loggedReason), .signInFailed(let reason)):
            return logged == link && loggedReason == reason && !reason.isEmpty
        case (.signInCallbackReceived(let logged), .receivedBySignIn): return logged == link
        case (.promptShown, .awaitingPassword): return true
        default: return false
        }
    }
}
