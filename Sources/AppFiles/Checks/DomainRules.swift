import AppSimulation
import PlatformLinkRules

/// `domain-without-aasa`, the note `developer-mode-domain`, and `app-json-disagrees`
/// for domains: the associated domains (the entitlements', else `app.json`'s
/// `universalLinkHosts`) against the AASA files `app.json` names, and
/// `universalLinkHosts` against the entitlements. Which file serves which domain
/// follows Apple's TN3155: a named domain has its own file; `*.example.com` has
/// the root's, named for `example.com` (or `*.example.com`).
enum DomainRules {
    static func findings(in document: AppMapDocument) -> [CheckFinding] {
        let files = document.files
        let map = document.map
        let associations = map.siteAssociations
        var findings: [CheckFinding] = []

        // The associated domains, each where it is written.
        var domains: [(domain: String, location: FileLocation, source: String)] = []
        if let entitlements = files?.entitlements {
            domains = entitlements.domains.map { ($0.value, $0.location, entitlements.file) }
        } else {
            domains = map.universalLinkHosts.enumerated().map { ($1, document.location(of: "$.universalLinkHosts[\($0)]"), document.file) }
        }
        for domain in domains where map.siteAssociation(forDomain: domain.domain) == nil {
            let named = domain.domain.hasPrefix("*.") ? "\(domain.domain.dropFirst(2)) (whose file serves \(domain.domain))" : domain.domain
            findings.append(CheckFinding(.domainWithoutAASA, at: domain.location,
                "no apple-app-site-association is named for \(named) in app.json's appleAppSiteAssociation: nothing says which of its links open the app"))
        }
        for association in associations where map.domains(governedBy: association).isEmpty {
            let source = files?.entitlements.map { "the entitlements (\($0.file))" } ?? "universalLinkHosts"
            findings.append(CheckFinding(.appJSONDisagrees, at: document.location(of: "$.appleAppSiteAssociation.\(association.host)"),
                "\(association.host) is not an associated domain of the app in \(source), nor the root of a *. one: its AASA never applies"))
        }
        if let entitlements = files?.entitlements, let stated = document.statedHosts {
            let associated = entitlements.domains.map(\.value)
            let statedLowercased = stated.map { $0.lowercased() }
            if statedLowercased != associated {
                findings.append(CheckFinding(.appJSONDisagrees, at: document.location(of: "$.universalLinkHosts"),
                    "app.json's universalLinkHosts (\(listed(statedLowercased))) differ from the applinks domains of \(entitlements.file) (\(listed(associated))); runs follow \(entitlements.file)"))
            }
        }
        for entry in files?.entitlements?.developerModeDomains ?? [] {
            findings.append(CheckFinding(.developerModeDomain, at: entry.location,
                "applinks:\(entry.value) with ?mode=developer works only on a device in Associated Domains Development mode; a build installed from the App Store ignores it (runs: 'Given associated domains development mode is on')"))
        }
        return findings
    }
}
