/// How well one pattern matches one link. `partial` means the literal segments
/// matched but a parameter did not (missing, wrong type, extra segment): that is
/// where a route's fallback applies.
enum PatternMatch: Sendable {
    case full([RoutingEvent.Argument], MatchRank)
    case partial(problem: String, MatchRank)
    case none
}

/// Precedence among patterns that match the same link: a pattern that starts with
/// a literal over one that starts with a parameter (a vanity `{slug}` is tried
/// after every literal pattern), then more literal segments, then more typed
/// parameters, then a plain parameter over a rest-of-path one, then more query
/// items; declaration order breaks ties.
struct MatchRank: Sendable, Comparable {
    var leadingLiteral: Bool
    var literals: Int
    var typed: Int
    /// A rest-of-path parameter took the end of the path.
    var rest: Bool
    var queryItems: Int
    /// For partial matches: the link has as many segments as the pattern expects.
    var sameLength: Bool

    static func < (lhs: MatchRank, rhs: MatchRank) -> Bool {
        (lhs.leadingLiteral ? 1 : 0, lhs.literals, lhs.typed, lhs.rest ? 0 : 1, lhs.queryItems, lhs.sameLength ? 1 : 0)
            < (rhs.leadingLiteral ? 1 : 0, rhs.literals, rhs.typed, rhs.rest ? 0 : 1, rhs.queryItems, rhs.sameLength ? 1 : 0)
    }
}

extension RoutePattern {
    /// `lowercasedPath` is `path` lowercased, once for all patterns: literal
    /// segments match whatever their case.
    func match(_ path: [String], lowercasedPath: [String], query: [(name: String, value: String)]) -> PatternMatch {
        var arguments: [RoutingEvent.Argument] = []
        var problem: String?
        var literals = 0
        var typed = 0
        var rest = false
        for (index, segment) in segments.enumerated() {
            guard index < path.count else {
                if case .parameter(let parameter) = segment, !parameter.isOptional, problem == nil {
                    // `rawValue`, not the enum itself: interpolating a type without a description reflects on it at run time.
                    problem = "the \(parameter.type.rawValue) parameter '\(parameter.name)' is missing"
                } else if case .literal = segment {
                    return .none
                }
                continue
            }
            switch segment {
            case .literal:
                guard lowercasedLiterals[index] == lowercasedPath[index] else { return .none }
                literals += 1
            case .parameter(let parameter) where parameter.isRest:
                arguments.append(.init(parameter.name, .string(path[index...].joined(separator: "/"))))
                rest = true
            case .parameter(let parameter):
                if let value = parameter.type.value(of: path[index]) {
                    arguments.append(.init(parameter.name, value))
                    if parameter.type.isTyped { typed += 1 }
                } else if problem == nil {
                    problem = "'\(path[index])' is not \(parameter.type.withArticle) (parameter '\(parameter.name)')"
                }
            }
        }
        if path.count > segments.count, !rest, problem == nil {
            problem = "unexpected path segment '\(path[segments.count])'"
        }
        for literal in queryLiterals {
            // Another value (or none) is another route's link, not a wrong parameter of this one.
            guard query.contains(where: { $0.name == literal.key && $0.value == literal.value }) else { return .none }
            literals += 1
        }
        var queryItems = 0
        for item in self.query {
            guard let text = query.first(where: { $0.name == item.key })?.value else {
                if !item.parameter.isOptional, problem == nil { problem = "the query item '\(item.key)' is missing" }
                continue
            }
            if let value = item.parameter.type.value(of: text) {
                arguments.append(.init(item.parameter.name, value))
                queryItems += 1
            } else if !(item.parameter.isOptional && text.isEmpty), problem == nil {
                problem = "query item '\(item.key)': '\(text)' is not \(item.parameter.type.withArticle)"
            }
        }
        var sameLength = path.count == segments.count || rest
        if case .parameter(let last)? = segments.last, last.isOptional, path.count == segments.count - 1 { sameLength = true }
        let leadingLiteral = lowercasedLiterals.first.map { $0 != nil } ?? false
        let rank = MatchRank(leadingLiteral: leadingLiteral, literals: literals, typed: typed, rest: rest, queryItems: queryItems,
                             sameLength: sameLength)
        if let problem { return .partial(problem: problem, rank) }
        return .full(arguments, rank)
    }

    /// The set of link shapes this pattern accepts, to find patterns that can never be told apart.
    var shapes: Set<String> {
        var base: [String] = []
        var withoutOptional: [String]?
        for segment in segments {
            switch segment {
            case .literal(let text): base.append("=" + text.lowercased())
            case .parameter(let p):
                if p.isOptional { withoutOptional = base }
                base.append("{" + (p.isRest ? "..." : p.type.rawValue) + "}")
            }
        }
        let querySignature = "?" + (query.map { "\($0.key):\($0.parameter.type.rawValue)\($0.parameter.isOptional ? "?" : "")" }
            + queryLiterals.map { "\($0.key)==\($0.value)" }).sorted().joined(separator: "&")
        var result: Set<String> = [base.joined(separator: "/") + querySignature]
        if let withoutOptional { result.insert(withoutOptional.joined(separator: "/") + querySignature) }
        return result
    }
}

extension RouteParameterType {
    var withArticle: String {
        switch self {
        case .int: return "an int"
        case .string: return "a string"
        case .uuid: return "a UUID"
        }
    }
}
