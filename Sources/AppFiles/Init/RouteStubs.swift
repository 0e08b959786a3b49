import AppSimulation
import PlatformLinkRules

/// Route patterns for the rules of an AASA that let links open the app, for
/// `linkspec init`: each component (or legacy path) becomes the route pattern
/// that takes its links, segment by segment. A pattern is kept only when the
/// same sample links `linkspec check` builds from it open the app by that very
/// rule, so a stub is never a `route-not-in-aasa` finding.
enum RouteStubs {
    /// One route pattern and the links of it the rule lets open the app.
    struct Candidate {
        var pattern: String
        var links: [String]
        /// `babylon.example AASA: component 2 "/$(section)"`.
        var rule: String
    }

    /// A segment of a component's path: literal text (one of several, for a
    /// variable of a few literal values), or a parameter.
    private enum Piece {
        case literal([String])
        case parameter
        case rest
    }

    /// At most this many routes come from one rule (a variable's values).
    static let alternativesLimit = 8

    /// The candidates of every rule that opens the app in the entries listing
    /// `appID`, in the file's order, and a line for each rule no pattern fits.
    static func candidates(_ association: SiteAssociation, domain: String, appID: String) -> (found: [Candidate], skipped: [String]) {
        var found: [Candidate] = []
        var skipped: [String] = []
        let host = AppMap.exampleHost(of: domain)
        for entry in association.details where entry.lists(appID) {
            var rules: [(rule: ComponentRule, id: UniversalLinkVerdict.Rule, name: String)] = []
            if let components = entry.components {
                for component in components {
                    rules.append((association.effectiveRule(of: component, in: entry),
                                  .component(detail: entry.number, component: component.number), association.name(of: component, in: entry)))
                }
            } else {
                for path in entry.legacyPaths where !path.excludes {
                    var rule = ComponentRule()
                    rule.path = path.pattern
                    rules.append((rule, .legacyPath(detail: entry.number, path: path.number), association.name(of: path, in: entry)))
                }
            }
            for (rule, id, name) in rules where !(rule.exclude ?? false) {
                let described = "\(association.host) AASA: \(name)"
                let fitting = candidates(for: rule, id: id, association: association, host: host, appID: appID)
                if fitting.isEmpty {
                    skipped.append("\(described): no route pattern takes its links; write its route by hand")
                }
                found += fitting.map { Candidate(pattern: $0.pattern, links: $0.links, rule: described) }
            }
        }
        return (found, skipped)
    }

    /// The patterns for one rule: with string parameters, else int ones, else
    /// the literal path of one of its own links.
    private static func candidates(for rule: ComponentRule, id: UniversalLinkVerdict.Rule, association: SiteAssociation,
                                   host: String, appID: String) -> [(pattern: String, links: [String])] {
        func opened(_ pattern: String) -> [String]? {
            guard let parsed = try? RoutePattern(pattern) else { return nil }
            let links = LinkSamples.links(for: parsed, host: host).filter { url in
                let verdict = association.verdict(for: url, appID: appID)
                return verdict.opensApp && verdict.rule == id
            }
            return links.isEmpty ? nil : links.map(\.text)
        }
        var result: [(String, [String])] = []
        for alternative in patterns(for: rule) {
            for type in ["", ":int"] {
                let pattern = alternative.replacingOccurrences(of: ":TYPE", with: type)
                if let links = opened(pattern) {
                    result.append((pattern, links))
                    break
                }
            }
        }
        if !result.isEmpty { return result }
        // The literal path of the first of the rule's own sample links that it opens.
        for url in LinkSamples.links(for: rule, host: host) {
            let verdict = association.verdict(for: url, appID: appID)
            guard verdict.opensApp, verdict.rule == id else { continue }
            let segments = url.path.split(separator: "/")
            guard !segments.isEmpty, !segments.contains(where: { $0.contains("{") || $0.contains("}") }) else { continue }
            let pattern = segments.joined(separator: "/")
            if let links = opened(pattern) { return [(pattern, links)] }
        }
        return []
    }

    /// Route patterns (parameters typed `:TYPE`, filled in by the caller) for a
    /// rule's path and query items; none for a rule without a path or with only `/`.
    private static func patterns(for rule: ComponentRule) -> [String] {
        guard let path = rule.path else { return [] }
        var segments: [[WildcardPattern.Token]] = [[]]
        for token in path.tokens {
            if token == .character("/") { segments.append([]) } else { segments[segments.count - 1].append(token) }
        }
        segments.removeAll { $0.isEmpty }
        guard !segments.isEmpty else { return [] }
        let pieces = segments.enumerated().map { index, tokens in piece(tokens, isLast: index == segments.count - 1) }
        var alternatives = [""]
        var parameters = 0
        for piece in pieces {
            let texts: [String]
            switch piece {
            case .literal(let values): texts = values
            case .parameter:
                parameters += 1
                texts = ["{" + (parameters == 1 ? "id" : "id\(parameters)") + ":TYPE}"]
            case .rest: texts = ["{path...}"]
            }
            alternatives = Array(alternatives.flatMap { prefix in texts.map { prefix.isEmpty ? $0 : prefix + "/" + $0 } }
                .prefix(alternativesLimit))
        }
        if case .items(let items)? = rule.query, !items.isEmpty {
            let query = items.enumerated().map { index, item in
                let (name, pattern) = item
                let optional = pattern.matches("", caseSensitive: true) ? "?" : ""
                let plain = !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
                // A value written without wildcards (`"page": "QUEUE"`) is one a link must carry as it is.
                if plain, let value = literal(pattern.tokens), !value.isEmpty, !value.contains(where: { "{}&=#".contains($0) }) {
                    return "\(name)=\(value)"
                }
                return plain ? "{\(name)\(optional)}" : "\(name)={q\(index + 1)\(optional)}"
            }
            alternatives = alternatives.map { $0 + "?" + query.joined(separator: "&") }
        }
        return alternatives
    }

    private static func piece(_ tokens: [WildcardPattern.Token], isLast: Bool) -> Piece {
        if let text = literal(tokens), !text.contains(where: { "{}?".contains($0) }) { return .literal([text]) }
        if tokens.count == 1, case .choice(let choices) = tokens[0], choices.count <= alternativesLimit {
            let texts = choices.compactMap(literal)
            if texts.count == choices.count, !texts.contains(where: { $0.isEmpty || $0.contains(where: { "/{}?".contains($0) }) }) {
                return .literal(texts)
            }
        }
        return isLast && tokens == [.anyRun] ? .rest : .parameter
    }

    /// The text of tokens that are all plain characters.
    private static func literal(_ tokens: [WildcardPattern.Token]) -> String? {
        var text = ""
        for token in tokens {
            guard case .character(let character) = token else { return nil }
            text.append(character)
        }
        return text
    }
}
