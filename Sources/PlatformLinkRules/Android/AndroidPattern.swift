/// One pattern of an intent filter, as Android's `PatternMatcher` reads it: the
/// value of a `<data>` attribute (`path`, `pathPrefix`, `pathSuffix`,
/// `pathPattern`, `pathAdvancedPattern`, and their `query*` and `fragment*`
/// forms in a `<uri-relative-filter-group>`), after the manifest's string
/// escapes (`\\*` in the XML is `\*` here).
///
/// - `literal`: the whole text, exactly (`path`, `query`, `fragment`).
/// - `prefix`, `suffix`: the start or the end of the text.
/// - `simpleGlob` (`…Pattern`): `.` is any character, `*` zero or more of the
///   character before it, `.*` any run, `\` escapes.
/// - `advancedGlob` (`…AdvancedPattern`): `.`, sets `[a-z0-9]` and `[^/]`,
///   `*`, `+`, `{n}`, `{m,n}`, `{m,}`, `\` escapes.
///
/// Neither glob backtracks (the documentation says so of the advanced one; see
/// docs/decisions/0100-android-rules.md for what that means here).
package struct AndroidPattern: Sendable, Hashable, CustomStringConvertible {
    package enum Kind: Sendable, Hashable {
        case literal, prefix, suffix, simpleGlob, advancedGlob
    }

    package let kind: Kind
    /// The pattern as `PatternMatcher` gets it.
    package let text: String
    /// A glob's elements, in order; empty for the other kinds.
    package let elements: [GlobElement]

    /// A pattern of `kind`; an advanced glob that does not parse is an error
    /// with its message (Android refuses to install such a manifest).
    package init(_ kind: Kind, _ text: String) throws(AndroidPatternError) {
        self.kind = kind
        self.text = text
        switch kind {
        case .literal, .prefix, .suffix: elements = []
        case .simpleGlob: elements = GlobElement.simple(text)
        case .advancedGlob: elements = try GlobElement.advanced(text)
        }
    }

    package func matches(_ string: String) -> Bool {
        switch kind {
        case .literal: return string == text
        case .prefix: return string.hasPrefix(text)
        case .suffix: return string.hasSuffix(text)
        case .simpleGlob, .advancedGlob: return GlobElement.matches(elements, Array(string.unicodeScalars))
        }
    }

    /// `pathPrefix "/records"`, for messages; `part` is `path`, `query` or `fragment`.
    package func described(as part: String) -> String {
        let attribute = switch kind {
        case .literal: part
        case .prefix: part + "Prefix"
        case .suffix: part + "Suffix"
        case .simpleGlob: part + "Pattern"
        case .advancedGlob: part + "AdvancedPattern"
        }
        return "\(attribute) \"\(text)\""
    }

    package var description: String { described(as: "path") }
}

/// An `…AdvancedPattern` that does not parse: `unclosed '[' at 4`.
package struct AndroidPatternError: Error, Sendable, Hashable {
    package var message: String
}
