/// Compiles a document into pickles: one per scenario and one per Examples row.
/// Background steps (the feature's, then the rule's) run first, but only for
/// scenarios that have steps of their own; tags are inherited from feature, rule,
/// scenario and Examples block; And/But take the type of the step before them.
/// Ids: each pickle's steps first, then the pickle.
public enum PickleCompiler {
    public static func compile(_ document: GherkinDocument, source: Source,
                               ids: inout IdGenerator) -> [Pickle] {
        guard let feature = document.feature else { return [] }
        var pickles: [Pickle] = []
        pickles.reserveCapacity(pickleCount(feature))
        var compilation = Compilation(assembly: PickleValues(uri: source.uri, language: feature.language,
                                                             ids: ids, sink: consume pickles))
        compilation.compile(feature)
        ids = compilation.assembly.ids
        return compilation.assembly.sink
    }

    /// Compiles `document` as `compile(_:source:ids:)` does, handing each pickle
    /// to `body` as soon as it is made, in the same order and with the same ids.
    ///
    /// For a caller that writes pickles out and drops them: each pickle is then
    /// freed before the next one is built, so its memory is used again while it
    /// is still in cache, instead of a whole file's pickles being built, then
    /// all freed at once.
    public static func compile(_ document: GherkinDocument, source: Source, ids: inout IdGenerator,
                               each body: (Pickle) -> Void) {
        guard let feature = document.feature else { return }
        withoutActuallyEscaping(body) { body in
            var compilation = Compilation(assembly: PickleValues(uri: source.uri, language: feature.language,
                                                                 ids: ids, sink: EachPickle(body: body)))
            compilation.compile(feature)
            ids = compilation.assembly.ids
        }
    }

    /// Writes the `pickle` envelope of each pickle of `document` to `json`,
    /// one line each: the same bytes as compiling them and writing each with
    /// `json.writeEnvelope("pickle", _)`, ids included, but without building
    /// them, which is most of what compiling costs.
    public static func writeEnvelopes(of document: GherkinDocument, source: Source, ids: inout IdGenerator,
                                      to json: inout JSONWriter) {
        guard let feature = document.feature else { return }
        var compilation = Compilation(assembly: PickleEnvelopeWriter(uri: source.uri, language: feature.language,
                                                                     nextId: ids.nextValue, json: consume json))
        compilation.compile(feature)
        json = compilation.assembly.json
        ids = IdGenerator(startingAt: compilation.assembly.nextId)
    }

    /// How many ids `compile` takes for `document`: one per pickle step and
    /// one per pickle. It walks the document the way `compile` does, counting
    /// instead of building, so a caller can reserve the ids (`IdGenerator.skip`)
    /// and compile on another thread while it parses on, or learn a file's
    /// share of the ids before its pickles are made.
    public static func idCount(_ document: GherkinDocument) -> Int {
        guard let feature = document.feature else { return 0 }
        var total = 0
        ScenarioCounts.forEach(in: feature) { steps, examples, backgroundSteps in
            // The pickle's steps (none without steps of its own) and its own id, per pickle.
            let perPickle = (steps == 0 ? 0 : backgroundSteps + steps) + 1
            total += ScenarioCounts.pickles(examples) * perPickle
        }
        return total
    }

    /// How many pickles `feature` makes, to allocate their array once.
    private static func pickleCount(_ feature: Feature) -> Int {
        var total = 0
        ScenarioCounts.forEach(in: feature) { _, examples, _ in total += ScenarioCounts.pickles(examples) }
        return total
    }
}
