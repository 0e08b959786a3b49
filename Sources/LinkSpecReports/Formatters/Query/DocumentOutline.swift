import CucumberMessages

/// What reports need from a Gherkin document, and nothing more, made in one
/// walk (`GherkinDocument.walk`): the feature's and rules' headers, the
/// Backgrounds' headers, and by AST node id the scenarios, Examples rows and
/// steps with their names, keywords and lines. Tables, doc strings (but for
/// their line) and comments are not kept. `MessageQuery` makes one per
/// document and every report reads it.
package struct DocumentOutline {
    package struct FeatureInfo {
        package var name: String
        /// Nil for a Markdown feature without a `# Feature:` heading.
        package var keyword: String?
        package var line: Int
        package var description: String
        package var tags: [Tag]
    }

    package struct RuleInfo {
        package var keyword: String
        package var name: String
        package var description: String
        package var tags: [Tag]
        /// The rule's (first) Background.
        package var background: BackgroundInfo?
    }

    package struct BackgroundInfo {
        package var line: Int
        package var keyword: String
        package var name: String
        package var description: String
    }

    package enum Node {
        case scenario(ScenarioInfo)
        case examplesRow(ExamplesRowInfo)
        case step(StepInfo)
    }

    package struct ScenarioInfo {
        package var name: String
        package var keyword: String
        package var line: Int
        package var description: String
        /// The position in `rules` of the rule that holds it; nil outside rules.
        package var ruleIndex: Int?
    }

    package struct ExamplesRowInfo {
        /// 1-based position of the Examples block among the scenario's.
        package var examplesNumber: Int
        /// 1-based position of the row within its Examples body.
        package var rowNumber: Int
        package var examplesName: String
        package var examplesLine: Int
        package var line: Int
    }

    package struct StepInfo {
        /// As written, with its trailing space (`Given `).
        package var keyword: String
        package var line: Int
        package var docStringLine: Int?
        /// Whether a Background holds it.
        package var inBackground: Bool
    }

    package var uri: String?
    package var feature: FeatureInfo?
    /// The feature's (first) Background.
    package var background: BackgroundInfo?
    package var rules: [RuleInfo] = []
    /// By AST node id; read once per pickle step, hence not a plain dictionary.
    package var nodes = IdKeyedTable<Node>()
    /// The document's position among those of its stream, as `MessageQuery`
    /// numbers them (reports list features in this order); 0 otherwise.
    package var ordinal = 0

    package init(_ document: GherkinDocument) {
        var builder = Builder(outline: self)
        builder.outline.uri = document.uri
        document.walk(&builder)
        self = builder.outline
    }

    /// The name of the rule that holds `scenario`, if one does.
    package func ruleName(of scenario: ScenarioInfo) -> String? {
        scenario.ruleIndex.map { rules[$0].name }
    }

    /// The header of the Background that runs before `scenario`: the
    /// feature's, or its rule's when the feature has none.
    package func background(of scenario: ScenarioInfo) -> BackgroundInfo? {
        background ?? scenario.ruleIndex.flatMap { rules[$0].background }
    }

    private struct Builder: GherkinDocumentVisitor {
        var outline: DocumentOutline
        private var examples: (number: Int, name: String, line: Int) = (0, "", 0)

        init(outline: DocumentOutline) {
            self.outline = outline
        }

        mutating func visitFeature(_ feature: Feature) {
            outline.feature = FeatureInfo(name: feature.name, keyword: feature.keyword, line: feature.location.line,
                                          description: feature.description, tags: feature.tags)
        }

        mutating func visitRule(_ rule: Rule, index: Int) {
            outline.rules.append(RuleInfo(keyword: rule.keyword, name: rule.name, description: rule.description,
                                          tags: rule.tags))
        }

        mutating func visitBackground(_ background: Background, ruleIndex: Int?) {
            let header = BackgroundInfo(line: background.location.line, keyword: background.keyword,
                                        name: background.name, description: background.description)
            if let ruleIndex {
                if outline.rules[ruleIndex].background == nil { outline.rules[ruleIndex].background = header }
            } else if outline.background == nil {
                outline.background = header
            }
        }

        mutating func visitScenario(_ scenario: Scenario, ruleIndex: Int?) {
            outline.nodes[scenario.id] = .scenario(ScenarioInfo(
                name: scenario.name, keyword: scenario.keyword, line: scenario.location.line,
                description: scenario.description, ruleIndex: ruleIndex))
        }

        mutating func visitStep(_ step: Step, inBackground: Bool) {
            outline.nodes[step.id] = .step(StepInfo(keyword: step.keyword, line: step.location.line,
                                                    docStringLine: step.docString?.location.line,
                                                    inBackground: inBackground))
        }

        mutating func visitExamples(_ examples: Examples, index: Int) {
            self.examples = (index + 1, examples.name, examples.location.line)
        }

        mutating func visitExamplesRow(_ row: TableRow, index: Int) {
            outline.nodes[row.id] = .examplesRow(ExamplesRowInfo(
                examplesNumber: examples.number, rowNumber: index + 1, examplesName: examples.name,
                examplesLine: examples.line, line: row.location.line))
        }
    }
}
