import CucumberMessages

/// What compiling a feature makes, counted without making it (`Compilation`'s
/// rules): how many pickles, and how many ids they take, so that `linkspec
/// gherkin` knows a file's ids before it compiles its pickles one at a time.
/// Children are read by pattern: binding a child's optional copies it whole.
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
