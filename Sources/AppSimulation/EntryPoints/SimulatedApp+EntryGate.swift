import PlatformLinkRules

/// What an entry point decides before the OS's rules (`systemGate`): the app not
/// being installed, an in-app browser's first page, the app opening a link
/// itself, Handoff's association, the links a shortcut or a web view can open.
extension SimulatedApp {
    /// The link's ending when its entry point decides it here (logged); nil to go on.
    mutating func entryGate(_ link: Link, text: String, channel: OpeningChannel) -> LinkOutcome? {
        if !entry.isInstalled { return notInstalled(link, text: text, channel: channel) }
        switch channel {
        case .inAppBrowser:
            guard link.isWeb else { return notOpened(text, "an in-app browser (SFSafariViewController) opens only http and https URLs") }
            return openedInBrowser(text, "the first page of an in-app browser (SFSafariViewController) stays on the web: "
                                   + "it never opens an app")
        case .appItself, .appItselfUniversalLinksOnly:
            guard isRunning else { return notOpened(text, "the app is not running, so it opens nothing") }
            let own = isOwnUniversalLink(link, text: text)
            if channel == .appItselfUniversalLinksOnly {
                let why = own ? "it is the app's own universal link, which the system does not hand back to the app"
                    : link.isWeb ? "no installed app claims it" : "it is not a universal link"
                return notOpened(text, "UIApplication.open with universalLinksOnly reports false: \(why)")
            }
            guard link.isWeb else { return nil } // the app's own custom scheme: the OS decides, as for any app
            return openedInBrowser(text, own ? "UIApplication.open on the app's own universal link opens Safari, not the app"
                                              : "UIApplication.open: no app claims it, so Safari opens it")
        case .nfcTag where !link.isWeb:
            // Background tag reading launches apps only by universal links (App Clips too).
            return notOpened(text, "background NFC tag reading opens an app only by a universal link: "
                             + "a '\(link.scheme ?? "")' URL on a tag opens no app")
        case .shortcut where !link.isWeb:
            return notOpened(text, "OpenURLIntent opens universal links: '\(text)' is not an http or https URL")
        case .webView where !link.isWeb:
            return notOpened(text, "a web view (WKWebView) does not open '\(link.scheme ?? "")' URLs itself: "
                             + "its navigation delegate must hand them to UIApplication.open")
        case .handoff:
            guard link.isWeb, let host = link.host else {
                return notOpened(text, "Handoff continues web pages: '\(text)' is not an http or https URL")
            }
            if let problem = map.associationProblem(of: host, for: .activityContinuation, appID: map.appID,
                                                    stated: map.entryPoints.handoffDomains) {
                return openedInBrowser(text, "\(problem): the page continues in Safari")
            }
            guard map.claimsUniversalLinks(onHost: host) else {
                arrive(text, web: true, channel: channel)
                return ignore(text, "the app's universal-link routes take no links on host '\(host)'")
            }
        default:
            break
        }
        return nil
    }

    /// An https link on one of the app's domains that its AASA (if any) lets open the app.
    func isOwnUniversalLink(_ link: Link, text: String) -> Bool {
        guard link.isWeb, let host = link.host?.lowercased(), map.claimsUniversalLinks(onHost: host) else { return false }
        return siteAssociationVerdict(for: text, host: host)?.opensApp ?? true
    }

    /// Where a link goes while the full app is not installed: a tapped universal
    /// link invokes the App Clip; one the app would open is kept by the
    /// deferred-link method on the way to the App Store, or opens its web page;
    /// one it would not open stays in the browser as it would anyway. Nothing else
    /// reaches an app.
    private mutating func notInstalled(_ link: Link, text: String, channel: OpeningChannel) -> LinkOutcome {
        let notInstalled = "the app is not installed"
        switch channel {
        case .smartAppBanner:
            return openedAppStore(text, "\(notInstalled): the banner leads to the App Store, and its app-argument is lost")
        case .handoff:
            return openedInBrowser(text, "\(notInstalled): the page continues in Safari")
        case .system, .qrCode, .nfcTag, .messages, .mail, .notes:
            guard link.isWeb else {
                return notOpened(text, "\(notInstalled): no app registers the scheme '\(link.scheme ?? "")'")
            }
            var missedClip = ""
            switch appClipInvocation(link, text: text) {
            case .success(let clip)?: return openInAppClip(text, clip)
            case .failure(let miss)?: missedClip = " (not the App Clip: \(miss.reason))"
            case nil: break
            }
            // A link the installed app would not open either stays in the browser for the same reason.
            if case .openedInBrowser(let reason) = systemGate(link, text: text, channel: .system) {
                return openedInBrowser(text, reason + missedClip)
            }
            guard let method = map.entryPoints.deferredLinks else {
                return openedInBrowser(text, "\(notInstalled): its web page opens\(missedClip)")
            }
            entry.deferredLink = text
            log(.deferredLinkKept(link: text, method: method))
            let kept = method == .pasteboard ? "its web page copies the link to the pasteboard and sends the user to the App Store"
                : "the attribution provider records the click and sends the user to the App Store"
            return openedAppStore(text, "\(notInstalled): \(kept)\(missedClip)")
        default:
            return notOpened(text, notInstalled)
        }
    }

    mutating func openedAppStore(_ link: String, _ reason: String) -> LinkOutcome {
        log(.linkOpenedAppStore(link: link, reason: reason))
        return .openedAppStore(reason: reason)
    }
}
