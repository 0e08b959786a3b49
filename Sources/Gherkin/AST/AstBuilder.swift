import CucumberMessages

/// Builds the `GherkinDocument` as the parser reports rules starting and ending.
/// Ids in the reference's order: a node's when its rule ends, after everything
/// inside it, its tags' just before it. The grammar never nests a rule inside
/// itself, so each open rule has one slot (`AstParts`) gathering its lines and
/// children; a node is built once, when its rule ends, into its parent's slot.
struct AstBuilder: ~Copyable {
    /// The open rules, outermost first.
    private var open: [RuleName] = []
    private var parts: AstParts
    private var comments: [Comment] = []
    private(set) var ids: IdGenerator
    private(set) var document: GherkinDocument?
    private let uri: String

    /// The dialect of the keywords in the lines taken from now on.
    var dialect: CompiledDialect
    /// Long step texts and names, made once each (across files, too).
    private var texts = StringPool()

    init(uri: String, ids: IdGenerator, tagSyntax: TagSyntax, dialect: CompiledDialect) {
        self.dialect = dialect
        self.uri = uri
        self.ids = ids
        self.parts = AstParts(tagSyntax: tagSyntax)
        open.reserveCapacity(8)
    }

    /// A rule's slot needs no clearing: the node it last built took everything.
    mutating func startRule(_ rule: RuleName) {
        open.append(rule)
    }

    mutating func endRule(_ rule: RuleName) throws(LineError) {
        guard let ended = open.popLast() else { return }
        try finish(ended)
    }

    mutating func build(_ token: consuming Token) {
        switch token.type {
        case .comment:
            comments.append(Comment(location: Location(line: token.lineNumber, column: token.column),
                                    text: token.textString()))
        case .empty, .eof:
            return
        default:
            guard let top = open.last else { return }
            parts.take(token, in: top, dialect: dialect)
        }
    }

    /// The rule now innermost, that receives what the ended one built.
    private var parent: RuleName? { open.last }

