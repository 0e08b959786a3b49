import CucumberMessages
import LinkSpecPlatform

/// A `ReportPipeline` fed on a thread of its own, so that consuming the
/// envelopes does not bound the run's coordinating thread, which makes them.
/// They go over a test case at a time behind a bounded `HandOver`, so memory
/// stays flat and live progress still follows the run. The first error a
/// formatter throws stops the thread; `send` and `finish` throw it.
///
///     let reports = ReportThread(pipeline)
///     let stream = RunMessageStream(...) { try reports.send($0) }
///     ... run ...
///     try reports.finish()     // every envelope consumed; the pipeline is yours again
///     try pipeline.finish()
package final class ReportThread: @unchecked Sendable {
    // `@unchecked Sendable`: `pending` and `consumer` belong to the sending
    // thread; `pipeline` to the report thread until `finish` joined it. The
    // locks that order them: each chunk crosses in `chunks` (a `HandOver`,
    // under its `Locked`'s lock), `failure` is a `Locked`, and the join
    // (`WorkThread`'s `Locked`) hands `pipeline` back.
    private let pipeline: ReportPipeline
    private let chunks: HandOver<[Envelope]>
    private var pending: [Envelope] = []
    private let failure = Locked<(any Error)?>(nil)
    private var consumer: WorkThread?

    package init(_ pipeline: ReportPipeline, capacity: Int = 256) {
        self.pipeline = pipeline
        chunks = HandOver(capacity: capacity)
        consumer = WorkThread.start(name: "linkspec reports") { [self] in consumeAll() }
    }

    /// Queues an envelope; a test case's go over together when it finishes.
    package func send(_ envelope: Envelope) throws {
        if let error = failure.withLock({ $0 }) { throw error }
        pending.append(envelope)
        switch envelope {
        case .testCaseFinished, .testRunStarted, .testRunFinished:
            handOver()
        default:
            if pending.count >= 512 { handOver() }
        }
    }

    /// Hands over what is queued and waits until every envelope was consumed.
    /// Call it once the stream ended, before finishing or abandoning the pipeline.
    package func finish() throws {
        if let consumer {
            self.consumer = nil
            handOver()
            chunks.close()
            consumer.join()
        }
        if let error = failure.withLock({ $0 }) { throw error }
    }

    private func handOver() {
        guard !pending.isEmpty else { return }
        chunks.put(pending)
        pending = []
    }

    private func consumeAll() {
        while let chunk = chunks.take() {
            do {
                for envelope in chunk { try pipeline.consume(envelope) }
            } catch {
                failure.withLock { $0 = error }
                // Nothing more is consumed; the sender's next `put` is dropped.
                chunks.cancel()
                return
            }
        }
    }
}
