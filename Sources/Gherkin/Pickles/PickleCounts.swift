import CucumberMessages

/// What compiling a feature makes, counted without making it: how many
/// pickles (to allocate their array once) and how many ids they take (so
/// that `linkspec gherkin` knows a file's ids before it compiles its pickles
/// one at a time, writing each as it is made). The same rules as
/// `Compilation`'s walk: one pickle for a scenario without Examples, one per
/// row of each block that has a header; each takes an id for each of its
/// steps (the Background's in force, then its own, none when it has no steps
/// of its own) and one for itself.
///
/// Children are read by pattern and field: binding a child's optional
/// scenario or rule copies it whole.
struct PickleCounts {
    private(set) var pickles = 0
    private(set) var ids = 0

    init(_ feature: Feature) {
        var background = 0
        let children = feature.children
        for index in children.indices {
            if case .some = children[index].background {
                background += children[index].background!.steps.count
            } else if case .some = children[index].rule {
                var ruleBackground = background
                let ruleChildren = children[index].rule!.children
                for ruleIndex in ruleChildren.indices {
                    if case .some = ruleChildren[ruleIndex].background {
                        ruleBackground += ruleChildren[ruleIndex].background!.steps.count
                    } else if case .some = ruleChildren[ruleIndex].scenario {
                        add(ruleChildren[ruleIndex].scenario!.steps.count,
                            examples: ruleChildren[ruleIndex].scenario!.examples, background: ruleBackground)
                    }
                }
            } else if case .some = children[index].scenario {
                add(children[index].scenario!.steps.count, examples: children[index].scenario!.examples,
                    background: background)
            }
        }
    }

    private mutating func add(_ ownSteps: Int, examples: [Examples], background: Int) {
        var rows = 0
        if examples.isEmpty {
            rows = 1
        } else {
            for index in examples.indices {
                // By pattern: `!= nil` on an `Equatable` optional compares whole values.
                if case .some = examples[index].tableHeader { rows += examples[index].tableBody.count }
            }
        }
        let steps = ownSteps == 0 ? 0 : background + ownSteps
        pickles += rows
        ids += rows * (steps + 1)
    }
}
