import CucumberMessages
import Gherkin

/// The feature files of a run as the loader gives them: every file at once,
/// or batch by batch as the run goes.
package enum LoadedRun: Sendable {
    /// Every file, with the selection in run order: the message stream in the
    /// reference runners' order.
    case whole(LoadedFeatures)
    /// Read a batch ahead of the run, in flat memory however large the suite.
    case streamed(FeatureBatches)

    /// The loader's warnings, whichever way the files come.
    package var warnings: [InputError] {
        switch self {
        case .whole(let loaded): return loaded.warnings
        case .streamed(let batches): return batches.warnings
        }
    }
}

/// Every feature file of a run, loaded: what the message stream starts with
/// and what the run picks from.
package struct LoadedFeatures: Sendable {
    /// In the order found; each file's `pickles` are those its lines, tags
    /// and names select (`ScenarioSelection.select(in:)`).
    package var features: [ParsedFeature]
    /// The scenarios to run: this machine's shard, in the run order.
    package var pickles: [Pickle]
    /// The id sequence after the parser's, so the run's own ids never collide with them.
    package var ids: IdGenerator
    /// What the run should say before it starts without stopping it: the
    /// files with no scenario (`FeatureLoader.noScenarios`).
    package var warnings: [InputError] = []

    package init(features: [ParsedFeature] = [], pickles: [Pickle]? = nil, ids: IdGenerator = IdGenerator()) {
        self.features = features
        self.pickles = pickles ?? features.flatMap(\.pickles)
        self.ids = ids
    }
}

/// The files of a run in parts of consecutive files, each part's ids numbered
/// from a base of its own, so that parts can be parsed on several cores at
/// once and a file's ids are the same whichever thread parses it and from run
/// to run. Ids stay below a billion (nine digits, which `IdKeyedTable` reads
/// without hashing); a part that needs more ids than its span is found out
/// (`holds`), and the loader numbers the suite as one part.
struct FileParts: Sendable {
    static let idSpan = 10_000_000
    static let filesPerPart = 16

    let ranges: [Range<Int>]

    init(fileCount: Int, maximumCount: Int = 64) {
        let count = max(1, min(maximumCount, (fileCount + Self.filesPerPart - 1) / Self.filesPerPart))
        ranges = (0..<count).map { part in fileCount * part / count..<fileCount * (part + 1) / count }
    }

    var count: Int { ranges.count }

    /// Whether the ids a part ended with stayed within its span (the last
    /// part, whose span is open, always does).
    func holds(_ ids: IdGenerator, inPart part: Int) -> Bool {
        part == count - 1 || ids.nextValue <= (part + 1) * Self.idSpan
    }
}
