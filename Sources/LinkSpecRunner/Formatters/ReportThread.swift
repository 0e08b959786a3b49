import CucumberMessages
import Dispatch
import Foundation

/// A `ReportPipeline` fed on a thread of its own.
///
/// A run's coordinating thread puts the workers' records in order and turns
/// them into envelopes; consuming those envelopes (the message query and every
/// formatter) was as much work again, and on the same thread it was what
/// bounded a run on two cores. Here the envelopes are handed over a test case
/// at a time, in order, behind a bounded `HandOver`, so memory stays flat and
/// the live progress output still follows the run.
///
/// The first error a formatter throws stops the thread: `send` throws it from
/// then on, so the message stream stops soon after, and `finish` throws it.
///
///     let reports = ReportThread(pipeline)
///     let stream = RunMessageStream(...) { try reports.send($0) }
///     ... run ...
///     try reports.finish()     // every envelope consumed; the pipeline is yours again
///     try pipeline.finish()
public final class ReportThread: @unchecked Sendable {
    // `pending` belongs to the sending thread; `failure` is guarded by `lock`.
    private let pipeline: ReportPipeline
    private let chunks: HandOver<[Envelope]>
    private var pending: [Envelope] = []
    private let lock = NSLock()
    private var failure: (any Error)?
    private let finished = DispatchSemaphore(value: 0)
    private var joined = false

    public init(_ pipeline: ReportPipeline, capacity: Int = 256) {
        self.pipeline = pipeline
        chunks = HandOver(capacity: capacity)
        let thread = Thread { [self] in consumeAll() }
        thread.stackSize = 8 << 20
        thread.name = "linkspec reports"
        thread.start()
    }

    /// Queues an envelope; a test case's envelopes go over together when it
    /// finishes, as do those of the run's start and end. Throws the error a
    /// formatter threw, once one did.
    public func send(_ envelope: Envelope) throws {
        if let failure = currentFailure() { throw failure }
        pending.append(envelope)
        switch envelope {
        case .testCaseFinished, .testRunStarted, .testRunFinished:
            handOver()
        default:
            if pending.count >= 512 { handOver() }
        }
    }

    /// Hands over what is queued, waits until every envelope was consumed,
    /// and throws the first error a formatter threw. Call it once the stream
    /// ended, before finishing or abandoning the pipeline.
    public func finish() throws {
        if !joined {
            joined = true
            handOver()
            chunks.close()
            finished.wait()
        }
        if let failure = currentFailure() { throw failure }
    }

    private func handOver() {
        guard !pending.isEmpty else { return }
        chunks.put(pending)
        pending = []
    }

    private func currentFailure() -> (any Error)? {
        lock.lock()
        defer { lock.unlock() }
        return failure
    }

    private func consumeAll() {
        defer { finished.signal() }
        while let chunk = chunks.take() {
            do {
                for envelope in chunk { try pipeline.consume(envelope) }
            } catch {
                lock.lock()
                failure = error
                lock.unlock()
                // Nothing more is consumed; the sender's next `put` is dropped.
                chunks.cancel()
                return
            }
        }
    }
}
