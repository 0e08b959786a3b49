import CucumberMessages
import Dispatch
import Foundation
import Gherkin

/// The feature files of a run loaded a few at a time, so that a large suite
/// runs in flat memory: each batch of files is read, parsed, compiled and
/// selected just before its scenarios run, and dropped once they ran.
///
/// Only a selection whose answer for one file does not depend on the others
/// can stream: defined order, and shards dealt round-robin by count (the
/// global position is counted across batches). `--order random` shuffles the
/// whole selection and `--shard-timings` balances it by measured time, so
/// those runs load every file first (`FeatureLoader`), as does the XCTest
/// embedding.
///
/// Problems keep their contract: `check()` reads and parses every file once
/// before anything runs, on every core, keeping only its errors (and lines
/// that select no scenario; only files with lines are compiled there), so a
/// run with one bad file shows every problem and runs nothing; the streaming
/// pass then parses each file again (parsing is cheap next to holding every
/// document of a large suite), a batch ahead on a thread of its own when read
/// through `FeatureBatches`.
package struct FeatureStream: Sendable {
    package let files: [FeatureFile]
    package var loader: FeatureLoader
    package var selection: ScenarioSelection
    /// Files are gathered into one batch until it holds this many selected
    /// scenarios, so `--jobs N` workers seldom wait at a batch's end.
    package var minimumBatch: Int
    /// Each batch's minimum doubles up to this: the first batch is small, so
    /// the run starts at once, and later ones large, so the workers meet few
    /// batch ends (each one waits for the last scenario of the batch).
    package var maximumBatch: Int
    private var nextFile = 0
    /// Selected scenarios so far, for round-robin shards.
    private var dealt = 0

    /// Whether a selection can be made file by file.
    package static func canStream(_ selection: ScenarioSelection) -> Bool {
        selection.order == .defined && selection.timings == nil
    }

    package init(files: [FeatureFile], loader: FeatureLoader = FeatureLoader(), selection: ScenarioSelection = ScenarioSelection(),
                minimumBatch: Int = 128, maximumBatch: Int? = nil) {
        self.files = files
        self.loader = loader
        self.selection = selection
        self.minimumBatch = max(1, minimumBatch)
        self.maximumBatch = max(self.minimumBatch, maximumBatch ?? minimumBatch)
    }

    /// Every problem of every file, as `FeatureLoader.load` and
    /// `ScenarioSelection.select` would report them, in file order; nothing
    /// is kept. Files are checked on every core at once: nothing runs until
    /// the check is over, so the whole machine is free for it.
    package func check() throws(InputErrors) {
        let problems = FileChecks(count: files.count)
        let loader = loader
        let filter = fileFilter
        let files = files
        let chunks = Swift.min(files.count, ProcessInfo.processInfo.activeProcessorCount * 4)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            // Contiguous chunks, more than cores, so one slow file does not hold up a core's whole share.
            var ids = IdGenerator()
            for index in files.count * chunk / chunks..<files.count * (chunk + 1) / chunks {
                problems.record(Self.problems(of: files[index], loader: loader, filter: filter, ids: &ids), at: index)
            }
        }
        let (parseErrors, lineErrors) = problems.collected()
        // Lines that select nothing only matter once every file parses.
        guard parseErrors.isEmpty else { throw InputErrors(parseErrors) }
        guard lineErrors.isEmpty else { throw InputErrors(lineErrors) }
    }

    /// One file's parse errors, or the errors of its `file:LINE` selections.
    private static func problems(of file: FeatureFile, loader: FeatureLoader, filter: ScenarioSelection,
                                 ids: inout IdGenerator) -> FileChecks.Problems {
        do {
            // Only `file:LINE` needs the scenarios (pickles) to check its lines.
            guard !file.lines.isEmpty else {
                _ = try loader.parse(file, ids: &ids)
                return .none
            }
            let (_, feature) = try loader.load(file, ids: &ids)
            do { _ = try filter.select(from: [feature]) } catch { return .lines(error.errors) }
            return .none
        } catch {
            return .parse(error.errors)
        }
    }

    /// One loaded file and the scenarios selected from it.
    package struct Entry: Sendable {
        package var source: Source
        package var feature: ParsedFeature
        package var selected: [Pickle]
    }

    /// The next files, parsed with `ids`, until the batch holds `minimumBatch`
    /// selected scenarios (then doubled, up to `maximumBatch`) or the files run out; nil when none is left. A file
    /// that stopped parsing since `check()` passed it is left out.
    package mutating func next(ids: inout IdGenerator) -> [Entry]? {
        guard nextFile < files.count else { return nil }
        let filter = fileFilter
        var entries: [Entry] = []
        var count = 0
        while nextFile < files.count && count < minimumBatch {
            let file = files[nextFile]
            nextFile += 1
            guard let (source, feature) = try? loader.load(file, ids: &ids),
                  let chosen = try? filter.select(from: [feature]) else { continue }
            var selected: [Pickle] = []
            selected.reserveCapacity(chosen.count)
            for pickle in chosen {
                defer { dealt += 1 }
                if let shard = selection.shard, dealt % shard.count != shard.index - 1 { continue }
                selected.append(pickle)
            }
            count += selected.count
            entries.append(Entry(source: source, feature: feature, selected: selected))
        }
        minimumBatch = min(minimumBatch * 2, maximumBatch)
        return entries
    }

    /// Lines, tags and names: what can be decided for one file alone.
    private var fileFilter: ScenarioSelection {
        ScenarioSelection(tags: selection.tags, names: selection.names)
    }
}
