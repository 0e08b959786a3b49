import CucumberMessages
import Gherkin
import LinkSpecPlatform

/// How many selected scenarios a streamed run's batches gather.
package struct BatchSizes: Sendable {
    /// Files are gathered into one batch until it holds this many selected
    /// scenarios, so `--jobs N` workers seldom wait at a batch's end.
    package var minimum: Int
    /// Each batch's minimum doubles up to this: the run starts at once, and
    /// workers meet few batch ends (where each waits for the batch's last scenario).
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

/// The files of a streamed run, read a batch ahead on a thread of its own
/// from the first `next()` on: each batch is loaded while the one before it
/// runs and dropped once it ran, so memory stays flat however large the suite.
///
/// The files come as the loader's check kept them (each let go once handed
/// on), or are parsed again as their batch comes, numbered from 0 on this
/// thread, so the ids are the same from run to run. A file that stopped
/// parsing since the check is left out. Round-robin shards are dealt by count
/// across batches, as over the whole selection.
package final class FeatureBatches: Sendable {
    /// Where the run's own ids start: far above any parse id, since each
    /// stands for at least one byte of a source or one Examples row.
    package static let firstRunId = 1_000_000_000_000

    private let batches: HandOver<[ParsedFeature]>
    /// The loader's warnings from its check of every file.
    package let warnings: [InputError]
    /// Starts the reading thread; taken by the first `next()`.
    private let start: Locked<(@Sendable () -> Void)?>

    /// `kept`: every file as the check kept it, with the pickles its lines,
    /// tags and names select; nil to read each of `files` again.
    init(files: [FeatureFile], kept: [ParsedFeature]?, loader: FeatureLoader, selection: ScenarioSelection,
         sizes: BatchSizes, lookahead: Int = 1, warnings: [InputError] = []) {
        let batches = HandOver<[ParsedFeature]>(capacity: lookahead)
        self.batches = batches
        self.warnings = warnings
        start = Locked({
            WorkThread.start(name: "linkspec loader") {
                var reading = BatchReading(files: files, kept: kept?.reversed(), loader: loader, selection: selection,
                                           minimum: sizes.minimum, maximum: sizes.maximum)
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

    /// The next batch's files, with the scenarios of this run's shard, waiting
    /// for it if it is still being read; nil when no file is left.
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
    /// The files kept by the check, last first: each is let go as it is handed on.
    var kept: [ParsedFeature]?
    let loader: FeatureLoader
    let selection: ScenarioSelection
    var minimum: Int
    let maximum: Int
    var nextFile = 0
    /// Used on this thread only, so the parse ids are the same from run to run.
    var ids = IdGenerator()
    /// Selected scenarios so far, for round-robin shards.
    var dealt = 0

    /// The next files until the batch holds `minimum` scenarios (then
    /// doubled, up to `maximum`) or the files run out; nil when none is left.
    mutating func next() -> [ParsedFeature]? {
        var batch: [ParsedFeature] = []
        var count = 0
        while count < minimum, var feature = nextFeature() {
            let first = dealt
            dealt += feature.pickles.count
            if let shard = selection.shard {
                feature.pickles = feature.pickles.enumerated().filter { (first + $0.offset) % shard.count == shard.index - 1 }
                    .map(\.element)
            }
            count += feature.pickles.count
            batch.append(feature)
        }
        guard !batch.isEmpty else { return nil }
        minimum = min(minimum * 2, maximum)
        return batch
    }

    /// The next file with the pickles its lines, tags and names select.
    private mutating func nextFeature() -> ParsedFeature? {
        if kept != nil { return kept?.popLast() }
        while nextFile < files.count {
            let file = files[nextFile]
            nextFile += 1
            guard var feature = try? loader.load(file, ids: &ids) else { continue }
            feature.pickles = selection.select(in: feature).pickles
            return feature
        }
        return nil
    }
}
