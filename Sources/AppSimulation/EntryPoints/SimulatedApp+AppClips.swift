import PlatformLinkRules

/// App Clips: while the full app is not installed, a universal link that invokes
/// the Clip (one of its invocation URLs, on a domain associated with the Clip:
/// the `appclips:` entitlement, and the AASA's `appclips` listing the Clip's app
/// ID) opens the Clip with that URL (`APActivationPayload.url`). Once the full
/// app is installed, the same link opens the full app.
extension SimulatedApp {
    /// Why an App Clip invocation did not open the Clip.
    struct AppClipMiss: Error {
        var reason: String
    }

    /// The Clip `link` invokes, or why it does not; nil when it is none of the Clip's invocation URLs.
    func appClipInvocation(_ link: Link, text: String) -> Result<AppClip, AppClipMiss>? {
        guard let clip = map.entryPoints.appClip, link.isWeb, let host = link.host else { return nil }
        guard clip.invocationURLs.isEmpty || clip.invocationURLs.contains(where: { text.hasPrefix($0) }) else { return nil }
        let stated = clip.invocationURLs.isEmpty ? map.universalLinkHosts : clip.invocationURLs.compactMap { UniversalLinkURL($0)?.host }
        if let problem = map.associationProblem(of: host, for: .appClips, appID: clip.appID, stated: stated) {
            return .failure(AppClipMiss(reason: problem))
        }
        return .success(clip)
    }

    /// The Clip opens with the link, through its lifecycle's API at a cold start.
    mutating func openInAppClip(_ text: String, _ clip: AppClip) -> LinkOutcome {
        log(.linkDelivered(link: text, api: Delivery.universalLink.api(entry.lifecycle, coldStart: true)))
        let reason = "the full app is not installed: the App Clip \(clip.bundleIdentifier) opens with it (APActivationPayload.url)"
        log(.linkOpenedInAppClip(link: text, reason: reason))
        return .openedInAppClip(reason: reason)
    }
}
