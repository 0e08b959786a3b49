import AppSimulation

/// `domain-without-aasa`, and `app-json-disagrees` for domains: the associated
/// domains (the entitlements', else `app.json`'s `universalLinkHosts`) against the
/// AASA files `app.json` names, and `universalLinkHosts` against the entitlements.
func domainFindings(in document: AppMapDocument) -> [CheckFinding] {
    let files = document.files
    let associations = document.map.siteAssociations
    var findings: [CheckFinding] = []

    // The associated domains, each where it is written.
    var domains: [(domain: String, location: FileLocation, source: String)] = []
    if let entitlements = files?.entitlements {
        domains = entitlements.domains.map { ($0.value, $0.location, entitlements.file) }
    } else {
        domains = document.map.universalLinkHosts.enumerated().map { ($1, document.location(of: "$.universalLinkHosts[\($0)]"), document.file) }
    }
    for domain in domains where !associations.contains(where: { $0.host == domain.domain }) {
        findings.append(CheckFinding(.domainWithoutAASA, at: domain.location,
            "no apple-app-site-association is named for \(domain.domain) in app.json's appleAppSiteAssociation: nothing says which of its links open the app"))
    }
    for association in associations where !domains.contains(where: { $0.domain == association.host }) {
        let source = files?.entitlements.map { "the entitlements (\($0.file))" } ?? "universalLinkHosts"
        findings.append(CheckFinding(.appJSONDisagrees, at: document.location(of: "$.appleAppSiteAssociation.\(association.host)"),
            "\(association.host) is not an associated domain of the app in \(source): its AASA never applies"))
    }
    if let entitlements = files?.entitlements, let stated = document.statedHosts {
        let associated = entitlements.domains.map(\.value)
        let statedLowercased = stated.map { $0.lowercased() }
        if statedLowercased != associated {
            findings.append(CheckFinding(.appJSONDisagrees, at: document.location(of: "$.universalLinkHosts"),
                "app.json's universalLinkHosts (\(listed(statedLowercased))) differ from the applinks domains of \(entitlements.file) (\(listed(associated))); runs follow \(entitlements.file)"))
        }
    }
    return findings
}
