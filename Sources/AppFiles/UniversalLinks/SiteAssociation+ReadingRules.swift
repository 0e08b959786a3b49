import AppSimulation
import LinkSpecJSON
import PlatformLinkRules

/// Reading what a details entry matches: its component rules (and the
/// defaults, which are one) with their patterns, and legacy path strings.
extension SiteAssociation.Reader {
    mutating func legacyPath(_ node: JSONValue, _ path: String, number: Int) -> SiteAssociation.LegacyPath? {
        guard let text = node.string else {
            problem(node, path, "expected a path string, found \(node.kindName)")
            return nil
        }
        let excludes = text.hasPrefix("NOT ")
        let source = excludes ? String(text.dropFirst(4)) : text
        let pattern: WildcardPattern
        switch WildcardPattern.parse(source, variables: variables, allowsVariables: false) {
        case .success(let parsed): pattern = parsed
        case .failure(let error):
            problem(node, path, error.message)
            return nil
        }
        return SiteAssociation.LegacyPath(number: number, text: text, pattern: pattern, excludes: excludes, location: location(node))
    }

    /// A component or a defaults object. A value of the wrong type leaves the
    /// whole object out (and says so): half a rule could let through what it
    /// meant to exclude.
    mutating func rule(_ node: JSONValue, _ path: String, what: String) -> ComponentRule? {
        guard let members = object(node, path, allowed: SiteAssociation.componentKeys, what: what) else { return nil }
        let leftOut = "; the \(what.hasPrefix("a ") ? String(what.dropFirst(2)) : what) is left out"
        var rule = ComponentRule()
        var broken = false
        for (key, value) in members {
            let memberPath = "\(path).\(key)"
            switch key {
            case "/", "#":
                guard let pattern = pattern(value, memberPath, leftOut) else { broken = true; continue }
                if key == "/" { rule.path = pattern } else { rule.fragment = pattern }
            case "?":
                if value.string != nil {
                    guard let pattern = pattern(value, memberPath, leftOut) else { broken = true; continue }
                    rule.query = .pattern(pattern)
                } else if let items = value.object {
                    var patterns: [(name: String, pattern: WildcardPattern)] = []
                    for item in items {
                        guard let pattern = pattern(item.value, "\(memberPath).\(item.key)", leftOut) else { broken = true; continue }
                        patterns.append((item.key, pattern))
                    }
                    rule.query = .items(patterns)
                } else {
                    problem(value, memberPath, "'?' is a pattern string or an object of query item patterns, found \(value.kindName)" + leftOut)
                    broken = true
                }
            case "comment":
                if let text = value.string { rule.comment = text } else {
                    problem(value, memberPath, "comment is a string, found \(value.kindName)")
                }
            default:
                guard let flag = value.bool else {
                    problem(value, memberPath, "\(key) is true or false, found \(value.kindName)" + leftOut)
                    broken = true
                    continue
                }
                switch key {
                case "exclude": rule.exclude = flag
                case "caseSensitive": rule.caseSensitive = flag
                default: rule.percentEncoded = flag
                }
            }
        }
        return broken ? nil : rule
    }

    mutating func pattern(_ node: JSONValue, _ path: String, _ consequence: String) -> WildcardPattern? {
        guard let text = node.string else {
            problem(node, path, "a pattern is a string, found \(node.kindName)" + consequence)
            return nil
        }
        switch WildcardPattern.parse(text, variables: variables) {
        case .success(let pattern): return pattern
        case .failure(let error):
            problem(node, path, error.message + consequence)
            return nil
        }
    }
}
