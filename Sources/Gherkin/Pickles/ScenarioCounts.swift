import CucumberMessages

/// The walk that sizes the pickle array: every scenario of a feature, in
/// order, read by pattern and field (binding a child's optional scenario or
/// rule copies it whole).
enum ScenarioCounts {
    /// Calls `body` with each scenario's Examples blocks.
    static func forEach(in feature: Feature, _ body: (_ examples: [Examples]) -> Void) {
        let children = feature.children
        for index in children.indices {
            if case .some = children[index].rule {
                let ruleChildren = children[index].rule!.children
                for ruleIndex in ruleChildren.indices {
                    if case .some = ruleChildren[ruleIndex].scenario { body(ruleChildren[ruleIndex].scenario!.examples) }
                }
            } else if case .some = children[index].scenario {
                body(children[index].scenario!.examples)
            }
        }
    }
}
