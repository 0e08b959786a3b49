import LinkSpecPlatform

/// An apple-app-site-association file's universal-link part (`applinks`), read
/// as Apple documents it: `details` entries, each naming apps (`appIDs`, or the
/// legacy `appID`) and the URLs they open (`components`, or the legacy `paths`),
/// with `defaults` and `substitutionVariables` at the domain and entry levels.
package struct SiteAssociation: Sendable {
    /// The domain the file is served for, as `app.json` names it.
    package var host: String
    package var details: [Detail] = []
    /// `applinks.defaults`: the domain-level defaults of every component.
    package var defaults = ComponentRule()
    /// Where `applinks` (or, without it, the whole file) starts.
    package var applinksLocation: FileLocation
    /// The apps each other service lists (`webcredentials`, `activitycontinuation`, `appclips`).
    package var services: [AssociatedService: ServiceApps] = [:]
    /// Structure problems: unknown keys, wrong types, legacy and new forms mixed.
    /// The OS ignores what it does not understand, and so do runs: an element with a
    /// value of the wrong type is left out; `linkspec check` reports each as `aasa-syntax`.
    package var problems: [AppFileError] = []

    package init(host: String, applinksLocation: FileLocation) {
        self.host = host
        self.applinksLocation = applinksLocation
    }

    /// One entry of `applinks.details`.
    package struct Detail: Sendable {
        /// 1-based, for messages.
        package var number: Int
        package var appIDs: [Located<String>] = []
        /// The entry's components; nil when it has none, and then `paths` apply.
        package var components: [Component]?
        package var legacyPaths: [LegacyPath] = []
        /// The JSON path and place of legacy `paths` kept beside `components`: iOS 13 and
        /// later ignore them (older systems read them), so runs do too.
        package var ignoredLegacyPaths: Located<String>?
        /// The entry's `defaults`, over the domain's.
        package var defaults = ComponentRule()

        package init(number: Int) { self.number = number }

        package func lists(_ appID: String) -> Bool { appIDs.contains { $0.value == appID } }
    }

    /// One object of a `components` array, as written (unset keys nil).
    package struct Component: Sendable {
        /// 1-based, for messages: "component 3".
        package var number: Int
        package var rule: ComponentRule
        package var location: FileLocation

        package init(number: Int, rule: ComponentRule, location: FileLocation) {
            self.number = number
            self.rule = rule
            self.location = location
        }
    }

    /// One string of a legacy `paths` array: a path pattern, `NOT ` before it to exclude.
    package struct LegacyPath: Sendable {
        package var number: Int
        package var text: String
        package var pattern: WildcardPattern
        package var excludes: Bool
        package var location: FileLocation

        package init(number: Int, text: String, pattern: WildcardPattern, excludes: Bool, location: FileLocation) {
            self.number = number
            self.text = text
            self.pattern = pattern
            self.excludes = excludes
            self.location = location
        }
    }
}

/// A service of an AASA other than `applinks`: the apps it lists (`"apps"`), and where it is written.
package struct ServiceApps: Sendable {
    package var apps: [Located<String>] = []
    package var location: FileLocation

    package init(location: FileLocation) { self.location = location }

    package func lists(_ appID: String) -> Bool { apps.contains { $0.value == appID } }
}

/// What a component (or a `defaults` object) says; nil where it says nothing.
package struct ComponentRule: Sendable {
    package enum Query: Sendable {
        /// A pattern for the whole query string.
        case pattern(WildcardPattern)
        /// Patterns by query item name: every item of that name must match, and a
        /// missing item or one without a value counts as the empty string.
        case items([(name: String, pattern: WildcardPattern)])
    }

    package var path: WildcardPattern?
    package var query: Query?
    package var fragment: WildcardPattern?
    package var exclude: Bool?
    package var caseSensitive: Bool?
    package var percentEncoded: Bool?
    package var comment: String?

    package init() {}

    /// This rule's settings, and `defaults`' where this one sets nothing: the
    /// more specific level wins.
    package func over(_ defaults: ComponentRule) -> ComponentRule {
        var merged = self
        merged.path = path ?? defaults.path
        merged.query = query ?? defaults.query
        merged.fragment = fragment ?? defaults.fragment
        merged.exclude = exclude ?? defaults.exclude
        merged.caseSensitive = caseSensitive ?? defaults.caseSensitive
        merged.percentEncoded = percentEncoded ?? defaults.percentEncoded
        return merged
    }

    /// Whether every part the rule names matches (an unnamed part matches
    /// anything): `caseSensitive` and `percentEncoded` default to true.
    package func matches(_ url: UniversalLinkURL) -> Bool {
        let sensitive = caseSensitive ?? true
        let encoded = percentEncoded ?? true
        func form(_ text: String) -> String { encoded ? text : UniversalLinkURL.decoded(text) }
        if let path, !path.matches(form(url.path), caseSensitive: sensitive) { return false }
        if let fragment, !fragment.matches(form(url.fragment), caseSensitive: sensitive) { return false }
        switch query {
        case nil:
            return true
        case .pattern(let pattern)?:
            return pattern.matches(form(url.query), caseSensitive: sensitive)
        case .items(let items)?:
            let present = url.queryItems(decoded: !encoded)
            for (name, pattern) in items {
                let values = present.filter { sensitive ? $0.name == name : $0.name.lowercased() == name.lowercased() }.map(\.value)
                for value in values.isEmpty ? [""] : values where !pattern.matches(value, caseSensitive: sensitive) {
                    return false
                }
            }
            return true
        }
    }

    /// The parts the rule names, as in the file: `"/records/*"`, `?{"articleNumber": "????"}`, `#"top"`.
    package var summary: String {
        var parts: [String] = []
        if let path { parts.append(quoted(path.source)) }
        switch query {
        case .pattern(let pattern)?: parts.append("?" + quoted(pattern.source))
        case .items(let items)?: parts.append("?{" + items.map { "\(quoted($0.name)): \(quoted($0.pattern.source))" }.joined(separator: ", ") + "}")
        case nil: break
        }
        if let fragment { parts.append("#" + quoted(fragment.source)) }
        return parts.isEmpty ? "(every URL)" : parts.joined(separator: " ")
    }
}
