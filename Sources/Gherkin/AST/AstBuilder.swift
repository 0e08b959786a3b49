/// Builds the `GherkinDocument` as the parser reports rules starting and ending.
/// Ids come from the shared generator in the reference's order: a node gets its id
/// when its rule ends, after everything inside it (table rows, steps, examples),
/// and a node's tags get theirs just before it.
///
/// The grammar never nests a rule inside itself, so each kind of rule that is
/// open has one slot here (`AstParts`) that gathers its lines and finished
/// children in place; a node is built once, when its rule ends, and moved into
/// its parent's slot. Nothing is copied from a generic tree first.
struct AstBuilder {
    /// The open rules, outermost first.
    private var open: [RuleName] = []
    private var parts = AstParts()
    private var comments: [Comment] = []
    private(set) var ids: IdGenerator
    private(set) var document: GherkinDocument?
    private let uri: String

    init(uri: String, ids: IdGenerator) {
        self.uri = uri
        self.ids = ids
        open.reserveCapacity(8)
    }

    mutating func startRule(_ rule: RuleName) {
        open.append(rule)
        parts.reset(rule)
    }

    mutating func endRule(_ rule: RuleName) throws(AstBuilderError) {
        guard let ended = open.popLast() else { return }
        try finish(ended)
    }

    mutating func build(_ token: Token) {
        switch token.type {
        case .comment:
            comments.append(Comment(location: Location(line: token.lineNumber, column: token.column), text: token.text))
        case .empty, .eof:
            return
        default:
            guard let top = open.last else { return }
            parts.take(token, in: top)
        }
    }

    /// The rule now innermost, that receives what the ended one built.
    private var parent: RuleName? { open.last }

    private mutating func finish(_ rule: RuleName) throws(AstBuilderError) {
        switch rule {
        case .tags:
            parts.moveTags(to: parent)
        case .description:
            parts.moveDescription(to: parent)
        case .dataTable:
            let rows = try tableRows()
            if let first = rows.first {
                parts.stepTable = DataTable(location: first.location, rows: rows)
            }
        case .examplesTable:
            parts.examplesRows = try tableRows()
        case .docString:
            guard let separator = parts.docStringSeparator else { return }
            parts.stepDocString = DocString(location: separator.location,
                                            mediaType: separator.text.isEmpty ? nil : separator.text,
                                            content: parts.docStringContent, delimiter: separator.keyword ?? "")
        case .step:
            guard let line = parts.stepLine else { return }
            let step = Step(location: line.location, keyword: line.keyword ?? "", keywordType: line.keywordType,
                            text: line.text, docString: parts.stepDocString, dataTable: parts.stepTable, id: ids.next())
            // Room for a typical scenario at once, instead of growing 1, 2, 4.
            if parent == .background {
                if parts.backgroundSteps.capacity == 0 { parts.backgroundSteps.reserveCapacity(4) }
                parts.backgroundSteps.append(step)
            } else {
                if parts.scenarioSteps.capacity == 0 { parts.scenarioSteps.reserveCapacity(4) }
                parts.scenarioSteps.append(step)
            }
        case .examplesDefinition:
            let tags = self.tags(parts.examples.tags)
            guard let line = parts.examples.line else { return }
            let rows = parts.examplesRows
            parts.scenarioExamples.append(Examples(
                location: line.location, tags: tags, keyword: line.keyword ?? "", name: line.text,
                description: parts.examples.description, tableHeader: rows.first,
                tableBody: Array(rows.dropFirst()), id: ids.next()))
        case .scenarioDefinition:
            let tags = self.tags(parts.scenario.tags)
            guard let line = parts.scenario.line else { return }
            let scenario = Scenario(location: line.location, tags: tags, keyword: line.keyword ?? "", name: line.text,
                                    description: parts.scenario.description, steps: parts.scenarioSteps,
                                    examples: parts.scenarioExamples, id: ids.next())
            if parent == .rule {
                parts.ruleChildren.append(RuleChild(scenario: scenario))
            } else {
                parts.growFeatureChildren()
                parts.featureChildren.append(FeatureChild(scenario: scenario))
            }
        case .background:
            guard let line = parts.background.line else { return }
            let background = Background(location: line.location, keyword: line.keyword ?? "", name: line.text,
                                        description: parts.background.description, steps: parts.backgroundSteps,
                                        id: ids.next())
            if parent == .rule {
                parts.ruleChildren.append(RuleChild(background: background))
            } else {
                parts.featureChildren.append(FeatureChild(background: background))
            }
        case .rule:
            guard let line = parts.rule.line else { return }
            let tags = self.tags(parts.rule.tags)
            parts.featureChildren.append(FeatureChild(rule: Rule(
                location: line.location, tags: tags, keyword: line.keyword ?? "", name: line.text,
                description: parts.rule.description, children: parts.ruleChildren, id: ids.next())))
        case .feature:
            guard let line = parts.feature.line else { return }
            let tags = self.tags(parts.feature.tags)
            parts.builtFeature = Feature(location: line.location, tags: tags, language: line.language,
                                         keyword: line.keyword, name: line.text, description: parts.feature.description,
                                         children: parts.featureChildren)
        case .gherkinDocument:
            document = GherkinDocument(uri: uri, feature: parts.builtFeature, comments: comments)
        case .featureHeader, .ruleHeader, .scenario, .examples, .stepArg, .descriptionHelper:
            return
        }
    }

    private mutating func tags(_ lines: [Token]) -> [Tag] {
        var tags: [Tag] = []
        for token in lines {
            tags.reserveCapacity(tags.count + token.items.count)
            for item in token.items {
                tags.append(Tag(location: Location(line: token.lineNumber, column: item.column), name: item.text, id: ids.next()))
            }
        }
        return tags
    }

    /// The rows of a table, each with its id; all rows must have as many cells as the first.
    private mutating func tableRows() throws(AstBuilderError) -> [TableRow] {
        for index in parts.tableRows.indices {
            parts.tableRows[index].id = ids.next()
        }
        let rows = parts.tableRows
        if let width = rows.first?.cells.count, let ragged = rows.first(where: { $0.cells.count != width }) {
            throw AstBuilderError(location: ragged.location, message: "inconsistent cell count within the table")
        }
        return rows
    }
}

/// A problem the builder finds that the grammar cannot (a ragged table).
struct AstBuilderError: Error {
    var location: Location
    var message: String
}
