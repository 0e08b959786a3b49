import PlatformLinkRules

/// Opening links: whether the OS opens the app, and how the attempt ends
/// (routed, ignored, discarded, pending, or left to the browser).
extension SimulatedApp {
    /// Opens a link as the OS (`.system`), the in-app router (`.inApp`) or another
    /// entry point would. In-app, a bare intent path (`somescreen/42`) is accepted too.
    @discardableResult
    package mutating func open(_ text: String, via channel: OpeningChannel = .system) -> LinkOutcome {
        if channel == .signInRedirect, platform == .iOS { return redirectSignIn(to: text) }
        log(.linkReceived(link: text, channel: channel))
        // A push payload's relative link is routed as the app's code resolves it; the log keeps it as received.
        let resolved = channel == .pushNotification ? resolvedNotificationLink(text) : nil
        if platform == .android, channel != .inApp {
            switch channel {
            case .system: return openOnAndroid(text)
            // The app's own notification: its PendingIntent is an explicit intent for its activity.
            case .pushNotification: return openOwnIntent(text, activity: nil)
            case .androidIntent: return openIntent(text, package: map.android?.applicationID ?? "")
            default: return notOpened(text, "the \(channel.rawValue) entry point is simulated on iOS only (tag the scenario @ios)")
            }
        }
        if channel == .appShortcut || channel == .androidIntent {
            return notOpened(text, "the \(channel.rawValue) entry point is Android's (tag the scenario @android)")
        }
        let link: Link
        switch Link.parse(resolved ?? text) {
        case .success(let parsed): link = parsed
        case .failure(let error):
            if channel.osDecides || !entry.isInstalled { return notOpened(text, "malformed URL: \(error)") }
            arrive(text, web: false, channel: channel)
            return ignore(text, "malformed link: \(error)")
        }
        if let ending = entryGate(link, text: text, channel: channel) { return ending }

        var verifiedByAASA = false
        switch systemGate(link, text: text, channel: channel) {
        case .notOpened(let reason): return notOpened(text, reason)
        case .openedInBrowser(let reason): return openedInBrowser(text, reason)
        case .opens(let verdict):
            if let verdict {
                log(.universalLinkVerified(link: text, rule: verdict.reason))
                verifiedByAASA = true
            }
        }

        var notes: [AppEvent] = []
        let arrival: IncomingLink.Channel = channel == .inApp || link.scheme == nil ? .inApp : link.isWeb ? .universalLink : .customScheme
        let decision = decide(link, text: text, url: resolved, channel: arrival, notes: &notes)
        if link.isWeb, !verifiedByAASA, channel.osDecides || channel == .inApp, case .failure(let failure) = decision, !failure.claimed {
            return openedInBrowser(text, "no route claims the path '/\(link.path.joined(separator: "/"))': \(failure.reason)")
        }
        // The app would open; the user's "Open in Safari" for the domain still wins.
        if link.isWeb, channel.osDecides, let host = link.host?.lowercased(), hostsOpenedInSafari.contains(host) {
            return openedInBrowser(text, "the user chose to open \(host) links in Safari")
        }
        arrive(text, web: link.isWeb, channel: channel)
        return enter(text, decision, notes: notes)
    }

    /// A push payload's relative link (`/lovelace/cameras`), resolved as the
    /// app's code resolves it: against `pushNotifications.relativeLinks`, else
    /// the app's deep-link scheme (`homeassistant://lovelace/cameras`); nil for
    /// any other link, and where the app has neither.
    package func resolvedNotificationLink(_ text: String) -> String? {
        guard text.hasPrefix("/"), !text.hasPrefix("//") else { return nil }
        guard let base = map.entryPoints.notificationRelativeLinkBase ?? map.deepLinkScheme.map({ "\($0)://" }) else { return nil }
        return (base.hasSuffix("/") ? base : base + "/") + text.dropFirst()
    }

