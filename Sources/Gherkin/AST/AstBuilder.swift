/// Builds the `GherkinDocument` as the parser reports rules starting and ending.
/// Ids come from the shared generator in the reference's order: a node gets its id
/// when its rule ends, after everything inside it (table rows, steps, examples),
/// and a node's tags get theirs just before it.
struct AstBuilder {
    private var stack: [AstNode] = []
    private var comments: [Comment] = []
    private(set) var ids: IdGenerator
    private(set) var document: GherkinDocument?
    private let uri: String

    init(uri: String, ids: IdGenerator) {
        self.uri = uri
        self.ids = ids
    }

    mutating func startRule(_ rule: RuleName) {
        stack.append(AstNode(rule: rule))
    }

    mutating func endRule(_ rule: RuleName) throws(AstBuilderError) {
        guard let node = stack.popLast() else { return }
        let value = try transform(node)
        if stack.isEmpty {
            if case .document(let built) = value { document = built }
        } else {
            stack[stack.count - 1].children.append(value)
        }
    }

    mutating func build(_ token: Token) {
        switch token.type {
        case .comment:
            comments.append(Comment(location: Location(line: token.lineNumber, column: token.column), text: token.text))
        case .empty, .eof:
            return
        default:
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].tokens.append(token)
        }
    }

    private mutating func transform(_ node: AstNode) throws(AstBuilderError) -> AstValue {
        switch node.rule {
        case .step:
            guard let line = node.firstToken(.stepLine) else { return .node(node) }
            var dataTable: DataTable?
            var docString: DocString?
            for child in node.children {
                if case .dataTable(let table) = child { dataTable = table }
                if case .docString(let string) = child { docString = string }
            }
            return .step(Step(location: line.location, keyword: line.keyword ?? "", keywordType: line.keywordType,
                              text: line.text, docString: docString, dataTable: dataTable, id: ids.next()))
        case .docString:
            guard let separator = node.firstToken(.docStringSeparator) else { return .node(node) }
            let content = node.tokens.lazy.filter { $0.type == .other }.map(\.text).joined(separator: "\n")
            return .docString(DocString(location: separator.location,
                                        mediaType: separator.text.isEmpty ? nil : separator.text,
                                        content: content, delimiter: separator.keyword ?? ""))
        case .dataTable:
            let rows = try tableRows(node)
            guard let first = rows.first else { return .node(node) }
            return .dataTable(DataTable(location: first.location, rows: rows))
        case .examplesTable:
            return .rows(try tableRows(node))
        case .background:
            guard let line = node.firstToken(.backgroundLine) else { return .node(node) }
            return .background(Background(location: line.location, keyword: line.keyword ?? "", name: line.text,
                                          description: node.description, steps: node.steps, id: ids.next()))
        case .scenarioDefinition:
            let tags = self.tags(node.child(.tags))
            guard let scenario = node.child(.scenario), let line = scenario.firstToken(.scenarioLine) else { return .node(node) }
            let examples = scenario.children.compactMap { if case .examples(let block) = $0 { block } else { nil } }
            return .scenario(Scenario(location: line.location, tags: tags, keyword: line.keyword ?? "", name: line.text,
                                      description: scenario.description, steps: scenario.steps,
                                      examples: examples, id: ids.next()))
        case .examplesDefinition:
            let tags = self.tags(node.child(.tags))
            guard let examples = node.child(.examples), let line = examples.firstToken(.examplesLine) else { return .node(node) }
            var rows: [TableRow] = []
            for case .rows(let table) in examples.children { rows = table }
            return .examples(Examples(location: line.location, tags: tags, keyword: line.keyword ?? "", name: line.text,
                                      description: examples.description, tableHeader: rows.first,
                                      tableBody: Array(rows.dropFirst()), id: ids.next()))
        case .description:
            var lines = node.tokens.filter { $0.type == .other }
            while let last = lines.last, Self.isBlank(last.text) { lines.removeLast() }
            return .description(lines.map(\.text).joined(separator: "\n"))
        case .rule:
            guard let header = node.child(.ruleHeader), let line = header.firstToken(.ruleLine) else { return .node(node) }
            let tags = self.tags(header.child(.tags))
            var children: [RuleChild] = []
            for child in node.children {
                if case .background(let background) = child { children.append(RuleChild(background: background)) }
                if case .scenario(let scenario) = child { children.append(RuleChild(scenario: scenario)) }
            }
            return .rule(Rule(location: line.location, tags: tags, keyword: line.keyword ?? "", name: line.text,
                              description: header.description, children: children, id: ids.next()))
        case .feature:
            guard let header = node.child(.featureHeader), let line = header.firstToken(.featureLine) else { return .node(node) }
            let tags = self.tags(header.child(.tags))
            var children: [FeatureChild] = []
            for child in node.children {
                switch child {
                case .background(let background): children.append(FeatureChild(background: background))
                case .scenario(let scenario): children.append(FeatureChild(scenario: scenario))
                case .rule(let rule): children.append(FeatureChild(rule: rule))
                default: break
                }
            }
            return .feature(Feature(location: line.location, tags: tags, language: line.language,
                                    keyword: line.keyword, name: line.text, description: header.description,
                                    children: children))
        case .gherkinDocument:
            var feature: Feature?
            for case .feature(let built) in node.children { feature = built }
            return .document(GherkinDocument(uri: uri, feature: feature, comments: comments))
        case .featureHeader, .ruleHeader, .scenario, .examples, .tags, .stepArg, .descriptionHelper:
            return .node(node)
        }
    }

    private mutating func tags(_ node: AstNode?) -> [Tag] {
        guard let node else { return [] }
        var tags: [Tag] = []
        for token in node.tokens where token.type == .tagLine {
            for item in token.items {
                tags.append(Tag(location: Location(line: token.lineNumber, column: item.column), name: item.text, id: ids.next()))
            }
        }
        return tags
    }

    /// The rows of a table, each with its id; all rows must have as many cells as the first.
    private mutating func tableRows(_ node: AstNode) throws(AstBuilderError) -> [TableRow] {
        var rows: [TableRow] = []
        for token in node.tokens where token.type == .tableRow {
            rows.append(TableRow(location: token.location, cells: token.cells, id: ids.next()))
        }
        if let width = rows.first?.cells.count, let ragged = rows.first(where: { $0.cells.count != width }) {
            throw AstBuilderError(location: ragged.location, message: "inconsistent cell count within the table")
        }
        return rows
    }

    private static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
    }
}
