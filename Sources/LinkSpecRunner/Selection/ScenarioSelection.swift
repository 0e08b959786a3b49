import CucumberMessages
import Expressions
import Gherkin
import LinkSpecReports

/// One parsed feature file and its pickles, as selection sees it.
package struct ParsedFeature: Sendable {
    package var file: FeatureFile
    package var document: GherkinDocument
    package var pickles: [Pickle]

    package init(file: FeatureFile, document: GherkinDocument, pickles: [Pickle]) {
        self.file = file
        self.document = document
        self.pickles = pickles
    }
}

/// Which scenarios run, and in what order: lines of `file:LINE`, then tag
/// expressions (all must match), then name patterns (any may match), in defined
/// order; then this machine's shard; then the run order.
package struct ScenarioSelection: Sendable {
    package var tags: [TagExpression] = []
    package var names: NameFilter
    package var order: RunOrder = .defined
    package var shard: Shard?
    package var timings: ShardTimings?

    package init(tags: [TagExpression] = [], names: NameFilter? = nil, order: RunOrder = .defined,
                shard: Shard? = nil, timings: ShardTimings? = nil) {
        self.tags = tags
        // An empty pattern list cannot fail to compile.
        self.names = names ?? (try? NameFilter(patterns: [])) ?? Self.emptyNames
        self.order = order
        self.shard = shard
        self.timings = timings
    }

    private static let emptyNames: NameFilter = {
        do { return try NameFilter(patterns: []) } catch { preconditionFailure("no pattern cannot be invalid") }
    }()

    /// The pickles to run. A line that selects no scenario is an error at the
    /// place the line was asked for.
    package func select(from features: [ParsedFeature],
                       testCaseName: (Pickle, ParsedFeature) -> (classname: String, name: String) = { pickle, feature in
                           JUnitTestCaseName.of(pickle, in: feature.document)
                       }) throws(InputErrors) -> [Pickle] {
        var selected: [(pickle: Pickle, feature: Int)] = []
        var errors: [InputError] = []
        for (featureIndex, feature) in features.enumerated() {
            var pickles = feature.pickles
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
            for pickle in pickles where matches(pickle) {
                selected.append((pickle, featureIndex))
            }
        }
        guard errors.isEmpty else { throw InputErrors(errors) }
        if let shard {
            let weights = timings.map { timings in
                timings.weights(for: selected.map { entry in
                    let names = testCaseName(entry.pickle, features[entry.feature])
                    return (entry.pickle.uri, entry.pickle.location?.line, names.classname, names.name)
                })
            }
            selected = shard.positions(amongCount: selected.count, weights: weights).map { selected[$0] }
        }
        return order.apply(to: selected.map(\.pickle))
    }

    private func matches(_ pickle: Pickle) -> Bool {
        if !tags.isEmpty {
            let names = pickle.tags.map(\.name)
            guard tags.allSatisfy({ $0.evaluate(names) }) else { return false }
        }
        return names.matches(pickle.name)
    }
}
