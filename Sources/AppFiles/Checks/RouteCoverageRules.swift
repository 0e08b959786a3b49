import AppSimulation
import PlatformLinkRules

/// `route-not-in-aasa` and `aasa-path-without-route`: which links the routes and an
/// AASA share, found by trying sample links (see `LinkSamples`). A route is covered
/// by the AASA of a host it serves when one of its own links on that host, as the
/// OS receives it (`https://example.com/concierge`, no trailing slash), opens the
/// app and reaches it. A component is useful when one of the links it decides
/// (built from the AASA's rules and from the routes, on each domain the file
/// governs) is handled by a route.
enum RouteCoverageRules {
    static func findings(in document: AppMapDocument) -> [CheckFinding] {
        let map = document.map
        guard let appID = map.appID else { return [] }
        return routeFindings(document, appID: appID) + componentFindings(document, appID: appID)
    }

    /// Each route on each host it serves, judged by that host's AASA: one finding
    /// per route and AASA, with the first of the route's links as the example.
    private static func routeFindings(_ document: AppMapDocument, appID: String) -> [CheckFinding] {
        let map = document.map
        var findings: [CheckFinding] = []
        for (index, path, pattern) in universalRoutes(of: map) {
            let route = map.routes[index]
            var samplesByAssociation: [(association: SiteAssociation, samples: [UniversalLinkURL])] = []
            // Each domain the route serves: its own hosts, else every domain of the app.
            for domain in route.hosts.isEmpty ? map.universalLinkHosts : route.hosts {
                let associated = domain.hasPrefix("*.") ? domain : map.associatedDomain(ofHost: domain) ?? domain
                guard let association = map.siteAssociation(forDomain: associated), association.details.contains(where: { $0.lists(appID) })
                else { continue }
                let samples = LinkSamples.links(for: pattern, host: AppMap.exampleHost(of: domain))
                if let known = samplesByAssociation.firstIndex(where: { $0.association.host == association.host }) {
                    samplesByAssociation[known].samples += samples
                } else {
                    samplesByAssociation.append((association, samples))
                }
            }
            for (association, samples) in samplesByAssociation {
                let covered = samples.contains { url in
                    association.verdict(for: url, appID: appID).opensApp && map.universalRoute(of: url.text).route == index
                }
                guard !covered else { continue }
                let example = samples.first.map { "\($0.text): \(association.verdict(for: $0, appID: appID).reason)" } ?? "no link"
                findings.append(CheckFinding(.routeNotInAASA, at: document.location(of: path),
                    "route '\(route.name)' handles universal links the \(association.host) AASA never lets open the app (\(example)): users land in Safari"))
            }
        }
        return findings
    }

    private static func componentFindings(_ document: AppMapDocument, appID: String) -> [CheckFinding] {
        let map = document.map
        var findings: [CheckFinding] = []
        for association in map.siteAssociations where association.details.contains(where: { $0.lists(appID) }) {
            var trials: [Trial] = []
            for host in map.domains(governedBy: association).map(AppMap.exampleHost) {
                let routeLinks = universalRoutes(of: map).flatMap { LinkSamples.links(for: $0.pattern, host: host) }
                trials += unique(routeLinks + LinkSamples.links(for: association, listing: appID, host: host)).map { url in
                    Trial(url: url, verdict: association.verdict(for: url, appID: appID), handled: map.universalRoute(of: url.text).handled)
                }
            }
            for entry in association.details where entry.lists(appID) {
                for component in entry.components ?? [] where !(association.effectiveRule(of: component, in: entry).exclude ?? false) {
                    let decided = trials.filter { $0.verdict.rule == .component(detail: entry.number, component: component.number) }
                    if let finding = unhandled(decided, what: association.name(of: component, in: entry), at: component.location) {
                        findings.append(finding)
                    }
                }
                if entry.components == nil {
                    for path in entry.legacyPaths where !path.excludes {
                        let decided = trials.filter { $0.verdict.rule == .legacyPath(detail: entry.number, path: path.number) }
                        if let finding = unhandled(decided, what: association.name(of: path, in: entry), at: path.location) {
                            findings.append(finding)
                        }
                    }
                }
            }
        }
        return findings
    }

    /// The finding for a component whose links (those it decides among the
    /// samples) no route handles; nil when one is handled, or when it decides none
    /// of the samples (nothing can be said of it).
    private static func unhandled(_ decided: [Trial], what: String, at location: FileLocation) -> CheckFinding? {
        guard let example = decided.first, !decided.contains(where: \.handled) else { return nil }
        return CheckFinding(.aasaPathWithoutRoute, at: location,
            "\(what) lets links open the app that no route handles (\(example.url.text)): the app opens and shows nothing")
    }

    private struct Trial {
        var url: UniversalLinkURL
        var verdict: UniversalLinkVerdict
        /// Whether a route (or a fallback) handles it.
        var handled: Bool
    }

    /// Routes that claim universal links, with the JSON path of their pattern:
    /// the patterns the map's universal-link router compiled.
    static func universalRoutes(of map: AppMap) -> [(index: Int, path: String, pattern: RoutePattern)] {
        map.universalPatterns.map { index, pattern in
            let key = if case .pattern = map.routes[index].universalLink { "universalLink" } else { "pattern" }
            return (index, "$.routes[\(index)].\(key)", pattern)
        }
    }

    private static func unique(_ links: [UniversalLinkURL]) -> [UniversalLinkURL] {
        var seen: Set<UniversalLinkURL> = []
        return links.filter { seen.insert($0).inserted }
    }
}
