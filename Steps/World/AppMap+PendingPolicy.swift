import SimulatedApp

extension AppMap {
    /// The same app with another default pending policy (routes that set their
    /// own policy, like the RIBs workflow's `queue`, keep it).
    func withPendingPolicy(_ policy: PendingPolicy) throws(AppMapError) -> AppMap {
        try AppMap(
            name: name, schemes: schemes, universalLinkHosts: universalLinkHosts, tabs: tabs,
            initialTab: initialTab, loginScreen: loginScreen, screens: screens, routes: routes,
            flavours: flavours, workflows: workflows, pendingPolicy: policy,
            clinicalAccessPassword: clinicalAccessPassword, allowedWebHosts: allowedWebHosts,
            analytics: analytics)
    }
}
