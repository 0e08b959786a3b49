import CucumberMessages

/// A pickle as reports see it, resolved against its Gherkin document when it
/// arrives: names for every level (feature, rule, scenario, Examples), the step
/// keywords, and the lines to point at. Step arguments are not kept.
package struct PickleSummary: Hashable, Sendable {
    package var id: String
    /// Position among the stream's pickles: reports list scenarios in this order.
    package var ordinal: Int
    package var uri: String
    /// The pickle's name (placeholders of an outline filled in).
    package var name: String
    /// The line of the scenario, or of the Examples row for an outline.
    package var line: Int
    package var tags: [String]
    package var feature: FeatureName?
    package var ruleName: String?
    package var scenario: DocumentOutline.ScenarioInfo?
    /// The Background that runs before it (without its steps): the feature's,
    /// or its rule's when the feature has none.
    package var background: Background?
    package var examplesRow: DocumentOutline.ExamplesRowInfo?
    package var steps: [Step]

    /// Only the feature's names, not the whole `Feature`: a summary is copied to every report.
    package struct FeatureName: Hashable, Sendable {
        package var name: String
        /// As written; "" for a Markdown feature without a heading.
        package var keyword: String
        package var line: Int
    }

    package struct Step: Hashable, Sendable {
        package var id: String
        /// The Gherkin keyword with its trailing space (`Given `), or "" if unknown.
        package var keyword: String
        package var text: String
        package var line: Int?
        package var docStringLine: Int? = nil
        /// The step's keyword type (And/But resolved), for "did you mean".
        package var type: PickleStepType? = nil
        package var inBackground = false
    }

    /// `path:LINE` of the scenario (or Examples row), as `rerun` and failures print it.
    package var location: String { "\(uri):\(line)" }

    package func step(withId id: String) -> Step? {
        stepIndex(withId: id, hint: 0).map { steps[$0] }
    }

    /// Where step `id` is in `steps`, `hint` checked first: reports walk a test
    /// case's steps in order and pass the index after the last one found.
    func stepIndex(withId id: String, hint: Int) -> Int? {
        if steps.indices.contains(hint) && steps[hint].id == id { return hint }
        return steps.firstIndex { $0.id == id }
    }
}

extension PickleSummary {
    init(_ pickle: Pickle, ordinal: Int, outline: DocumentOutline?) {
        var scenario: DocumentOutline.ScenarioInfo?
        var rule: (rule: Rule, background: Background?)?
        var examplesRow: DocumentOutline.ExamplesRowInfo?
        if let first = pickle.astNodeIds.first, case .scenario(let info)? = outline?.nodes[first] {
            scenario = info
            rule = info.ruleIndex.flatMap { outline?.rules[$0] }
        }
        if pickle.astNodeIds.count > 1, case .examplesRow(let row)? = outline?.nodes[pickle.astNodeIds[pickle.astNodeIds.count - 1]] {
            examplesRow = row
        }
        let steps = pickle.steps.map { step -> Step in
            if let node = step.astNodeIds.first, case .step(let info)? = outline?.nodes[node] {
                return Step(id: step.id, keyword: info.keyword, text: step.text, line: info.line,
                            docStringLine: info.docStringLine, type: step.type, inBackground: info.inBackground)
            }
            return Step(id: step.id, keyword: "", text: step.text, line: nil, type: step.type)
        }
        self.init(
            id: pickle.id, ordinal: ordinal, uri: pickle.uri, name: pickle.name,
            line: examplesRow?.line ?? pickle.location?.line ?? scenario?.line ?? 0,
            tags: pickle.tags.map(\.name),
            feature: outline?.feature.map { FeatureName(name: $0.name, keyword: $0.keyword ?? "", line: $0.location.line) },
            ruleName: rule?.rule.name, scenario: scenario, background: outline?.background ?? rule?.background,
            examplesRow: examplesRow, steps: steps)
    }
}
