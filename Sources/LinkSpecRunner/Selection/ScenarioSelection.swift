import CucumberMessages
import Expressions
import LinkSpecReports

/// One feature file read, parsed and compiled; loaded for a run
/// (`FeatureLoader`), `pickles` are those its lines, tags and names select.
package struct ParsedFeature: Sendable {
    package var file: FeatureFile
    package var source: Source
    package var document: GherkinDocument
    package var pickles: [Pickle]

    package init(file: FeatureFile, source: Source, document: GherkinDocument, pickles: [Pickle]) {
        self.file = file
        self.source = source
        self.document = document
        self.pickles = pickles
    }
}

/// Which scenarios run, and in what order: lines of `file:LINE`, then the
/// platforms (each scenario on each of its platforms, `PlatformRuns`), then tag
/// expressions (all must match), then name patterns (any may match), in defined
/// order; then this machine's shard; then the run order.
package struct ScenarioSelection: Sendable {
    package var tags: [TagExpression] = []
    package var names: NameFilter?
    package var order: RunOrder = .defined
    package var shard: Shard?
    package var timings: ShardTimings?
    package var platforms: PlatformRuns

    package init(tags: [TagExpression] = [], names: NameFilter? = nil, order: RunOrder = .defined,
                shard: Shard? = nil, timings: ShardTimings? = nil, platforms: PlatformRuns = PlatformRuns()) {
        self.tags = tags
        self.names = names
        self.order = order
        self.shard = shard
        self.timings = timings
        self.platforms = platforms
    }

    /// The pickles of one file that its lines, then the platforms, the tag
    /// expressions and the name patterns select, and an error for each line
    /// that selects none.
    package func select(in feature: ParsedFeature) -> (pickles: [Pickle], unmatchedLines: [InputError]) {
        var pickles = feature.pickles
        var errors: [InputError] = []
        if !feature.file.lines.isEmpty {
            let index = LineIndex(feature.document)
            for line in index.unmatched(feature.file.lines, among: pickles) {
                let origin = feature.file.origin
                errors.append(InputError(path: origin?.line == nil ? feature.file.uri : (origin?.path ?? feature.file.uri),
                                         line: origin?.line ?? line, column: origin?.column ?? 1,
                                         message: origin?.line == nil
                                            ? "no scenario or Examples row on line \(line)"
                                            : "\(feature.file.uri):\(line): no scenario or Examples row on that line"))
            }
            pickles = pickles.filter { index.selects($0, anyOf: feature.file.lines) }
        }
        pickles = platforms.apply(to: pickles)
        if !tags.isEmpty || names != nil {
            pickles = pickles.filter(matches)
        }
        return (pickles, errors)
    }

    /// This machine's shard of the pickles each file selected (`select(in:)`,
    /// in `features[i].pickles`), in the run order.
    package func arrange(_ features: [ParsedFeature]) -> [Pickle] {
        var selected: [(pickle: Pickle, feature: Int)] = features.enumerated().flatMap { index, feature in
            feature.pickles.map { ($0, index) }
        }
        if let shard {
            let weights = timings.map { timings in
                timings.weights(for: selected.map { entry in
                    let names = ReportedTestCase(entry.pickle, outline: DocumentOutline(features[entry.feature].document))
                    return (entry.pickle.uri, entry.pickle.location?.line, names.classname, names.name)
                })
            }
            selected = shard.positions(amongCount: selected.count, weights: weights).map { selected[$0] }
        }
        return order.apply(to: selected.map(\.pickle))
    }

    /// Whether a selection can be made file by file, so that a run can stream:
    /// `--order random`/`reverse` and `--shard-timings` need the whole selection.
    package var canStream: Bool {
        order == .defined && timings == nil
    }

    private func matches(_ pickle: Pickle) -> Bool {
        if !tags.isEmpty {
            let names = pickle.tags.map(\.name)
            guard tags.allSatisfy({ $0.evaluate(names) }) else { return false }
        }
        return names?.matches(pickle.name) ?? true
    }
}
