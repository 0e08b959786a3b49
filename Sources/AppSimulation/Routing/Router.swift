/// Chooses among the patterns of an app map for one link.
struct Router: Sendable {
    enum Resolution: Sendable {
        case matched(route: Int, arguments: [RoutingEvent.Argument])
        /// The best partial match, when nothing matched in full.
        case rejected(route: Int, problem: String)
        case unmatched
    }

    let patterns: [(route: Int, pattern: RoutePattern)]

    /// By pattern: its first segment lowercased when that is a literal (the
    /// intent), else nil. A pattern whose first literal differs from the link's
    /// first segment cannot match at all, not even partly, so `resolve` skips it
    /// without a full `match`: most links concern one or two patterns of many.
    private let leadingLiterals: [String?]

    init(patterns: [(route: Int, pattern: RoutePattern)]) {
        self.patterns = patterns
        self.leadingLiterals = patterns.map { $0.pattern.lowercasedLiterals.first ?? nil }
    }

    func resolve(_ path: [String], query: [(name: String, value: String)]) -> Resolution {
        var best: (route: Int, arguments: [RoutingEvent.Argument], rank: MatchRank)?
        var bestPartial: (route: Int, problem: String, rank: MatchRank)?
        let lowercasedPath = path.map { $0.lowercased() }
        for index in patterns.indices {
            if let literal = leadingLiterals[index], literal != lowercasedPath.first { continue }
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
