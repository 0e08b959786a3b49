/// What a walk over a Gherkin document (`GherkinDocument.walk(_:)`) calls, in
/// the order the nodes are written. Every method does nothing unless the
/// visitor implements it, so a visitor takes only the nodes it needs.
///
/// The one place that knows how the tree nests: a feature holds backgrounds,
/// scenarios and rules; a rule holds backgrounds and scenarios; a background
/// holds steps; a scenario holds steps, then its Examples and their rows.
@usableFromInline
package protocol GherkinDocumentVisitor {
    /// The feature, before anything in it.
    mutating func visitFeature(_ feature: Feature)
    /// A rule, before its children. `index` counts the feature's rules from 0.
    mutating func visitRule(_ rule: Rule, index: Int)
    /// A Background, before its steps. `ruleIndex`: the rule that holds it,
    /// nil for the feature's.
    mutating func visitBackground(_ background: Background, ruleIndex: Int?)
    /// A scenario (or outline), before its steps. `ruleIndex`: the rule that
    /// holds it, nil outside rules.
    mutating func visitScenario(_ scenario: Scenario, ruleIndex: Int?)
    /// A step of the Background or scenario visited last.
    mutating func visitStep(_ step: Step, inBackground: Bool)
    /// An Examples block of the scenario visited last, after the scenario's
    /// steps and before its rows. `index` counts the scenario's Examples from 0.
    mutating func visitExamples(_ examples: Examples, index: Int)
    /// A row of the body of the Examples visited last (not its header).
    /// `index` counts the body's rows from 0.
    mutating func visitExamplesRow(_ row: TableRow, index: Int)
}

extension GherkinDocumentVisitor {
    @inlinable package mutating func visitFeature(_ feature: Feature) {}
    @inlinable package mutating func visitRule(_ rule: Rule, index: Int) {}
    @inlinable package mutating func visitBackground(_ background: Background, ruleIndex: Int?) {}
    @inlinable package mutating func visitScenario(_ scenario: Scenario, ruleIndex: Int?) {}
    @inlinable package mutating func visitStep(_ step: Step, inBackground: Bool) {}
    @inlinable package mutating func visitExamples(_ examples: Examples, index: Int) {}
    @inlinable package mutating func visitExamplesRow(_ row: TableRow, index: Int) {}
}

extension GherkinDocument {
    /// Visits the feature and every node under it, in the order they are
    /// written (see `GherkinDocumentVisitor`). A document without a feature
    /// visits nothing. Inlinable, so each visitor gets a walk of its own
    /// with its methods called directly.
    @inlinable package func walk<Visitor: GherkinDocumentVisitor>(_ visitor: inout Visitor) {
        guard let feature else { return }
        visitor.visitFeature(feature)
        var ruleIndex = 0
        for child in feature.children {
            if let background = child.background { Self.walk(background, ruleIndex: nil, &visitor) }
            if let scenario = child.scenario { Self.walk(scenario, ruleIndex: nil, &visitor) }
            if let rule = child.rule {
                visitor.visitRule(rule, index: ruleIndex)
                for ruleChild in rule.children {
                    if let background = ruleChild.background { Self.walk(background, ruleIndex: ruleIndex, &visitor) }
                    if let scenario = ruleChild.scenario { Self.walk(scenario, ruleIndex: ruleIndex, &visitor) }
                }
                ruleIndex += 1
            }
        }
    }

    @inlinable static func walk<Visitor: GherkinDocumentVisitor>(_ background: Background, ruleIndex: Int?,
                                                                 _ visitor: inout Visitor) {
        visitor.visitBackground(background, ruleIndex: ruleIndex)
        for step in background.steps { visitor.visitStep(step, inBackground: true) }
    }

    @inlinable static func walk<Visitor: GherkinDocumentVisitor>(_ scenario: Scenario, ruleIndex: Int?,
                                                                 _ visitor: inout Visitor) {
        visitor.visitScenario(scenario, ruleIndex: ruleIndex)
        for step in scenario.steps { visitor.visitStep(step, inBackground: false) }
        for (index, examples) in scenario.examples.enumerated() {
            visitor.visitExamples(examples, index: index)
            for (rowIndex, row) in examples.tableBody.enumerated() { visitor.visitExamplesRow(row, index: rowIndex) }
        }
    }
}
