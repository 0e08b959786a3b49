import CucumberMessages
import Gherkin
import LinkSpecPlatform

/// How many selected scenarios a streamed run's batches gather.
package struct BatchSizes: Sendable {
    /// Files are gathered into one batch until it holds this many selected
    /// scenarios, so `--jobs N` workers seldom wait at a batch's end.
    package var minimum: Int
    /// Each batch's minimum doubles up to this: the first batch is small, so
    /// the run starts at once, and later ones large, so the workers meet few
    /// batch ends (each one waits for the last scenario of the batch).
    package var maximum: Int

    package init(minimum: Int = 128, maximum: Int? = nil) {
        self.minimum = max(1, minimum)
        self.maximum = max(self.minimum, maximum ?? minimum)
    }

    /// Large enough that every one of `jobs` workers has work up to a batch's
    /// end, growing so that a large suite meets few batch ends.
    package init(jobs: Int) {
        self.init(minimum: max(128, 32 * jobs), maximum: max(1024, 256 * jobs))
    }
}

/// The files of a run too large to load whole (`FeatureLoader`), read a batch
/// ahead on a thread of its own from the first `next()` on: each batch is loaded and selected while the
/// one before it runs, and dropped once it ran, and at most `lookahead`
/// batches wait, so memory stays flat however large the suite.
///
/// The first files come as the loader's check kept them; the others are
/// parsed again as their batch comes, with their part's ids (`FileParts`), so
/// they have the ids the check gave them. A file that stopped parsing since
/// the check passed it is left out. Round-robin shards are dealt by count
/// across batches, as over the whole selection.
///
/// Parse ids stay below `firstRunId`, where the run's own ids (test cases,
/// steps, attempts) start, so the two never meet and both are the same from
/// run to run.
///
///     runner.run(batches: { stream.nextBatch(from: batches) }, observer: stream)
///     batches.cancel()   // stops reading if the run ended early
package final class FeatureBatches: Sendable {
    /// Far above any parse id (`FileParts`).
    package static let firstRunId = 1_000_000_000_000

    private let batches: HandOver<[ParsedFeature]>
    /// Starts the reading thread; taken by the first `next()`.
    private let start: Locked<(@Sendable () -> Void)?>

    /// Reads from the first `next()` on.
    init(files: [FeatureFile], parts: FileParts, loads: [PartLoad], loader: FeatureLoader, selection: ScenarioSelection,
         sizes: BatchSizes, lookahead: Int = 1) {
        let batches = HandOver<[ParsedFeature]>(capacity: lookahead)
        self.batches = batches
        start = Locked({
            // A large stack, like the workers': deeply nested input must not exhaust a small default one.
            WorkThread.start(name: "linkspec loader") {
                var reading = BatchReading(files: files, parts: parts, loads: loads, loader: loader,
                                           selection: selection, minimum: sizes.minimum, maximum: sizes.maximum)
                while let batch = reading.next() {
                    guard batches.put(batch) else { return }
                }
                batches.close()
            }
        })
    }

    deinit {
        batches.cancel()
    }

    /// The next batch's files, each with the scenarios of this run's shard,
    /// waiting for it if it is still being read; nil when no file is left
    /// (or after `cancel()`).
    package func next() -> [ParsedFeature]? {
        start.withLock { $0.take() }?()
        return batches.take()
    }

    /// Stops reading ahead: a run that ended early (interrupted) never asks
    /// for the rest. The batch being read is finished and dropped.
    package func cancel() {
        start.withLock { $0 = nil }
        batches.cancel()
    }
}

/// The batches of `FeatureBatches`, read in turn on its thread.
private struct BatchReading {
    let files: [FeatureFile]
    let parts: FileParts
    /// The check's results; each part's kept files are let go as they are handed on.
    var loads: [PartLoad]
    let loader: FeatureLoader
    let selection: ScenarioSelection
    var minimum: Int
    let maximum: Int
    private var part = 0
    /// The next file of `part` (its position in the part's range).
    private var position = 0
    private var ids = IdGenerator()
    /// Selected scenarios so far, for round-robin shards.
    private var dealt = 0

    init(files: [FeatureFile], parts: FileParts, loads: [PartLoad], loader: FeatureLoader,
         selection: ScenarioSelection, minimum: Int, maximum: Int) {
        self.files = files
        self.parts = parts
        self.loads = loads
        self.loader = loader
        self.selection = selection
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The next files until the batch holds `minimum` scenarios (then
    /// doubled, up to `maximum`) or the files run out; nil when none is left.
    mutating func next() -> [ParsedFeature]? {
        var batch: [ParsedFeature] = []
        var count = 0
        while count < minimum, var feature = nextFile() {
            var selected: [Pickle] = []
            selected.reserveCapacity(feature.pickles.count)
            for pickle in feature.pickles {
                defer { dealt += 1 }
                if let shard = selection.shard, dealt % shard.count != shard.index - 1 { continue }
                selected.append(pickle)
            }
            feature.pickles = selected
            count += selected.count
            batch.append(feature)
        }
        guard !batch.isEmpty else { return nil }
        minimum = min(minimum * 2, maximum)
        return batch
    }

    /// The next file with the pickles its lines, tags and names select: kept
    /// by the check (each let go once handed on), or loaded now.
    private mutating func nextFile() -> ParsedFeature? {
        while part < parts.count {
            let range = parts.ranges[part]
            if position == 0 {
                // Reversed, so each file kept is taken off the end.
                loads[part].kept.reverse()
                ids = loads[part].kept.isEmpty ? parts.firstIds(of: part) : loads[part].ids
            }
            guard position < range.count else {
                part += 1
                position = 0
                continue
            }
            position += 1
            if let kept = loads[part].kept.popLast() { return kept }
            guard var feature = try? loader.load(files[range.lowerBound + position - 1], ids: &ids) else { continue }
            feature.pickles = selection.select(in: feature).pickles
            return feature
        }
        return nil
    }
}
