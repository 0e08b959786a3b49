#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// The state of one running attempt, shared between the thread running it and
/// the run's coordinator, which may give up on it when it overruns its timeout.
/// Once abandoned, the running thread's further results are ignored.
final class AttemptProgress: @unchecked Sendable {
    private let threadLock = ThreadLock()
    private var steps: [TestStepRecord]
    private var current: Int?
    private var currentStartedAt: Int64 = 0
    private(set) var isAbandoned = false
    let deadline: Int64

    init(steps: [TestStepRecord], deadline: Int64) {
        self.steps = steps
        self.deadline = deadline
    }

    private func locked<T>(_ body: () -> T) -> T {
        threadLock.withLock(body)
    }

    /// Returns false when the attempt was abandoned (the caller stops).
    func begin(step index: Int, at time: Int64) -> Bool {
        locked {
            current = index
            currentStartedAt = time
            return !isAbandoned
        }
    }

    /// Returns false when the attempt was abandoned.
    func finish(step index: Int, _ record: TestStepRecord) -> Bool {
        locked {
            guard !isAbandoned else { return false }
            steps[index] = record
            current = nil
            return true
        }
    }

    func snapshot() -> [TestStepRecord] {
        locked { steps }
    }

    /// Gives up on the attempt: the step running now fails with `message`; the
    /// steps after it stay skipped. Returns the steps as they stand.
    func abandon(message: String, now: Int64) -> [TestStepRecord] {
        locked {
            isAbandoned = true
            if let current, steps.indices.contains(current) {
                steps[current].status = .failed
                steps[current].startedAt = currentStartedAt
                steps[current].durationNanoseconds = now - currentStartedAt
                steps[current].message = message
                steps[current].errorType = "TimeoutError"
            } else if let firstNotRun = steps.firstIndex(where: { $0.status == .skipped && $0.durationNanoseconds == 0 }) {
                steps[firstNotRun].status = .failed
                steps[firstNotRun].message = message
                steps[firstNotRun].errorType = "TimeoutError"
            }
            return steps
        }
    }
}
