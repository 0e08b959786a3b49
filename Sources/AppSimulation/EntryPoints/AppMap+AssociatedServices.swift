import PlatformLinkRules

/// The associated-domain services besides universal links, verified as the OS
/// verifies them: the app's entitlements list `<service>:<domain>`, and the
/// domain's AASA lists the app under the service.
extension AppMap {
    /// Why `host` is not associated with the app `appID` for `service`; nil when
    /// it is. Without an entitlements file the domains `app.json` states for the
    /// entry point (`stated`) count as the entitlements'; without an AASA named
    /// for the host, the entitlements alone decide.
    func associationProblem(of host: String, for service: AssociatedService, appID: String?, stated: [String]) -> String? {
        let host = host.lowercased()
        let domains = entryPoints.associatedDomains?[service] ?? stated
        guard domains.contains(where: { Self.domain($0, covers: host) }) else {
            let source = entryPoints.associatedDomains == nil ? "app.json names" : "the entitlements list"
            return "\(host) is not associated for \(service): \(source) no \(service):\(host)"
        }
        guard let association = siteAssociation(forHost: host) else { return nil }
        guard let section = association.services[service] else {
            return "\(host) is not associated for \(service): the \(association.host) AASA has no '\(service)'"
        }
        guard let appID, section.lists(appID) else {
            return "\(host) is not associated for \(service): the \(association.host) AASA's '\(service)' "
                + "does not list \(appID ?? "the app")"
        }
        return nil
    }
}
