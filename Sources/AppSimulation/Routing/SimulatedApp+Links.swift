import Foundation

/// Opening links: whether the OS opens the app, and how the attempt ends
/// (routed, ignored, discarded, pending, or left to the browser).
extension SimulatedApp {
    /// Opens a link by `channel`; what became of it is also in `events`.
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
