extension AppMap {
    /// What the app's universal-link router makes of a link, as `linkspec check` asks it.
    package enum UniversalRouting: Equatable, Sendable {
        case matched(route: Int)
        /// A route's pattern matched the path but rejected its parameters.
        case rejected(route: Int)
        /// No route matched, or the text is not a link.
        case unmatched
    }

    /// Which route the universal-link router gives the link `text`.
    package func universalRouting(of text: String) -> UniversalRouting {
        guard case .success(let link) = Link.parse(text) else { return .unmatched }
        switch universalRouter.resolve(link.path, query: link.query) {
        case .matched(let route, _): return .matched(route: route)
        case .rejected(let route, _): return .rejected(route: route)
        case .unmatched: return .unmatched
        }
    }

    /// The patterns the universal-link router compiled, with their route's index.
    package var universalPatterns: [(route: Int, pattern: RoutePattern)] { universalRouter.patterns }
}
