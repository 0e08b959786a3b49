import AppSimulation

/// The AASA and assetlinks.json files of some domains as another source gives
/// them (what the domains' web servers serve, fetched by `linkspec check
/// --served`), read in place of the files `app.json` names: the same readers,
/// the same rules, each problem at the copy's own name (its URL).
package struct ServedCopies: Sendable {
    /// One domain's file: its bytes, or nil when the domain serves none that can be
    /// read (the OS then has none: its links open in the browser); `file` names it in messages.
    package struct Copy: Sendable {
        package var bytes: [UInt8]?
        package var file: String

        package init(bytes: [UInt8]?, file: String) {
            self.bytes = bytes
            self.file = file
        }
    }

    /// By domain, lowercased, without `*.` (a wildcard domain's file is its root's).
    package var siteAssociations: [String: Copy] = [:]
    package var assetLinks: [String: Copy] = [:]

    package init(siteAssociations: [String: Copy] = [:], assetLinks: [String: Copy] = [:]) {
        self.siteAssociations = siteAssociations
        self.assetLinks = assetLinks
    }

    /// The key a domain's copy is under: `*.example.com` and `example.com` share one.
    package static func key(_ domain: String) -> String {
        let lowered = domain.lowercased()
        return lowered.hasPrefix("*.") ? String(lowered.dropFirst(2)) : lowered
    }
}
