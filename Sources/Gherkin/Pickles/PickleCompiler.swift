/// Compiles a document into pickles: one per scenario and one per Examples row.
/// Background steps (the feature's, then the rule's) run first, but only for
/// scenarios that have steps of their own; tags are inherited from feature, rule,
/// scenario and Examples block; And/But take the type of the step before them.
/// Ids: each pickle's steps first, then the pickle.
public enum PickleCompiler {
    public static func compile(_ document: GherkinDocument, source: Source,
                               ids: inout IdGenerator) -> [Pickle] {
        guard let feature = document.feature else { return [] }
        var compiler = Compilation(uri: source.uri, language: feature.language, ids: ids)
        compiler.pickles.reserveCapacity(pickleCount(feature))
        var background = BackgroundPickleSteps()
        let tags = PickleTags.appending(feature.tags, to: [])
        // By index: a `FeatureChild` holds three large optionals, and copying one
        // out per child costs more than reading the one that is set.
        let children = feature.children
        for index in children.indices {
            if let steps = children[index].background?.steps {
                background.append(steps)
            } else if let rule = children[index].rule {
                compiler.compile(rule, inheritedTags: tags, background: background)
            } else if let scenario = children[index].scenario {
                compiler.compile(scenario, inheritedTags: tags, background: background)
            }
        }
        ids = compiler.ids
        return compiler.pickles
    }

    /// How many ids `compile` takes for `document`: one per pickle step and
    /// one per pickle. It walks the document the way `compile` does, counting
    /// instead of building, so a caller can reserve the ids (`IdGenerator.skip`)
    /// and compile on another thread while it parses on.
    public static func idCount(_ document: GherkinDocument) -> Int {
        guard let feature = document.feature else { return 0 }
        /// Steps of a pickle of `scenario` plus the pickle's own id, times its pickles.
        func ids(_ scenario: Scenario, backgroundSteps: Int) -> Int {
            let perPickle = (scenario.steps.isEmpty ? 0 : backgroundSteps + scenario.steps.count) + 1
            guard !scenario.examples.isEmpty else { return perPickle }
            return scenario.examples.reduce(0) { $0 + pickleCount($1) * perPickle }
        }
        var total = 0
        var backgroundSteps = 0
        for child in feature.children {
            if let steps = child.background?.steps {
                backgroundSteps += steps.count
            } else if let rule = child.rule {
                var ruleBackgroundSteps = backgroundSteps
                for ruleChild in rule.children {
                    if let steps = ruleChild.background?.steps {
                        ruleBackgroundSteps += steps.count
                    } else if let scenario = ruleChild.scenario {
                        total += ids(scenario, backgroundSteps: ruleBackgroundSteps)
                    }
                }
            } else if let scenario = child.scenario {
                total += ids(scenario, backgroundSteps: backgroundSteps)
            }
        }
        return total
    }

    /// How many pickles `feature` makes, to allocate their array once.
    private static func pickleCount(_ feature: Feature) -> Int {
        func count(_ scenario: Scenario) -> Int {
            scenario.examples.isEmpty ? 1 : scenario.examples.reduce(0) { $0 + pickleCount($1) }
        }
        var total = 0
        for child in feature.children {
            if let scenario = child.scenario { total += count(scenario) }
            for ruleChild in child.rule?.children ?? [] {
                if let scenario = ruleChild.scenario { total += count(scenario) }
            }
        }
        return total
    }

    /// One pickle per row of an Examples block, none without a header. (Tested
    /// by pattern: `== nil` on an `Equatable` optional compares whole values.)
    private static func pickleCount(_ examples: Examples) -> Int {
        if case .some = examples.tableHeader { return examples.tableBody.count }
        return 0
    }
}
