/// Android's documented data test for one link and one filter ("Intents and
/// intent filters", `<data>`, `<uri-relative-filter-group>`):
/// - a filter with a `mimeType` never takes a link without a type, and a
///   filter without a scheme takes no link;
/// - the link's scheme must be one of the filter's (case-sensitive);
/// - a filter without a host takes every link of its schemes (its ports and
///   paths are ignored); otherwise the link's host (and port, where written
///   beside the host) must match one of them;
/// - a filter without paths or groups takes every path; otherwise one of its
///   paths must match, or else the groups are tried in order and the first
///   whose rules all match decides (`allow` lets the link in, `allow="false"`
///   keeps it out); a link no path and no group matches is not taken.
extension IntentFilter {
    package func acceptsData(of link: AndroidLink) -> Bool {
        guard mimeTypes.isEmpty, schemes.contains(where: { $0.value == link.scheme }) else { return false }
        guard !authorities.isEmpty else { return true }
        guard authorities.contains(where: { $0.matches(host: link.host, port: link.port) }) else { return false }
        guard !paths.isEmpty || !groups.isEmpty else { return true }
        if paths.contains(where: { $0.matches(link) }) { return true }
        for group in groups where group.rules.allSatisfy({ $0.matches(link) }) {
            return group.allow
        }
        return false
    }

    /// Whether a link tapped in a browser reaches this filter: the actions and
    /// categories of a browser's intent, and the data test.
    package func accepts(_ link: AndroidLink) -> Bool {
        takesBrowserLinks && acceptsData(of: link)
    }
}

extension UriRule {
    /// A path rule tests the decoded path; a query rule each decoded `&`
    /// parameter (`query="param1=value1"` matches `?param1=value1&param2=value2`);
    /// a fragment rule the decoded fragment. A link without that part never matches.
    package func matches(_ link: AndroidLink) -> Bool {
        switch part {
        case .path: return link.decodedPath.map(pattern.matches) ?? false
        case .query: return link.decodedQueryParameters?.contains(where: pattern.matches) ?? false
        case .fragment: return link.decodedFragment.map(pattern.matches) ?? false
        }
    }
}
