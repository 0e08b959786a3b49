import CucumberMessages

/// Compiles a document into pickles, one per scenario and one per Examples row,
/// as the reference does (ids: each pickle's steps first, then the pickle).
package enum PickleCompiler {
    package static func compile(_ document: GherkinDocument, source: Source,
                               ids: inout IdGenerator) -> [Pickle] {
        guard let feature = document.feature else { return [] }
        var pickles: [Pickle] = []
        pickles.reserveCapacity(PickleCounts(feature).pickles)
        compile(document, source: source, ids: &ids) { pickles.append($0) }
        return pickles
    }

    /// The same pickles, handed to `body` one at a time as each is made:
    /// `linkspec gherkin` writes each and lets it go before making the next,
    /// so that a file's pickles are never all in memory at once.
    package static func compile(_ document: GherkinDocument, source: Source, ids: inout IdGenerator,
                                each body: (consuming Pickle) -> Void) {
        guard let feature = document.feature else { return }
        var compilation = Compilation(uri: source.uri, language: feature.language, ids: ids)
        compilation.compile(feature, each: body)
        ids = compilation.ids
    }

    /// How many ids compiling `document` takes: what `compile` adds to
    /// `ids.nextValue`, known without compiling.
    package static func idCount(of document: GherkinDocument) -> Int {
        guard let feature = document.feature else { return 0 }
        return PickleCounts(feature).ids
    }
}
