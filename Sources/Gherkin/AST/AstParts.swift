/// A keyword line with what belongs to it: the line itself, its tag lines (they
/// get their ids only when the node is built) and its description.
struct Heading {
    var line: Token?
    var tags: [Token] = []
    var description = ""
}

/// What the open rules have gathered so far, one slot per kind of rule. A slot is
/// cleared when its rule starts; the parent reads it when the rule ends.
struct AstParts {
    var feature = Heading()
    var featureChildren: [FeatureChild] = []
    var builtFeature: Feature?

    var rule = Heading()
    var ruleChildren: [RuleChild] = []

    var background = Heading()
    var backgroundSteps: [Step] = []

    var scenario = Heading()
    var scenarioSteps: [Step] = []
    var scenarioExamples: [Examples] = []

    var examples = Heading()
    var examplesRows: [TableRow] = []

    var stepLine: Token?
    var stepTable: DataTable?
    var stepDocString: DocString?

    /// Rows of the data table or Examples table being read; they get their ids
    /// when the table ends.
    var tableRows: [TableRow] = []

    var docStringSeparator: Token?
    var docStringContent = ""
    var docStringLineCount = 0

    var pendingTags: [Token] = []
    var descriptionLines: [String] = []

    /// Feature children are large values and a feature has dozens: growing by
    /// four instead of two halves the big reallocations, which cost more than
    /// the spare room.
    mutating func growFeatureChildren() {
        if featureChildren.count == featureChildren.capacity {
            featureChildren.reserveCapacity(max(8, featureChildren.capacity * 4))
        }
    }

    mutating func reset(_ rule: RuleName) {
        switch rule {
        case .feature:
            feature = Heading()
            featureChildren = []
            builtFeature = nil
        case .rule:
            self.rule = Heading()
            ruleChildren = []
        case .background:
            background = Heading()
            backgroundSteps = []
        case .scenarioDefinition:
            scenario = Heading()
            scenarioSteps = []
            scenarioExamples = []
        case .examplesDefinition:
            examples = Heading()
            examplesRows = []
        case .step:
            stepLine = nil
            stepTable = nil
            stepDocString = nil
        case .dataTable, .examplesTable:
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

    /// A line read while `rule` is the innermost open rule. Like the reference, a
    /// node keeps the first line of each kind it expects.
    mutating func take(_ token: Token, in rule: RuleName) {
        switch (rule, token.type) {
        case (.featureHeader, .featureLine) where feature.line == nil:
            feature.line = token
        case (.ruleHeader, .ruleLine) where self.rule.line == nil:
            self.rule.line = token
        case (.background, .backgroundLine) where background.line == nil:
            background.line = token
        case (.scenario, .scenarioLine) where scenario.line == nil:
            scenario.line = token
        case (.examples, .examplesLine) where examples.line == nil:
            examples.line = token
        case (.step, .stepLine) where stepLine == nil:
            stepLine = token
        case (.dataTable, .tableRow), (.examplesTable, .tableRow):
            if tableRows.capacity == 0 { tableRows.reserveCapacity(8) }
            tableRows.append(TableRow(location: token.location, cells: token.cells, id: ""))
        case (.docString, .docStringSeparator) where docStringSeparator == nil:
            docStringSeparator = token
        case (.docString, .other):
            if docStringLineCount > 0 { docStringContent.append("\n") }
            docStringContent.append(token.text)
            docStringLineCount += 1
        case (.tags, .tagLine):
            pendingTags.append(token)
        case (.description, .other):
            descriptionLines.append(token.text)
        default:
            break
        }
    }

    /// A finished `Tags` rule hands its lines to the header or definition it opens.
    mutating func moveTags(to owner: RuleName?) {
        switch owner {
        case .featureHeader: feature.tags = pendingTags
        case .ruleHeader: rule.tags = pendingTags
        case .scenarioDefinition: scenario.tags = pendingTags
        case .examplesDefinition: examples.tags = pendingTags
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