    /// The app, open for `text`, does what the routes decided: the notes
    /// (the route resolved, a fallback) are logged when a route runs.
    mutating func enter(_ text: String, _ decision: Result<RouteTask, RoutingFailure>, notes: [AppEvent]) -> LinkOutcome {
        if case .success = decision { events += notes }
        switch decision {
        case .failure(let failure):
            if let event = failure.unknownEvent { log(.routingEventUnknown(link: text, event: event)) }
            return ignore(text, failure.reason)
        case .success(let task):
            if let prompt = dismissPrompt() {
                log(.linkDiscarded(link: prompt.task.link, reason: "superseded by a newer link: \(text)"))
            }
            return run(task)
        }
    }

    /// What the OS decides before the app sees a link.
    enum SystemGate {
        /// The app opens; with the AASA rule that let a web link through, if any.
        case opens(UniversalLinkVerdict?)
        case notOpened(String)
        case openedInBrowser(String)
    }

    /// The OS's rules, in order: a web link needs a host the app claims (through
    /// a developer-mode domain only in Associated Domains Development mode) and,
    /// with an AASA for the host, a rule that lets it through (checked only
    /// where the OS decides, not the in-app router: `osDecides`); a custom-scheme
    /// link needs a registered scheme; only the app's own code takes intent paths.
    func systemGate(_ link: Link, text: String, channel: OpeningChannel) -> SystemGate {
        if link.isWeb {
            guard let host = link.host?.lowercased(), map.claimsUniversalLinks(onHost: host) else {
                return .openedInBrowser("this app claims no universal links on host '\(link.host ?? "")'")
            }
            if channel.osDecides, !associatedDomainsDevelopmentMode, let domain = map.associatedDomain(ofHost: host),
               map.developerModeDomains.contains(domain) {
                return .openedInBrowser("applinks:\(domain)?mode=developer is honoured only in Associated Domains Development mode, which is off")
            }
            if channel.osDecides, let verdict = siteAssociationVerdict(for: text, host: host) {
                return verdict.opensApp ? .opens(verdict) : .openedInBrowser(verdict.reason)
            }
        } else if let scheme = link.scheme {
            if channel.osDecides, !map.schemes.contains(scheme) {
                return .notOpened("the scheme '\(scheme)' is not registered by this app")
            }
        } else if !channel.takesIntentPaths {
            return .notOpened("'\(text)' has no scheme; the OS opens only full URLs")
        }
        return .opens(nil)
    }

    /// What the OS does with `text`, opened as a full URL (`.system`) or, on
    /// Android, as another app's intent with the app's package (`.androidIntent`),
    /// without opening it: the link the app's code receives, or why the app
    /// does not receive it (kept in the browser, an unregistered scheme,
    /// malformed). The same rules `open(_:via:)` applies first, for tools that
    /// ask without opening (the language server).
    package func handOver(of text: String, via channel: OpeningChannel = .system) -> SystemHandOver {
        if platform == .android {
            let handOver = channel == .androidIntent
                ? AndroidHandOver(verdict: packageIntentVerdict(for: text, package: map.android?.applicationID ?? ""))
                : androidHandOver(of: text)
            switch handOver.verdict.destination {
            case .app: return .app(receives: handOver.data ?? text)
            case .browser: return .refused("the browser opens it: \(handOver.verdict.reason)")
            case .nothing: return .refused("the OS does not open it: \(handOver.verdict.reason)")
            }
        }
        if channel == .androidIntent {
            return .refused("the \(channel.rawValue) entry point is Android's (tag the scenario @android)")
        }
        switch Link.parse(text) {
        case .failure(let error): return .refused("malformed URL: \(error)")
        case .success(let link):
            switch systemGate(link, text: text, channel: .system) {
            case .opens: return .app(receives: text)
            case .notOpened(let reason): return .refused("the OS does not open it: \(reason)")
            case .openedInBrowser(let reason): return .refused("the browser opens it: \(reason)")
            }
        }
    }

    /// What the AASA named for `host` says of the link, or nil when there is none.
    func siteAssociationVerdict(for text: String, host: String) -> UniversalLinkVerdict? {
        guard let association = map.siteAssociation(forHost: host) else { return nil }
        let url = UniversalLinkURL(text) ?? UniversalLinkURL(host: host, path: "/")
        return association.verdict(for: url, appID: map.appID ?? "")
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
