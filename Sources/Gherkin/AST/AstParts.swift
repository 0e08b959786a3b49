/// What a node keeps of the keyword line that starts it (or of a doc string's
/// opening fence): its strings are made from the source when the line is taken.
struct KeywordLine {
    var location: Location
    var keyword: Optional<String>
    /// For a step line only.
    var keywordType: StepKeywordType?
    var text: String

    init(_ token: borrowing Token, dialect: CompiledDialect) {
        location = token.location
        text = token.textString()
        keywordType = nil
        if token.type == .docStringSeparator, let line = token.line {
            // The fence starts the line's text.
            keyword = UTF8Text.string(line.bytes, line.trimmedStart..<(line.trimmedStart + token.keyword))
        } else if let found = dialect.keyword(of: token.type, at: token.keyword) {
            keyword = found.text
            if token.type == .stepLine { keywordType = found.type }
        } else {
            keyword = nil
        }
    }
}

/// A keyword line with what belongs to it: the line itself, its tags (they get
/// their ids only when the node is built) and its description.
struct Heading {
    var line: KeywordLine?
    var tags: [Tag] = []
    var description = ""
}

/// What the open rules have gathered so far, one slot per kind of rule. A slot is
/// cleared when its rule starts; the parent reads it when the rule ends.
///
/// What a slot holds is moved out when its node is built (`take()`), so that the
/// arrays the builder fills in place (ids of rows and tags) are never shared and
/// never copied.
struct AstParts: ~Copyable {
    let tagSyntax: TagSyntax

    var feature = Heading()
    /// The language of the feature line's dialect.
    var featureLanguage = ""
    var featureChildren = Gathered<FeatureChild>()
    var builtFeature: Feature?

    var rule = Heading()
    var ruleChildren = Gathered<RuleChild>()

    var background = Heading()
    var backgroundSteps: [Step] = []

    var scenario = Heading()
    var scenarioSteps: [Step] = []
    var scenarioExamples = Gathered<Examples>()

    var examples = Heading()
    var examplesHeader: TableRow?
    var examplesBody: [TableRow] = []

    var stepLine: KeywordLine?
    var stepTable: DataTable?
    var stepDocString: DocString?

    /// Rows of the data table, or of the Examples table after its header, being
    /// read; they get their ids when the table ends.
    var tableRows: [TableRow] = []
    /// The first row of the Examples table being read.
    var tableHeader: TableRow?

    var docStringSeparator: KeywordLine?
    var docStringContent = ""
    var docStringLineCount = 0

    var pendingTags: [Tag] = []
    var descriptionLines: [String] = []

    init(tagSyntax: TagSyntax) {
        self.tagSyntax = tagSyntax
    }

    mutating func reset(_ rule: RuleName) {
        switch rule {
        case .feature:
            feature = Heading()
            featureChildren.removeAll()
            builtFeature = nil
        case .rule:
            self.rule = Heading()
            ruleChildren.removeAll()
        case .background:
            background = Heading()
            backgroundSteps = []
        case .scenarioDefinition:
            scenario = Heading()
            scenarioSteps = []
            scenarioExamples.removeAll()
        case .examplesDefinition:
            examples = Heading()
            examplesHeader = nil
            examplesBody = []
        case .step:
            stepLine = nil
            stepTable = nil
            stepDocString = nil
        case .dataTable, .examplesTable:
            tableHeader = nil
            tableRows = []
        case .docString:
            docStringSeparator = nil
            docStringContent = ""
            docStringLineCount = 0
        case .tags:
            pendingTags = []
        case .description:
            descriptionLines.removeAll(keepingCapacity: true)
        case .gherkinDocument, .featureHeader, .ruleHeader, .scenario, .examples, .stepArg, .descriptionHelper:
            break
        }
    }

    /// A line read while `rule` is the innermost open rule, its keyword one of
    /// `dialect`'s. Like the reference, a node keeps the first line of each kind
    /// it expects.
    mutating func take(_ token: borrowing Token, in rule: RuleName, dialect: CompiledDialect) {
        switch (rule, token.type) {
        case (.featureHeader, .featureLine) where feature.line == nil:
            feature.line = KeywordLine(token, dialect: dialect)
            featureLanguage = dialect.dialect.code
        case (.ruleHeader, .ruleLine) where self.rule.line == nil:
            self.rule.line = KeywordLine(token, dialect: dialect)
        case (.background, .backgroundLine) where background.line == nil:
            background.line = KeywordLine(token, dialect: dialect)
        case (.scenario, .scenarioLine) where scenario.line == nil:
            scenario.line = KeywordLine(token, dialect: dialect)
        case (.examples, .examplesLine) where examples.line == nil:
            examples.line = KeywordLine(token, dialect: dialect)
        case (.step, .stepLine) where stepLine == nil:
            stepLine = KeywordLine(token, dialect: dialect)
        case (.dataTable, .tableRow):
            appendRow(token)
        case (.examplesTable, .tableRow):
            if tableHeader == nil {
                tableHeader = row(token)
            } else {
                appendRow(token)
            }
        case (.docString, .docStringSeparator) where docStringSeparator == nil:
            docStringSeparator = KeywordLine(token, dialect: dialect)
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

    /// A finished `Tags` rule hands its tags to the header or definition it opens.
    mutating func moveTags(to owner: RuleName?) {
        var tags: [Tag] = []
        swap(&tags, &pendingTags)
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
