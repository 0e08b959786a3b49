import CucumberMessages

/// Compiles a document into pickles: one per scenario and one per Examples row.
/// Background steps (the feature's, then the rule's) run first, but only for
/// scenarios that have steps of their own; tags are inherited from feature, rule,
/// scenario and Examples block; And/But take the type of the step before them.
/// Ids: each pickle's steps first, then the pickle.
package enum PickleCompiler {
    package static func compile(_ document: GherkinDocument, source: Source,
                               ids: inout IdGenerator) -> [Pickle] {
        guard let feature = document.feature else { return [] }
        var pickles: [Pickle] = []
        pickles.reserveCapacity(pickleCount(feature))
        var compilation = Compilation(uri: source.uri, language: feature.language, ids: ids, pickles: consume pickles)
        compilation.compile(feature)
        ids = compilation.ids
        return compilation.pickles
    }

    /// How many pickles `feature` makes, to allocate their array once: one for
    /// a scenario without Examples, otherwise one per row of each block that
    /// has a header.
    private static func pickleCount(_ feature: Feature) -> Int {
        var total = 0
        ScenarioCounts.forEach(in: feature) { examples in
            if examples.isEmpty {
                total += 1
                return
            }
            for index in examples.indices {
                // By pattern: `!= nil` on an `Equatable` optional compares whole values.
                if case .some = examples[index].tableHeader { total += examples[index].tableBody.count }
            }
        }
        return total
    }
}
