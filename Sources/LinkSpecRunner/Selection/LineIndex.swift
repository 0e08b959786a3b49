import CucumberMessages

/// Which lines of a feature file select which scenario or Examples row
/// (`login.feature:12`): a scenario's keyword line or any of its step lines
/// select the scenario (every row, for an outline); an `Examples:` line selects
/// its rows; a table row's line selects that row.
package struct LineIndex: Sendable, GherkinDocumentVisitor {
    /// Lines by AST node id (scenario id or Examples row id).
    private var linesByNode: [String: [Int]] = [:]
    private var scenario = ""
    private var examplesLine = 0

    package init(_ document: GherkinDocument) {
        document.walk(&self)
    }

    package mutating func visitScenario(_ scenario: Scenario, ruleIndex: Int?) {
        self.scenario = scenario.id
        linesByNode[scenario.id] = [scenario.location.line]
    }

    package mutating func visitStep(_ step: Step, inBackground: Bool) {
        if !inBackground { linesByNode[scenario]?.append(step.location.line) }
    }

    package mutating func visitExamples(_ examples: Examples, index: Int) {
        examplesLine = examples.location.line
    }

    package mutating func visitExamplesRow(_ row: TableRow, index: Int) {
        linesByNode[row.id] = [examplesLine, row.location.line]
    }

    package func selects(_ pickle: Pickle, anyOf lines: [Int]) -> Bool {
        pickle.astNodeIds.contains { linesByNode[$0]?.contains(where: lines.contains) == true }
    }

    /// The lines (of those asked for) that select none of the pickles.
    package func unmatched(_ lines: [Int], among pickles: [Pickle]) -> [Int] {
        lines.filter { line in !pickles.contains { selects($0, anyOf: [line]) } }
    }
}
