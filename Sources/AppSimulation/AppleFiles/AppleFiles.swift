/// The app's own files that `app.json` names, as read: its Info.plist, its
/// entitlements, its team ID and the apple-app-site-association file of each
/// domain. Runs follow them; `linkspec check` compares them with each other and
/// with `app.json`.
package struct AppleFiles: Sendable {
    package var infoPlist: InfoPlist?
    package var entitlements: Entitlements?
    package var teamID: Located<String>?
    /// `<team ID>.<bundle ID>`: what an AASA's `appIDs` must list.
    package var appID: String?
    /// In the order `app.json` names them.
    package var siteAssociations: [SiteAssociation]

    package init(infoPlist: InfoPlist? = nil, entitlements: Entitlements? = nil, teamID: Located<String>? = nil,
                 appID: String? = nil, siteAssociations: [SiteAssociation] = []) {
        self.infoPlist = infoPlist
        self.entitlements = entitlements
        self.teamID = teamID
        self.appID = appID
        self.siteAssociations = siteAssociations
    }

    /// The AASA that applies to `host`: the one named for it, else one named for a
    /// wildcard domain (`*.babylon.example`) that covers it.
    package func siteAssociation(forHost host: String) -> SiteAssociation? {
        let host = host.lowercased()
        if let exact = siteAssociations.first(where: { $0.host == host }) { return exact }
        return siteAssociations.first { $0.host.hasPrefix("*.") && AssociatedDomain(domain: $0.host, mode: nil).covers(host: host) }
    }
}
