import CucumberMessages

/// What reports need from a Gherkin document, made in one walk
/// (`GherkinDocument.walk`): the feature, its rules and Backgrounds without
/// their children, and by AST node id the scenarios, Examples rows and steps
/// with their names, keywords and lines. `MessageQuery` makes one per
/// document and every report reads it.
package struct DocumentOutline: Sendable {
    package enum Node: Sendable {
        case scenario(ScenarioInfo)
        case examplesRow(ExamplesRowInfo)
        case step(StepInfo)
    }

    package struct ScenarioInfo: Hashable, Sendable {
        /// As written, `<placeholders>` and all.
        package var name: String
        package var keyword: String
        package var line: Int
        package var description: String
        /// The position in `rules` of the rule that holds it; nil outside rules.
        package var ruleIndex: Int?
    }

    package struct ExamplesRowInfo: Hashable, Sendable {
        /// 1-based position of the Examples block among the scenario's.
        package var examplesNumber: Int
        /// 1-based position of the row within its Examples body.
        package var rowNumber: Int
        package var examplesName: String
        package var examplesLine: Int
        package var line: Int
    }

    package struct StepInfo: Hashable, Sendable {
        /// As written, with its trailing space (`Given `).
        package var keyword: String
        package var line: Int
        package var docStringLine: Int?
        package var inBackground: Bool
        /// Where the keyword starts (Unicode scalars, from 1).
        package var column = 1
    }

    package var uri: String?
    /// Without its children.
    package var feature: Feature?
    /// The feature's (first) Background, without its steps.
    package var background: Background?
    /// Without their children; each with its (first) Background, without its steps.
    package var rules: [(rule: Rule, background: Background?)] = []
    /// By AST node id.
    package var nodes = IdKeyedTable<Node>()
    /// The document's position in its stream (`MessageQuery` numbers them); 0 otherwise.
    package var ordinal = 0

    package init(_ document: GherkinDocument) {
        var builder = Builder(outline: self)
        builder.outline.uri = document.uri
        document.walk(&builder)
        self = builder.outline
    }

    private struct Builder: GherkinDocumentVisitor {
        var outline: DocumentOutline
        var examples: (number: Int, name: String, line: Int) = (0, "", 0)

        mutating func visitFeature(_ feature: Feature) {
            outline.feature = feature
            outline.feature?.children = []
        }

        mutating func visitRule(_ rule: Rule, index: Int) {
            var header = rule
            header.children = []
            outline.rules.append((header, nil))
        }

        mutating func visitBackground(_ background: Background, ruleIndex: Int?) {
            var header = background
            header.steps = []
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
                                                    inBackground: inBackground, column: step.location.column ?? 1))
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
