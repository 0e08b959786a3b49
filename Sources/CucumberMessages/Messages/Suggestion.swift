/// Ready-to-paste code for an undefined step.
package struct Suggestion: Hashable, Sendable {
    package var id: String
    package var pickleStepId: String
    package var snippets: [Snippet]

    package init(id: String, pickleStepId: String, snippets: [Snippet]) {
        self.id = id
        self.pickleStepId = pickleStepId
        self.snippets = snippets
    }
}

/// One suggested step definition, in one programming language.
package struct Snippet: Hashable, Sendable {
    package var language: String
    package var code: String

    package init(language: String, code: String) {
        self.language = language
        self.code = code
    }
}
