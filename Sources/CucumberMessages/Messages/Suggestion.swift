/// Ready-to-paste code for an undefined step.
@usableFromInline
package struct Suggestion: Hashable, Sendable {
    @usableFromInline package var id: String
    @usableFromInline package var pickleStepId: String
    @usableFromInline package var snippets: [Snippet]

    @inlinable package init(id: String, pickleStepId: String, snippets: [Snippet]) {
        self.id = id
        self.pickleStepId = pickleStepId
        self.snippets = snippets
    }
}

/// One suggested step definition, in one programming language.
@usableFromInline
package struct Snippet: Hashable, Sendable {
    @usableFromInline package var language: String
    @usableFromInline package var code: String

    @inlinable package init(language: String, code: String) {
        self.language = language
        self.code = code
    }
}
