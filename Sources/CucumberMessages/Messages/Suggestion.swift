/// Ready-to-paste code for an undefined step.
public struct Suggestion: Hashable, Sendable {
    public var id: String
    public var pickleStepId: String
    public var snippets: [Snippet]

    public init(id: String, pickleStepId: String, snippets: [Snippet]) {
        self.id = id
        self.pickleStepId = pickleStepId
        self.snippets = snippets
    }
}

/// One suggested step definition, in one programming language.
public struct Snippet: Hashable, Sendable {
    public var language: String
    public var code: String

    public init(language: String, code: String) {
        self.language = language
        self.code = code
    }
}
