import CucumberMessages

/// What reports need from a Gherkin document, and nothing more: the feature's
/// name and, by AST node id, the names, keywords and lines of its rules,
/// scenarios, Examples rows and steps. The full document (descriptions, tables,
/// doc strings, comments) is not kept.
package struct DocumentOutline {
    package struct FeatureInfo: Hashable, Sendable {
        package var name: String
        package var keyword: String
        package var line: Int
    }

    package enum Node {
        case scenario(ScenarioInfo)
        case examplesRow(ExamplesRowInfo)
        case step(keyword: String, line: Int)
    }

    package struct ScenarioInfo {
        package var name: String
        package var keyword: String
        package var line: Int
        package var ruleName: String?
    }

    package struct ExamplesRowInfo {
        /// 1-based position of the Examples block among the scenario's.
        package var examplesNumber: Int
        /// 1-based position of the row within its Examples body.
        package var rowNumber: Int
        package var examplesName: String
        package var line: Int
    }

    package var feature: FeatureInfo?
    /// By AST node id; read once per pickle step, hence not a plain dictionary.
    package var nodes = IdKeyedTable<Node>()

    package init(_ document: GherkinDocument) {
        guard let feature = document.feature else { return }
        self.feature = FeatureInfo(name: feature.name, keyword: feature.keyword ?? "", line: feature.location.line)
        for child in feature.children {
            if let background = child.background { add(background) }
            if let scenario = child.scenario { add(scenario, ruleName: nil) }
            if let rule = child.rule {
                for ruleChild in rule.children {
                    if let background = ruleChild.background { add(background) }
                    if let scenario = ruleChild.scenario { add(scenario, ruleName: rule.name) }
                }
            }
        }
    }

    private mutating func add(_ background: Background) {
        for step in background.steps {
            nodes[step.id] = .step(keyword: step.keyword, line: step.location.line)
        }
    }

    private mutating func add(_ scenario: Scenario, ruleName: String?) {
        nodes[scenario.id] = .scenario(ScenarioInfo(name: scenario.name, keyword: scenario.keyword,
                                                    line: scenario.location.line, ruleName: ruleName))
        for step in scenario.steps {
            nodes[step.id] = .step(keyword: step.keyword, line: step.location.line)
        }
        for (examplesIndex, examples) in scenario.examples.enumerated() {
            for (rowIndex, row) in examples.tableBody.enumerated() {
                nodes[row.id] = .examplesRow(ExamplesRowInfo(
                    examplesNumber: examplesIndex + 1, rowNumber: rowIndex + 1,
                    examplesName: examples.name, line: row.location.line))
            }
        }
    }
}
