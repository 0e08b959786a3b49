import Foundation
import Gherkin

/// A `FeatureStream` read one batch ahead, on a thread of its own.
///
/// Streaming keeps memory flat, but parsing a batch on the coordinating
/// thread left the workers idle until it was done: about a tenth of a large
/// run. Here the next batch is read, parsed, compiled and selected while the
/// current one runs, and at most `lookahead` batches wait, so memory stays
/// flat.
///
/// The parse ids come from this loader's own generator, which starts at 0 and
/// is used on its thread only, so they are the same from run to run; the run's
/// own ids (test cases, steps, attempts) must come from a generator that can
/// never meet them: `firstRunId` is where those start.
///
///     let batches = FeatureBatches(stream)
///     runner.run(batches: { stream.nextBatch(from: batches) }, observer: stream)
///     batches.cancel()   // stops reading if the run ended early
public final class FeatureBatches: Sendable {
    /// Far above any parse id: every id of a parsed file stands for at least
    /// one byte of its source or one Examples row, and no suite comes near a
    /// terabyte of feature files.
    public static let firstRunId = 1_000_000_000_000

    private let state: State

    /// Starts reading `stream`'s first batch at once.
    public init(_ stream: FeatureStream, lookahead: Int = 1) {
        state = State(stream: stream, lookahead: max(1, lookahead))
        let state = self.state
        let thread = Thread { state.load() }
        // Like the workers: deeply nested input must not exhaust a small default stack.
        thread.stackSize = 8 << 20
        thread.name = "linkspec loader"
        thread.start()
    }

    deinit {
        state.cancel()
    }

    /// The next batch, waiting for it if it is still being read; nil when no
    /// file is left (or after `cancel()`).
    public func next() -> [FeatureStream.Entry]? {
        state.take()
    }

    /// Stops reading ahead: a run that ended early (interrupted) never asks
    /// for the rest. The batch being read is finished and dropped.
    public func cancel() {
        state.cancel()
    }

    /// What the loader thread and the consumer share; every field is guarded
    /// by `lock`, except `stream` and `ids`, which only the loader thread uses.
    private final class State: @unchecked Sendable {
        private var stream: FeatureStream
        private var ids = IdGenerator()
        private let lookahead: Int
        private let lock = ThreadLock()
        private var ready: [[FeatureStream.Entry]] = []
        private var exhausted = false
        private var cancelled = false

        init(stream: FeatureStream, lookahead: Int) {
            self.stream = stream
            self.lookahead = lookahead
        }

        /// The loader thread: reads batch after batch, pausing while
        /// `lookahead` batches wait to be taken.
        func load() {
            while true {
                lock.lock()
                while ready.count >= lookahead && !cancelled { lock.wait() }
                let stop = cancelled
                lock.unlock()
                if stop { return }
                let batch = stream.next(ids: &ids)
                lock.lock()
                if let batch, !cancelled {
                    ready.append(batch)
                } else {
                    exhausted = true
                }
                lock.broadcast()
                lock.unlock()
                if batch == nil { return }
            }
        }

        func take() -> [FeatureStream.Entry]? {
            lock.lock()
            defer { lock.unlock() }
            while ready.isEmpty && !exhausted && !cancelled { lock.wait() }
            guard !ready.isEmpty, !cancelled else { return nil }
            let batch = ready.removeFirst()
            lock.broadcast()
            return batch
        }

        func cancel() {
            lock.lock()
            cancelled = true
            ready.removeAll()
            lock.broadcast()
            lock.unlock()
        }
    }
}
