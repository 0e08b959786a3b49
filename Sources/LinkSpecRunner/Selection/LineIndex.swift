import CucumberMessages
import Gherkin

/// Which lines of a feature file select which scenario or Examples row
/// (`login.feature:12`): a scenario's keyword line or any of its step lines
/// select the scenario (every row, for an outline); an `Examples:` line selects
/// its rows; a table row's line selects that row.
package struct LineIndex: Sendable {
    /// Lines by AST node id (scenario id or Examples row id).
    private var linesByNode: [String: [Int]] = [:]

    package init(_ document: GherkinDocument) {
        guard let feature = document.feature else { return }
        for child in feature.children {
            if let scenario = child.scenario { add(scenario) }
            if let rule = child.rule {
                for ruleChild in rule.children {
                    if let scenario = ruleChild.scenario { add(scenario) }
                }
            }
        }
    }

    private mutating func add(_ scenario: Scenario) {
        linesByNode[scenario.id] = [scenario.location.line] + scenario.steps.map(\.location.line)
        for examples in scenario.examples {
            for row in examples.tableBody {
                linesByNode[row.id] = [examples.location.line, row.location.line]
            }
        }
    }

    /// Whether any of `lines` selects the pickle.
    package func selects(_ pickle: Pickle, anyOf lines: [Int]) -> Bool {
        for node in pickle.astNodeIds {
            if let nodeLines = linesByNode[node], nodeLines.contains(where: lines.contains) { return true }
        }
        return false
    }

    /// The lines (of those asked for) that select none of the pickles.
    package func unmatched(_ lines: [Int], among pickles: [Pickle]) -> [Int] {
        lines.filter { line in !pickles.contains { selects($0, anyOf: [line]) } }
    }
}
