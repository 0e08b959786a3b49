import AppSimulation
import PlatformLinkRules

/// `route-not-in-intent-filter` and `intent-filter-path-without-route`: which
/// web links the routes and the manifest's intent filters share, found by
/// sample links as `RouteCoverageRules` finds it for an AASA. A route is
/// covered on a host when a filter that takes browser links takes one of its
/// links there; a filter's path rule is useful when a route handles one of the
/// links it lets in.
///
/// A route is judged on its own `hosts`, as runs route it; a route without
/// `hosts` on those the app claims for web links on either platform: the
/// hosts of the manifest's `autoVerify` filters and `app.json`'s
/// `universalLinkHosts` (the same links are sent to every phone).
enum AndroidRouteCoverageRules {
    static func findings(in files: AndroidFiles, document: AppMapDocument) -> [CheckFinding] {
        guard let manifest = files.manifest else { return [] }
        let map = document.map
        let webFilters = manifest.intentFilters.filter { $0.filter.takesBrowserLinks && $0.filter.schemes.contains { isWeb($0.value) } }
        var findings: [CheckFinding] = []

        let autoVerifyHosts = webFilters.filter { $0.filter.autoVerifies }.flatMap { $0.filter.authorities.map(\.host.value) }
        let claimedHosts = unique(autoVerifyHosts + map.universalLinkHosts)
        for (index, path, pattern) in RouteCoverageRules.universalRoutes(of: map) {
            let route = map.routes[index]
            // Each route on its own hosts, as runs route it; else on every host the app claims.
            for host in unique((route.hosts.isEmpty ? claimedHosts : route.hosts).map(AppMap.exampleHost)) {
                let samples = LinkSamples.links(for: pattern, host: host)
                guard let example = samples.first,
                      !samples.contains(where: { link in webFilters.contains { $0.filter.accepts(AndroidLink(link)) } }) else { continue }
                findings.append(CheckFinding(.routeNotInIntentFilter, at: document.location(of: path),
                    "route '\(route.name)' handles web links no intent filter of \(manifest.file) takes (\(example.text)): Android opens them in the browser"))
            }
        }

        for (activity, filter) in webFilters {
            guard let authority = filter.authorities.first else { continue }
            let host = AppMap.exampleHost(of: authority.host.value)
            for rule in filter.paths {
                let links = LinkSamples.paths(for: rule.pattern).map { UniversalLinkURL(host: host, path: $0) }
                guard let example = links.first, !links.contains(where: { map.universalRoute(of: $0.text).handled }) else { continue }
                findings.append(CheckFinding(.intentFilterPathWithoutRoute, at: rule.location,
                    "\(rule.description) of the intent filter of \(activity.name.value) lets links open the app that no route handles "
                        + "(\(example.text)): the app opens and shows nothing"))
            }
        }
        return findings
    }

    private static func unique(_ hosts: [String]) -> [String] {
        var seen: Set<String> = []
        return hosts.filter { seen.insert($0).inserted }
    }

    private static func isWeb(_ scheme: String) -> Bool { scheme == "http" || scheme == "https" }
}
