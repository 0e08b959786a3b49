import AppSimulation
import Foundation
import PlatformLinkRules

/// Representative links for reasoning about which links an AASA and the routes
/// share, without solving pattern against pattern: a few concrete links built from
/// each route pattern (each parameter filled with values of its type) and from each
/// AASA component (each wildcard filled with a few texts, each variable with its
/// first values). `linkspec check` asks of every sample which component decides it
/// and which route handles it; `fuzz-links` opens them.
package enum LinkSamples {
    /// At most this many samples come from one pattern.
    static let limit = 48

    /// Values a parameter of each type takes in samples: valid ones.
    package static func values(for type: RouteParameterType) -> [String] {
        switch type {
        case .int: return ["1", "42"]
        case .uuid: return ["E621E1F8-C36C-495A-93FC-0C247A3E6E5F"]
        case .string: return ["abc"]
        }
    }

    /// `https://HOST/` links a route pattern handles, as the OS receives them (no
    /// trailing slash): an optional parameter with and without a value, a
    /// rest-of-path one with one segment and with two.
    package static func links(for pattern: RoutePattern, host: String) -> [UniversalLinkURL] {
        var paths = [""]
        for segment in pattern.segments {
            switch segment {
            case .literal(let text):
                paths = paths.map { $0 + "/" + text }
            case .parameter(let parameter):
                let values = values(for: parameter.type) + (parameter.isRest ? ["abc/def"] : [])
                let filled = paths.flatMap { path in values.map { path + "/" + $0 } }
                paths = parameter.isOptional ? paths + filled : filled
            }
            paths = Array(paths.prefix(limit))
        }
        var queries = [pattern.queryLiterals.map { "\($0.key)=\($0.value)" }.joined(separator: "&")]
        for item in pattern.query {
            let filled = queries.flatMap { query in
                values(for: item.parameter.type).map { (query.isEmpty ? "" : query + "&") + "\(item.key)=\($0)" }
            }
            queries = Array((item.parameter.isOptional ? queries + filled : filled).prefix(limit))
        }
        return combined(paths, queries, [""], host: host)
    }

    /// Links a component's patterns match (each part it names; the path `/`, an
    /// empty query and fragment where it names none).
    package static func links(for rule: ComponentRule, host: String) -> [UniversalLinkURL] {
        var paths = ["/"]
        if let path = rule.path {
            // A path starts with '/'; a pattern that does not (`*`, `?*`) still matches some that do.
            paths = texts(of: path).map { $0.hasPrefix("/") ? $0 : "/" + $0 }.filter { path.matches($0) }
        }
        var queries = [""]
        switch rule.query {
        case .pattern(let pattern)?:
            queries = texts(of: pattern)
        case .items(let items)?:
            for (name, pattern) in items {
                queries = Array(queries.flatMap { query in
                    texts(of: pattern).map { (query.isEmpty ? "" : query + "&") + "\(name)=\($0)" }
                }.prefix(limit))
            }
        case nil:
            break
        }
        let fragments = rule.fragment.map(texts) ?? [""]
        return combined(paths, queries, fragments, host: host)
    }

    /// Texts a pattern matches: `*` as nothing, a digit, a letter and a deeper
    /// path; `?` as a digit and a letter; a variable as its first values.
    package static func texts(of pattern: WildcardPattern) -> [String] {
        texts(of: pattern.tokens)
    }

    private static func texts(of tokens: [WildcardPattern.Token]) -> [String] {
        var result = [""]
        for token in tokens {
            let fills: [String]
            switch token {
            case .character(let character): fills = [String(character)]
            case .anyCharacter: fills = ["1", "a"]
            case .anyRun: fills = ["", "1", "a", "a/1"]
            case .choice(let choices): fills = choices.prefix(8).flatMap { texts(of: $0).prefix(4) }
            }
            result = Array(result.flatMap { text in fills.map { text + $0 } }.prefix(limit))
        }
        return result
    }

    private static func combined(_ paths: [String], _ queries: [String], _ fragments: [String], host: String) -> [UniversalLinkURL] {
        var links: [UniversalLinkURL] = []
        for path in paths {
            for query in queries {
                for fragment in fragments where links.count < limit * 2 {
                    links.append(UniversalLinkURL(host: host, path: path.isEmpty ? "/" : path, query: query, fragment: fragment))
                }
            }
        }
        return links
    }
}

extension LinkSamples {
    /// Links built from every rule of an AASA: each component (with the
    /// entry's and the file's defaults under it) and each legacy path,
    /// excluded ones too (the OS decides them by the file), of the entries
    /// that list `appID` (every entry when nil); at most `perRule` from each.
    /// `linkspec check`, `fuzz-links` and the AASA fuzz target all take them.
    package static func links(for association: SiteAssociation, listing appID: String? = nil, host: String,
                              perRule: Int = .max) -> [UniversalLinkURL] {
        var links: [UniversalLinkURL] = []
        for entry in association.details where appID.map(entry.lists) ?? true {
            for component in entry.components ?? [] {
                links += Self.links(for: association.effectiveRule(of: component, in: entry), host: host).prefix(perRule)
            }
            for path in entry.legacyPaths {
                var rule = ComponentRule()
                rule.path = path.pattern
                links += Self.links(for: rule, host: host).prefix(perRule)
            }
        }
        return links
    }
}
