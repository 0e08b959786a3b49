extension AppMap {
    /// What the app's universal-link router does with the link `text`, as
    /// `linkspec check` asks it: the route whose pattern takes it (nil when none
    /// does), and whether a route handles it at all (that one, or the fallback of
    /// a route whose pattern rejects its parameters).
    package func universalRoute(of text: String) -> (route: Int?, handled: Bool) {
        guard case .success(let link) = Link.parse(text) else { return (nil, false) }
        switch universalRouter.resolve(link.path, query: link.query, host: link.host?.lowercased()) {
        case .matched(let route, _): return (route, true)
        case .rejected(let route, _): return (nil, routes[route].fallback != nil)
        case .unmatched: return (nil, false)
        }
    }

    /// The patterns the universal-link router compiled, with their route's index.
    package var universalPatterns: [(route: Int, pattern: RoutePattern)] { universalRouter.patterns }
}
