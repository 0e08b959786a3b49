import AppSimulation
import LinkSpecPlatform
import PlatformLinkRules

/// `tracking-domain-associated`, `handoff-not-associated`,
/// `app-clip-not-associated` and `auth-callback-not-associated`: the entry points
/// `app.json` names (`entryPoints`) against the entitlements and the AASA files.
enum EntryPointRules {
    static func findings(in document: AppMapDocument) -> [CheckFinding] {
        let entry = document.map.entryPoints
        var findings: [CheckFinding] = []
        for (i, domain) in entry.clickTrackingDomains.enumerated() {
            let stated = document.location(of: "$.entryPoints.clickTrackingDomains[\(i)]")
            if let finding = trackingFinding(domain, document: document, at: stated) { findings.append(finding) }
        }
        for (i, domain) in entry.handoffDomains.enumerated() {
            findings += association(.handoffNotAssociated, host: domain, service: .activityContinuation, appID: document.map.appID,
                                    entitlements: document.files?.entitlements, document: document,
                                    at: document.location(of: "$.entryPoints.handoffDomains[\(i)]"),
                                    consequence: "Handoff from \(domain) continues in Safari, not the app")
        }
        if let clip = entry.appClip {
            findings += appClipFindings(clip, document: document)
        }
        if case .https(let host, _)? = entry.signInCallback {
            findings += association(.authCallbackNotAssociated, host: host, service: .webCredentials, appID: document.map.appID,
                                    entitlements: document.files?.entitlements, document: document,
                                    at: document.location(of: "$.entryPoints.signInCallback"),
                                    consequence: "the https sign-in callback fails, as the OS requires webcredentials for its host")
        }
        return findings
    }

    /// Paths a click-tracking domain serves: the tracked links and the unsubscribe link among them.
    static let trackedPaths = ["/", "/unsubscribe", "/c/aBc123", "/ls/click?upn=aBc123"]

    /// A click-tracking domain that is an associated domain whose AASA lets every tracked path open the app.
    private static func trackingFinding(_ domain: String, document: AppMapDocument, at stated: FileLocation) -> CheckFinding? {
        let map = document.map
        guard map.claimsUniversalLinks(onHost: domain), let appID = map.appID,
              let association = map.siteAssociation(forHost: domain) else { return nil }
        let host = AppMap.exampleHost(of: domain)
        let verdicts = trackedPaths.compactMap { UniversalLinkURL("https://\(host)\($0)") }
            .map { association.verdict(for: $0, appID: appID) }
        guard verdicts.allSatisfy(\.opensApp), let unsubscribe = verdicts.dropFirst().first else { return nil }
        return CheckFinding(.trackingDomainAssociated, at: location(of: unsubscribe, in: association) ?? stated,
            "the click-tracking domain \(domain) is an associated domain whose AASA lets every path open the app "
                + "(\(unsubscribe.reason)): every tracked link, unsubscribe included, opens the app")
    }

    /// Where the rule that decided a verdict is written.
    private static func location(of verdict: UniversalLinkVerdict, in association: SiteAssociation) -> FileLocation? {
        switch verdict.rule {
        case .component(let detail, let component):
            return association.details.first { $0.number == detail }?.components?.first { $0.number == component }?.location
        case .legacyPath(let detail, let path):
            return association.details.first { $0.number == detail }?.legacyPaths.first { $0.number == path }?.location
        case .noMatch, .appIDNotListed:
            return nil
        }
    }

    /// The Clip's bundle ID, and each domain it is invoked on against the Clip's
    /// `appclips:` entitlement and the domain's AASA.
    private static func appClipFindings(_ clip: AppClip, document: AppMapDocument) -> [CheckFinding] {
        var findings: [CheckFinding] = []
        let stated = "$.entryPoints.appClip.bundleIdentifier"
        let clipPath = document.states(stated) ? stated : "$.entryPoints.appClip"
        if !clip.bundleIdentifier.hasSuffix(".Clip") {
            findings.append(CheckFinding(.appClipNotAssociated, at: document.location(of: clipPath),
                "the App Clip's bundle ID \(clip.bundleIdentifier) does not end with .Clip "
                    + "(Xcode names a Clip <the app's bundle ID>.Clip)"))
        }
        let entitlements = document.files?.appClipEntitlements ?? document.files?.entitlements
        var domains: [(host: String, path: String)] = []
        for (i, url) in clip.invocationURLs.enumerated() {
            if let host = UniversalLinkURL(url)?.host.lowercased(), !domains.contains(where: { $0.host == host }) {
                domains.append((host, "$.entryPoints.appClip.invocationURLs[\(i)]"))
            }
        }
        if clip.invocationURLs.isEmpty { domains = document.map.universalLinkHosts.map { ($0, clipPath) } }
        for (host, path) in domains {
            findings += association(.appClipNotAssociated, host: host, service: .appClips, appID: clip.appID, entitlements: entitlements,
                                    document: document, at: document.location(of: path),
                                    consequence: "its invocation URLs on \(host) do not open the App Clip")
        }
        return findings
    }

    /// The finding when `host` is not associated with `appID` for `service`: the
    /// entitlements lack `<service>:<host>` (found at `stated`, where app.json
    /// expects it), or the host's AASA does not list the app under the service.
    private static func association(_ rule: CheckRule, host: String, service: AssociatedService, appID: String?,
                                    entitlements: Entitlements?, document: AppMapDocument, at stated: FileLocation,
                                    consequence: String) -> [CheckFinding] {
        if let entitlements, !(entitlements.serviceDomains[service] ?? []).contains(where: { AppMap.domain($0.value, covers: host) }) {
            return [CheckFinding(rule, at: stated, "\(entitlements.file) has no \(service):\(host): \(consequence)")]
        }
        guard let appID, let association = document.map.siteAssociation(forHost: host) else { return [] }
        guard let section = association.services[service] else {
            return [CheckFinding(rule, at: FileLocation(file: association.applinksLocation.file),
                                 "the \(association.host) AASA has no '\(service)' listing \(appID): \(consequence)")]
        }
        guard !section.lists(appID) else { return [] }
        let nearest = section.apps.min { Spelling.distance($0.value, appID) < Spelling.distance($1.value, appID) }
        return [CheckFinding(rule, at: nearest?.location ?? section.location,
                             "the \(association.host) AASA's '\(service)' does not list \(appID)"
                                + (nearest.map { " (the nearest is \($0.value))" } ?? "") + ": \(consequence)")]
    }
}
