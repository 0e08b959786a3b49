import PlatformLinkRules

/// The app's web sign-in session (`ASWebAuthenticationSession`): a redirect to
/// its callback completes the session and never reaches the router. A custom
/// scheme callback takes any URL of the scheme; an `https` one its host and path,
/// and only where the host is associated with the app for `webcredentials`
/// (the OS fails the session otherwise). Any other redirect loads in the
/// session's browser.
extension SimulatedApp {
    /// Follows a redirect of the sign-in page to `text`.
    mutating func redirectSignIn(to text: String) -> LinkOutcome {
        log(.linkReceived(link: text, channel: .signInRedirect))
        guard let callback = map.entryPoints.signInCallback else {
            return notOpened(text, "the app map names no sign-in callback (entryPoints.signInCallback)")
        }
        guard case .success(let link) = Link.parse(text), let scheme = link.scheme else {
            return notOpened(text, "the sign-in page cannot load '\(text)': it is not a URL")
        }
        switch callback {
        case .customScheme(let expected) where scheme == expected:
            break
        case .https(let host, let path) where scheme == "https" && link.host?.lowercased() == host && callbackPath(of: text) == path:
            if let problem = map.associationProblem(of: host, for: .webCredentials, appID: map.appID, stated: [host]) {
                let reason = "\(problem): an https callback needs the webcredentials service for its host"
                log(.signInFailed(link: text, reason: reason))
                return .signInFailed(reason: reason)
            }
        default:
            return openedInBrowser(text, "the sign-in page loads it: the session waits for \(callback)")
        }
        log(.signInCallbackReceived(link: text))
        return .receivedBySignIn
    }

    /// The path of an https URL as written (`/auth/callback`), for comparing with the callback's.
    private func callbackPath(of text: String) -> String? {
        UniversalLinkURL(text)?.path
    }
}
