/// One `applinks:` entry of the Associated Domains entitlement:
/// `applinks:babylon.example`, `applinks:*.babylon.example` (every subdomain, not
/// the domain itself) or `applinks:babylon.example?mode=developer`.
package struct AssociatedDomain: Sendable, Hashable, CustomStringConvertible {
    /// The domain lowercased, with its `*.` when it has one.
    package var domain: String
    /// `developer`, `managed` or `developer+managed`; nil for the ordinary mode.
    package var mode: String?

    package init(domain: String, mode: String?) {
        self.domain = domain
        self.mode = mode
    }

    package var isWildcard: Bool { domain.hasPrefix("*.") }

    package var description: String { "applinks:\(domain)" + (mode.map { "?mode=\($0)" } ?? "") }

    /// Whether a link to `host` is a universal link of this entry.
    package func covers(host: String) -> Bool {
        let host = host.lowercased()
        guard isWildcard else { return host == domain }
        let base = domain.dropFirst(2)
        return host.count > base.count + 1 && host.hasSuffix("." + base)
    }

    /// A host of the domain to build links on: `*.babylon.example` gives `www.babylon.example`.
    package static func exampleHost(of domain: String) -> String {
        domain.hasPrefix("*.") ? "www" + domain.dropFirst() : domain
    }

}

/// What linkspec reads from the app's entitlements: the `applinks:` entries of
/// `com.apple.developer.associated-domains`, in order.
package struct Entitlements: Sendable {
    package var file: String
    package var domains: [Located<AssociatedDomain>]

    package init(file: String, domains: [Located<AssociatedDomain>]) {
        self.file = file
        self.domains = domains
    }

    package static let associatedDomainsKey = "com.apple.developer.associated-domains"

}
