/// The walk that `PickleCompiler.idCount` and the pickle array's size share:
/// every scenario of a feature, in order, with the Background steps in force
/// for it, read by pattern and field (binding a child's optional scenario,
/// rule or background copies it whole).
enum ScenarioCounts {
    /// Calls `body` with each scenario's step count, Examples blocks and the
    /// number of Background steps (the feature's, then its rule's) before them.
    static func forEach(in feature: Feature, _ body: (_ steps: Int, _ examples: [Examples], _ backgroundSteps: Int) -> Void) {
        var backgroundSteps = 0
        let children = feature.children
        for index in children.indices {
            if case .some = children[index].background {
                backgroundSteps += children[index].background!.steps.count
            } else if case .some = children[index].rule {
                var ruleBackgroundSteps = backgroundSteps
                let ruleChildren = children[index].rule!.children
                for ruleIndex in ruleChildren.indices {
                    if case .some = ruleChildren[ruleIndex].background {
                        ruleBackgroundSteps += ruleChildren[ruleIndex].background!.steps.count
                    } else if case .some = ruleChildren[ruleIndex].scenario {
                        body(ruleChildren[ruleIndex].scenario!.steps.count, ruleChildren[ruleIndex].scenario!.examples,
                             ruleBackgroundSteps)
                    }
                }
            } else if case .some = children[index].scenario {
                body(children[index].scenario!.steps.count, children[index].scenario!.examples, backgroundSteps)
            }
        }
    }

    /// One pickle for a scenario without Examples; otherwise one per row of
    /// each block that has a header.
    static func pickles(_ examples: [Examples]) -> Int {
        if examples.isEmpty { return 1 }
        var total = 0
        for index in examples.indices {
            // By pattern: `!= nil` on an `Equatable` optional compares whole values.
            if case .some = examples[index].tableHeader { total += examples[index].tableBody.count }
        }
        return total
    }
}