    private mutating func finish(_ rule: RuleName) throws(LineError) {
        switch rule {
        case .tags:
            parts.moveTags(to: parent)
        case .description:
            parts.moveDescription(to: parent)
        case .dataTable:
            var noHeader: TableRow?
            let rows = try tableRows(header: &noHeader)
            if let first = rows.first {
                parts.stepTable = DataTable(location: first.location, rows: rows)
            }
        case .examplesTable:
            var header = parts.tableHeader.take()
            parts.examplesBody = try tableRows(header: &header)
            parts.examplesHeader = header
        case .docString:
            let content = parts.takeDocStringContent()
            guard let token = parts.docStringSeparator.take() else { return }
            let separator = keywordLine(token)
            parts.stepDocString = DocString(location: separator.location,
                                            mediaType: separator.text.isEmpty ? nil : separator.text,
                                            content: content, delimiter: separator.keyword ?? "")
        case .step:
            let docString = parts.stepDocString.take()
            let dataTable = parts.stepTable.take()
            guard let token = parts.stepLine.take() else { return }
            let line = keywordLine(token)
            // Made in the call: a step made first and appended after was copied.
            if parent == .background {
                if parts.backgroundSteps.capacity == 0 { parts.backgroundSteps.reserveCapacity(8) }
                parts.backgroundSteps.append(Step(location: line.location, keyword: line.keyword ?? "",
                                                  keywordType: line.keywordType, text: line.text,
                                                  docString: docString, dataTable: dataTable, id: ids.next()))
            } else {
                if parts.scenarioSteps.capacity == 0 { parts.scenarioSteps.reserveCapacity(8) }
                parts.scenarioSteps.append(Step(location: line.location, keyword: line.keyword ?? "",
                                                keywordType: line.keywordType, text: line.text,
                                                docString: docString, dataTable: dataTable, id: ids.next()))
            }
        case .examplesDefinition:
            var heading = parts.examples.take()
            let header = parts.examplesHeader.take()
            let body = parts.examplesBody.takeAll()
            let tags = Self.tags(&heading.tags, ids: &ids)
            guard let token = heading.line.take() else { return }
            let line = keywordLine(token)
            parts.scenarioExamples.append(Examples(
                location: line.location, tags: tags, keyword: line.keyword ?? "", name: line.text,
                description: heading.description, tableHeader: header, tableBody: body, id: ids.next()))
        case .scenarioDefinition:
            var heading = parts.scenario.take()
            let steps = parts.scenarioSteps.takeAll()
            let examples = parts.scenarioExamples.take()
            let tags = Self.tags(&heading.tags, ids: &ids)
            guard let token = heading.line.take() else { return }
            let line = keywordLine(token)
            let scenario = Scenario(location: line.location, tags: tags, keyword: line.keyword ?? "", name: line.text,
                                    description: heading.description, steps: steps, examples: examples, id: ids.next())
            if parent == .rule {
                parts.ruleChildren.append(RuleChild(scenario: scenario))
            } else {
                parts.featureChildren.append(FeatureChild(scenario: scenario))
            }
        case .background:
            var heading = parts.background.take()
            let steps = parts.backgroundSteps.takeAll()
            guard let token = heading.line.take() else { return }
            let line = keywordLine(token)
            let background = Background(location: line.location, keyword: line.keyword ?? "", name: line.text,
                                        description: heading.description, steps: steps, id: ids.next())
            if parent == .rule {
                parts.ruleChildren.append(RuleChild(background: background))
            } else {
                parts.featureChildren.append(FeatureChild(background: background))
            }
        case .rule:
            var heading = parts.rule.take()
            let children = parts.ruleChildren.take()
            guard let token = heading.line.take() else { return }
            let line = keywordLine(token)
            let tags = Self.tags(&heading.tags, ids: &ids)
            parts.featureChildren.append(FeatureChild(rule: Rule(
                location: line.location, tags: tags, keyword: line.keyword ?? "", name: line.text,
                description: heading.description, children: children, id: ids.next())))
        case .feature:
            var heading = parts.feature.take()
            let children = parts.featureChildren.take()
            guard let token = heading.line.take() else { return }
            let line = keywordLine(token)
            let tags = Self.tags(&heading.tags, ids: &ids)
            parts.builtFeature = Feature(location: line.location, tags: tags, language: parts.featureLanguage,
                                         keyword: line.keyword, name: line.text, description: heading.description,
                                         children: children)
        case .gherkinDocument:
            document = GherkinDocument(uri: uri, feature: parts.builtFeature.take(), comments: comments.takeAll())
        case .featureHeader, .ruleHeader, .scenario, .examples, .stepArg, .descriptionHelper:
            return
        }
    }

    /// A kept line's strings. A long text (a step's, a name) comes from the pool:
    /// most repeat one before, which then serves again.
    private mutating func keywordLine(_ token: borrowing Token) -> KeywordLine {
        let text: String
        if let line = token.line, token.text.count > 15, token.escapedFence == 0 {
            text = texts.string(line.bytes, token.text)
        } else {
            text = token.textString()
        }
        return KeywordLine(token, dialect: dialect, text: text)
    }

    /// A node's tags, moved out of its slot and given their ids in place.
    private static func tags(_ slot: inout [Tag], ids: inout IdGenerator) -> [Tag] {
        var tags = slot.takeAll()
        for index in tags.indices {
            tags[index].id = ids.next()
        }
        return tags
    }

    /// The rows of a table, moved out of their slot, each with its id (`header`
    /// first, when the table has one apart); all rows must have as many cells as
    /// the first.
    private mutating func tableRows(header: inout TableRow?) throws(LineError) -> [TableRow] {
        var rows = parts.tableRows.takeAll()
        header?.id = ids.next()
        for index in rows.indices {
            rows[index].id = ids.next()
        }
        guard let width = header?.cells.count ?? rows.first?.cells.count else { return rows }
        if let ragged = rows.first(where: { $0.cells.count != width }) {
            throw LineError(location: ragged.location, message: "inconsistent cell count within the table")
        }
        return rows
    }
}
