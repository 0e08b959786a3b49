import LinkSpecPlatform

/// Which rule of an AASA decided whether a link opens the app, and how.
package struct UniversalLinkVerdict: Sendable, Hashable, CustomStringConvertible {
    package enum Rule: Sendable, Hashable {
        case component(detail: Int, component: Int)
        case legacyPath(detail: Int, path: Int)
        /// Entries list the app, but none of their components (or legacy paths) matches.
        case noMatch
        /// No `details` entry lists the app's ID.
        case appIDNotListed
    }

    package var opensApp: Bool
    package var rule: Rule
    /// `babylon.example AASA: component 3 "/records/*" excludes`.
    package var reason: String

    package var description: String { reason }
}

extension SiteAssociation {
    /// Apple's rules for one https link and one app: the `details` entries that
    /// list the app, in order; in each, its components in order (or, where it has
    /// none, its legacy `paths`), and the first that matches decides: it opens the
    /// app, or with `exclude` (`NOT ` for a path) it keeps the link in the browser.
    /// A link nothing matches stays in the browser.
    package func verdict(for url: UniversalLinkURL, appID: String) -> UniversalLinkVerdict {
        let entries = details.filter { $0.lists(appID) }
        guard !entries.isEmpty else {
            return UniversalLinkVerdict(opensApp: false, rule: .appIDNotListed,
                                        reason: "\(host) AASA: no details entry lists the app ID \(appID)")
        }
        for entry in entries {
            if let components = entry.components {
                for component in components {
                    let rule = effectiveRule(of: component, in: entry)
                    guard rule.matches(url) else { continue }
                    let excludes = rule.exclude ?? false
                    return UniversalLinkVerdict(
                        opensApp: !excludes, rule: .component(detail: entry.number, component: component.number),
                        reason: "\(host) AASA: \(name(of: component, in: entry)) \(excludes ? "excludes" : "lets it through")")
                }
            } else {
                for path in entry.legacyPaths where path.pattern.matches(url.path) {
                    return UniversalLinkVerdict(
                        opensApp: !path.excludes, rule: .legacyPath(detail: entry.number, path: path.number),
                        reason: "\(host) AASA: \(name(of: path, in: entry)) \(path.excludes ? "excludes" : "lets it through")")
                }
            }
        }
        // Named as the entries name their rules: legacy `paths` are paths, not components.
        let byComponents = entries.contains { $0.components != nil }
        let byPaths = entries.contains { $0.components == nil }
        let rules = byComponents && byPaths ? "component or path" : byComponents ? "component" : "path"
        return UniversalLinkVerdict(opensApp: false, rule: .noMatch,
                                    reason: "\(host) AASA: no \(rules) matches \(url.path)" + (url.query.isEmpty ? "" : "?\(url.query)"))
    }

    /// A component's rule with the entry's and the domain's defaults under it.
    package func effectiveRule(of component: Component, in entry: Detail) -> ComponentRule {
        component.rule.over(entry.defaults).over(defaults)
    }

    /// `component 3 "/records/*"`, with the entry's number when the file has several.
    package func name(of component: Component, in entry: Detail) -> String {
        "\(entryPrefix(entry))component \(component.number) \(component.rule.summary)"
    }

    package func name(of path: LegacyPath, in entry: Detail) -> String {
        "\(entryPrefix(entry))path \(path.number) \(quoted(path.text))"
    }

    private func entryPrefix(_ entry: Detail) -> String {
        details.count > 1 ? "details \(entry.number), " : ""
    }
}
