import CucumberMessages

/// A keyword line with what belongs to it: the line itself, its tags (they get
/// their ids only when the node is built) and its description.
struct Heading: ~Copyable {
    var line: Token?
    var tags: [Tag] = []
    var description = ""

    /// Everything gathered, leaving the slot empty for the next node of its kind.
    mutating func take() -> Heading {
        let taken = consume self
        self = Heading()
        return taken
    }
}

/// What the open rules have gathered so far, one slot per kind of rule; the
/// parent reads a slot when its rule ends. Every slot is emptied when its node
/// is built (`take()`), so the arrays the builder fills in place (ids of rows
/// and tags) are never shared or copied. Keyword lines are kept as tokens.
struct AstParts: ~Copyable {
    let tagSyntax: TagSyntax

    var feature = Heading()
    /// The language of the feature line's dialect.
    var featureLanguage = ""
    var featureChildren = PendingChildren<FeatureChild>()
    var builtFeature: Feature?

    var rule = Heading()
    var ruleChildren = PendingChildren<RuleChild>()

    var background = Heading()
    var backgroundSteps: [Step] = []

    var scenario = Heading()
    var scenarioSteps: [Step] = []
    var scenarioExamples = PendingChildren<Examples>()

    var examples = Heading()
    var examplesHeader: TableRow?
    var examplesBody: [TableRow] = []

    var stepLine: Token?
    var stepTable: DataTable?
    var stepDocString: DocString?

    /// Rows of the data table, or of the Examples table after its header, being
    /// read; they get their ids when the table ends.
    var tableRows: [TableRow] = []
    /// The first row of the Examples table being read.
    var tableHeader: TableRow?

    var docStringSeparator: Token?
    var docStringContent = ""
    var docStringLineCount = 0

    var pendingTags: [Tag] = []
    var descriptionLines: [String] = []

    init(tagSyntax: TagSyntax) {
        self.tagSyntax = tagSyntax
    }

    /// A line read while `rule` is the innermost open rule, its keyword one of
    /// `dialect`'s. Like the reference, a node keeps the first line of each kind
    /// it expects.
    mutating func take(_ token: consuming Token, in rule: RuleName, dialect: CompiledDialect) {
        switch (rule, token.type) {
        case (.featureHeader, .featureLine) where feature.line == nil:
            featureLanguage = dialect.dialect.code
            feature.line = consume token
        case (.ruleHeader, .ruleLine) where self.rule.line == nil:
            self.rule.line = consume token
        case (.background, .backgroundLine) where background.line == nil:
            background.line = consume token
        case (.scenario, .scenarioLine) where scenario.line == nil:
            scenario.line = consume token
        case (.examples, .examplesLine) where examples.line == nil:
            examples.line = consume token
        case (.step, .stepLine) where stepLine == nil:
            stepLine = consume token
        case (.dataTable, .tableRow):
            appendRow(token)
        case (.examplesTable, .tableRow):
            if tableHeader == nil {
                tableHeader = row(token)
            } else {
                appendRow(token)
            }
        case (.docString, .docStringSeparator) where docStringSeparator == nil:
            docStringSeparator = consume token
        case (.docString, .other):
            if docStringLineCount > 0 { docStringContent.append("\n") }
            docStringContent.append(token.textString())
            docStringLineCount += 1
        case (.tags, .tagLine):
            token.line?.appendTags(tagSyntax, to: &pendingTags)
        case (.description, .other):
            descriptionLines.append(token.textString())
        default:
            break
        }
    }

    /// A table row, its cells read from the line; its id comes when the table ends.
    private func row(_ token: borrowing Token) -> TableRow {
        TableRow(location: token.location, cells: token.line?.tableCells() ?? [], id: "")
    }

    private mutating func appendRow(_ token: borrowing Token) {
        if tableRows.capacity == 0 { tableRows.reserveCapacity(8) }
        tableRows.append(row(token))
    }

    /// The doc string's content, its lines joined; the slot is left empty.
    mutating func takeDocStringContent() -> String {
        docStringLineCount = 0
        return docStringContent.takeAll()
    }

    /// A finished `Tags` rule hands its tags to the header or definition it opens.
    mutating func moveTags(to owner: RuleName?) {
        let tags = pendingTags.takeAll()
        switch owner {
        case .featureHeader: feature.tags = tags
        case .ruleHeader: rule.tags = tags
        case .scenarioDefinition: scenario.tags = tags
        case .examplesDefinition: examples.tags = tags
        default: break
        }
    }

    /// A finished `Description`: its lines without trailing blank ones, joined.
    mutating func moveDescription(to owner: RuleName?) {
        while let last = descriptionLines.last, Self.isBlank(last) { descriptionLines.removeLast() }
        let text = descriptionLines.joined(separator: "\n")
        descriptionLines.removeAll(keepingCapacity: true)
        switch owner {
        case .featureHeader: feature.description = text
        case .ruleHeader: rule.description = text
        case .background: background.description = text
        case .scenario: scenario.description = text
        case .examples: examples.description = text
        default: break
        }
    }

    private static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
    }
}

extension RangeReplaceableCollection {
    /// The whole collection, moved out; it is left empty.
    mutating func takeAll() -> Self {
        let taken = consume self
        self = Self()
        return taken
    }
}
