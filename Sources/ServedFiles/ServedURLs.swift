import AppFiles
import AppSimulation
import PlatformLinkRules

/// The domains `--served` asks about, from the app's own files and `app.json`
/// only, and the URL of each copy.
package struct ServedDomains: Sendable {
    /// Associated domains (every service; a `*.` domain's root), lowercased, in order.
    package var apple: [String] = []
    /// Hosts Android verifies (the root of a `*.` host), lowercased, in order.
    package var android: [String] = []

    package init(_ document: AppMapDocument) {
        var apple: [String] = []
        if let entitlements = document.files?.entitlements {
            apple += entitlements.domains.map(\.value)
            for service in AssociatedService.allCases { apple += (entitlements.serviceDomains[service] ?? []).map(\.value) }
        } else {
            apple += document.map.universalLinkHosts
        }
        apple += document.map.siteAssociations.map(\.host)
        self.apple = Self.unique(apple.map(ServedCopies.key))
        if let files = document.map.android {
            var hosts: [String] = []
            for (_, filter) in files.manifest?.intentFilters ?? [] where filter.autoVerifies {
                hosts += filter.authorities.map { AndroidFiles.verificationDomain(of: $0.host.value) }
            }
            hosts += files.assetLinks.map(\.host)
            android = Self.unique(hosts.map(ServedCopies.key))
        }
    }

    /// Each once, in order; only what can be a host name (a file cannot make linkspec ask elsewhere).
    private static func unique(_ domains: [String]) -> [String] {
        var seen: Set<String> = []
        return domains.filter { domain in
            !domain.isEmpty && domain.count <= 253 && !domain.hasPrefix(".") && !domain.hasPrefix("-")
                && domain.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }
                && seen.insert(domain).inserted
        }
    }
}

/// Where each copy is fetched from.
package enum ServedURL {
    package static func siteAssociation(_ domain: String) -> String { "https://\(domain)/.well-known/apple-app-site-association" }
    package static func assetLinks(_ host: String) -> String { "https://\(host)/.well-known/assetlinks.json" }
    /// What Apple's CDN hands phones for the domain.
    package static func cdn(_ domain: String) -> String { "https://app-site-association.cdn-apple.com/a/v1/\(domain)" }
    /// What Google's Digital Asset Links API says the host delegates.
    package static func google(_ host: String) -> String {
        "https://digitalassetlinks.googleapis.com/v1/statements:list?source.web.site=https://\(host)&relation=delegate_permission/common.handle_all_urls"
    }
}
