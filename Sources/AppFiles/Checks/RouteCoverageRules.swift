import AppSimulation

/// `route-not-in-aasa` and `aasa-path-without-route`: which links the routes and an
/// AASA share, found by trying sample links (see `LinkSamples`) from both sides:
/// every link a route pattern or a component yields is put to the AASA (which
/// component decides it, and does it open the app?) and to the routes (does one
/// handle it?). A route is covered when one of its links opens the app; a
/// component is useful when one of the links it decides is handled by a route.
enum RouteCoverageRules {
    static func findings(in document: AppMapDocument) -> [CheckFinding] {
        let map = document.map
        guard let appID = map.appID else { return [] }
        var findings: [CheckFinding] = []
        for association in map.siteAssociations where association.details.contains(where: { $0.lists(appID) }) {
            let host = AppMap.exampleHost(of: association.host)
            let routeLinks = universalRoutes(of: map).map { ($0.index, $0.path, LinkSamples.links(for: $0.pattern, host: host)) }
            let candidates = routeLinks.flatMap(\.2) + LinkSamples.links(for: association, listing: appID, host: host)
            let trials = unique(candidates).map { url in
                let (route, handled) = map.universalRoute(of: url.text)
                return Trial(url: url, verdict: association.verdict(for: url, appID: appID), route: route, handled: handled)
            }

            for (index, path, samples) in routeLinks {
                let route = map.routes[index]
                guard !trials.contains(where: { $0.route == index && $0.verdict.opensApp }) else { continue }
                let example = samples.first.map { "\($0.text): \(association.verdict(for: $0, appID: appID).reason)" } ?? "no link"
                findings.append(CheckFinding(.routeNotInAASA, at: document.location(of: path),
                    "route '\(route.name)' handles universal links the \(association.host) AASA never lets open the app (\(example)): users land in Safari"))
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
        /// The route whose pattern takes the link.
        var route: Int?
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
