/// A rule being built: the tokens it read itself and what its sub-rules became.
struct AstNode {
    let rule: RuleName
    var tokens: [Token] = []
    var children: [AstValue] = []

    init(rule: RuleName) {
        self.rule = rule
    }

    func firstToken(_ type: TokenType) -> Token? {
        tokens.first { $0.type == type }
    }

    func child(_ rule: RuleName) -> AstNode? {
        for case .node(let node) in children where node.rule == rule { return node }
        return nil
    }

    var description: String {
        for case .description(let text) in children { return text }
        return ""
    }

    var steps: [Step] {
        children.compactMap { if case .step(let step) = $0 { step } else { nil } }
    }
}

/// What a finished rule turns into.
enum AstValue {
    case document(GherkinDocument)
    case feature(Feature)
    case rule(Rule)
    case background(Background)
    case scenario(Scenario)
    case examples(Examples)
    case rows([TableRow])
    case step(Step)
    case dataTable(DataTable)
    case docString(DocString)
    case description(String)
    /// Rules that only group (headers, tags): their parent reads them.
    case node(AstNode)
}

/// A problem the builder finds that the grammar cannot (a ragged table).
struct AstBuilderError: Error {
    var location: Location
    var message: String
}
