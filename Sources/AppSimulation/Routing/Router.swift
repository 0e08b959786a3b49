/// Chooses among the patterns of an app map for one link.
struct Router: Sendable {
    enum Resolution: Sendable {
        case matched(route: Int, arguments: [RoutingEvent.Argument])
        /// The best partial match, when nothing matched in full.
        case rejected(route: Int, problem: String)
        case unmatched
    }

    let patterns: [(route: Int, pattern: RoutePattern)]
    /// By pattern: the universal-link domains its route is for (empty: every one).
    private let hosts: [[String]]

    /// By pattern: its first segment lowercased when that is a literal (the
    /// intent), else nil. A pattern whose first literal differs from the link's
    /// first segment cannot match at all, not even partly, so `resolve` skips it
    /// without a full `match`: most links concern one or two patterns of many.
    private let leadingLiterals: [String?]

    init(patterns: [(route: Int, pattern: RoutePattern)], hosts: [[String]] = []) {
        self.patterns = patterns
        self.hosts = hosts.isEmpty ? patterns.map { _ in [] } : hosts
        self.leadingLiterals = patterns.map { $0.pattern.lowercasedLiterals.first ?? nil }
    }

    /// `host` (lowercased) is the universal link's: patterns of routes for other hosts are skipped.
    func resolve(_ path: [String], query: [(name: String, value: String)], host: String? = nil) -> Resolution {
        var best: (route: Int, arguments: [RoutingEvent.Argument], rank: MatchRank)?
        var bestPartial: (route: Int, problem: String, rank: MatchRank)?
        let lowercasedPath = path.map { $0.lowercased() }
        for index in patterns.indices {
            if let literal = leadingLiterals[index], literal != lowercasedPath.first { continue }
            if let host, !hosts[index].isEmpty, !hosts[index].contains(where: { AppMap.domain($0, covers: host) }) { continue }
            let (route, pattern) = patterns[index]
            switch pattern.match(path, lowercasedPath: lowercasedPath, query: query) {
            case .full(let arguments, let rank):
                if best.map({ $0.rank < rank }) ?? true { best = (route, arguments, rank) }
            case .partial(let problem, let rank):
                if bestPartial.map({ $0.rank < rank }) ?? true { bestPartial = (route, problem, rank) }
            case .none:
                continue
            }
        }
        if let best { return .matched(route: best.route, arguments: best.arguments) }
        if let bestPartial { return .rejected(route: bestPartial.route, problem: bestPartial.problem) }
        return .unmatched
    }
}
