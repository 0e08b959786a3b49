import Gherkin
import LinkSpecPlatform

/// A `FeatureStream` read one batch ahead, on a thread of its own.
///
/// Streaming keeps memory flat, but parsing a batch on the coordinating
/// thread left the workers idle until it was done (figures in
/// Benchmarks/results/NOTES.md). Here the next batch is read, parsed,
/// compiled and selected while the current one runs, and at most `lookahead`
/// batches wait, so memory stays flat.
///
/// The parse ids come from this loader's own generator, which starts at 0 and
/// is used on its thread only, so they are the same from run to run; the run's
/// own ids (test cases, steps, attempts) must come from a generator that can
/// never meet them: `firstRunId` is where those start.
///
///     let batches = FeatureBatches(stream)
///     runner.run(batches: { stream.nextBatch(from: batches) }, observer: stream)
///     batches.cancel()   // stops reading if the run ended early
package final class FeatureBatches: Sendable {
    /// Far above any parse id: every id of a parsed file stands for at least
    /// one byte of its source or one Examples row, and no suite comes near a
    /// terabyte of feature files.
    package static let firstRunId = 1_000_000_000_000

    private let batches: HandOver<[FeatureStream.Entry]>

    /// Starts reading `stream`'s first batch at once.
    package init(_ stream: FeatureStream, lookahead: Int = 1) {
        let batches = HandOver<[FeatureStream.Entry]>(capacity: lookahead)
        self.batches = batches
        // A large stack, like the workers': deeply nested input must not exhaust a small default one.
        WorkThread.start(name: "linkspec loader") {
            var stream = stream
            // Used on this thread only, so the parse ids are the same from run to run.
            var ids = IdGenerator()
            while let batch = stream.next(ids: &ids) {
                guard batches.put(batch) else { return }
            }
            batches.close()
        }
    }

    deinit {
        batches.cancel()
    }

    /// The next batch, waiting for it if it is still being read; nil when no
    /// file is left (or after `cancel()`).
    package func next() -> [FeatureStream.Entry]? {
        batches.take()
    }

    /// Stops reading ahead: a run that ended early (interrupted) never asks
    /// for the rest. The batch being read is finished and dropped.
    package func cancel() {
        batches.cancel()
    }
}
