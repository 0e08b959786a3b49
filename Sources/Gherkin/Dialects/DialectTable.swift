/// A set of dialects by language code: the built-in one (every language of
/// Cucumber's `gherkin-languages.json`), or that one with the languages of a
/// user's file laid over it (`--i18n-file`).
package struct DialectTable: Sendable {
    package private(set) var dialects: [String: Dialect]

    package init(_ dialects: [Dialect]) {
        self.dialects = Dictionary(dialects.map { ($0.code, $0) }, uniquingKeysWith: { _, last in last })
    }

    package subscript(code: String) -> Dialect? { dialects[code] }

    /// The language codes, sorted, for listings such as `--i18n-languages`.
    package var codes: [String] { dialects.keys.sorted() }

    /// This table with `other`'s dialects added; a language in both takes
    /// `other`'s keywords entirely (keyword lists are not merged one by one,
    /// so a file can also remove a keyword).
    package func merging(_ other: DialectTable) -> DialectTable {
        var merged = self
        merged.dialects.merge(other.dialects, uniquingKeysWith: { _, theirs in theirs })
        return merged
    }

    /// Every language Cucumber's Gherkin knows.
    package static let builtIn = DialectTable(builtInDialects)
}
