/// One `<intent-filter>` of an activity, as the manifest writes it. Its `<data>`
/// elements are merged, as Android merges them: every scheme goes with every
/// host, and every host with every path rule, whichever `<data>` element each
/// is written in.
package struct IntentFilter: Sendable {
    package var actions: [Located<String>]
    package var categories: [Located<String>]
    /// `android:autoVerify`, where written.
    package var autoVerify: Located<Bool>?
    package var schemes: [Located<String>]
    /// `host` with the `port` of the same `<data>` element.
    package var authorities: [Authority]
    /// The path rules of the `<data>` elements directly in the filter (any one may match).
    package var paths: [UriRule]
    /// `<uri-relative-filter-group>`s (Android 15), in order.
    package var groups: [UriRelativeFilterGroup]
    /// `android:mimeType`s: a filter with one never takes a plain link.
    package var mimeTypes: [Located<String>]
    /// Where `<intent-filter` starts.
    package var location: FileLocation

    package init(actions: [Located<String>] = [], categories: [Located<String>] = [], autoVerify: Located<Bool>? = nil,
                 schemes: [Located<String>] = [], authorities: [Authority] = [], paths: [UriRule] = [],
                 groups: [UriRelativeFilterGroup] = [], mimeTypes: [Located<String>] = [], location: FileLocation) {
        self.actions = actions
        self.categories = categories
        self.autoVerify = autoVerify
        self.schemes = schemes
        self.authorities = authorities
        self.paths = paths
        self.groups = groups
        self.mimeTypes = mimeTypes
        self.location = location
    }

    package static let viewAction = "android.intent.action.VIEW"
    package static let defaultCategory = "android.intent.category.DEFAULT"
    package static let browsableCategory = "android.intent.category.BROWSABLE"

    package func hasAction(_ name: String) -> Bool { actions.contains { $0.value == name } }
    package func hasCategory(_ name: String) -> Bool { categories.contains { $0.value == name } }

    /// Whether a link tapped in a browser or an e-mail can reach the filter: the
    /// intent is `VIEW` with `BROWSABLE`, and Android adds `DEFAULT` to every
    /// implicit intent, so the filter must list all three.
    package var takesBrowserLinks: Bool {
        hasAction(Self.viewAction) && hasCategory(Self.browsableCategory) && hasCategory(Self.defaultCategory)
    }

    /// Whether one of its schemes is `http` or `https`.
    package var takesWebSchemes: Bool { schemes.contains { $0.value == "http" || $0.value == "https" } }

    /// Whether `android:autoVerify="true"`.
    package var autoVerifies: Bool { autoVerify?.value == true }
}

/// A `host` (`babylon.example`, `*.babylon.example`, `*`) and the `port`
/// written beside it.
package struct Authority: Sendable, Hashable {
    package var host: Located<String>
    package var port: Located<String>?

    package init(host: Located<String>, port: Located<String>? = nil) {
        self.host = host
        self.port = port
    }

    /// `*.babylon.example`: the `*` matches any run of characters, so the
    /// filter takes `www.babylon.example` and `.babylon.example` but not
    /// `babylon.example`. Host matching is case-sensitive, as documented.
    package var isWildcard: Bool { host.value.hasPrefix("*") }

    package func matches(host: String?, port: Int?) -> Bool {
        guard let host else { return false }
        let hostMatches = isWildcard ? host.hasSuffix(self.host.value.dropFirst()) : host == self.host.value
        guard hostMatches else { return false }
        guard let wanted = self.port else { return true }
        return port.map(String.init) == wanted.value
    }
}

/// One `path*`, `query*` or `fragment*` attribute: which part of a link it
/// tests, and its pattern.
package struct UriRule: Sendable, Hashable {
    package enum Part: String, Sendable, Hashable {
        case path, query, fragment
    }

    package var part: Part
    package var pattern: AndroidPattern
    /// Where the attribute is written.
    package var location: FileLocation

    package init(part: Part, pattern: AndroidPattern, location: FileLocation) {
        self.part = part
        self.pattern = pattern
        self.location = location
    }

    /// `pathPrefix "/records"`.
    package var description: String { pattern.described(as: part.rawValue) }
}

/// A `<uri-relative-filter-group>`: rules that must all match (AND), and
/// whether a link they match is let in (`android:allow="true"`, the default)
/// or kept out.
package struct UriRelativeFilterGroup: Sendable, Hashable {
    package var allow: Bool
    package var rules: [UriRule]
    package var location: FileLocation

    package init(allow: Bool, rules: [UriRule], location: FileLocation) {
        self.allow = allow
        self.rules = rules
        self.location = location
    }
}
