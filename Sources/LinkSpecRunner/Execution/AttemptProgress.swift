import LinkSpecPlatform

/// One running attempt, shared between its thread and the coordinator, which
/// gives up on it when it overruns its timeout; then its further results are ignored.
final class AttemptProgress: Sendable {
    private struct State {
        var steps: [TestStepRecord]
        var current: Int?
        var currentStartedAt: Int64 = 0
        var isAbandoned = false
    }

    private let state: Locked<State>
    let deadline: Int64

    init(steps: [TestStepRecord], deadline: Int64) {
        state = Locked(State(steps: steps))
        self.deadline = deadline
    }

    /// Returns false when the attempt was abandoned (the caller stops).
    func begin(step index: Int, at time: Int64) -> Bool {
        state.withLock { state in
            state.current = index
            state.currentStartedAt = time
            return !state.isAbandoned
        }
    }

    /// Returns false when the attempt was abandoned.
    func finish(step index: Int, _ record: TestStepRecord) -> Bool {
        state.withLock { state in
            guard !state.isAbandoned else { return false }
            state.steps[index] = record
            state.current = nil
            return true
        }
    }

    /// Gives up on the attempt: the step running now fails with `message`; the
    /// steps after it stay skipped. Returns the steps as they stand.
    func abandon(message: String, now: Int64) -> [TestStepRecord] {
        state.withLock { state in
            state.isAbandoned = true
            if let current = state.current, state.steps.indices.contains(current) {
                state.steps[current].status = .failed
                state.steps[current].startedAt = state.currentStartedAt
                state.steps[current].durationNanoseconds = now - state.currentStartedAt
                state.steps[current].message = message
                state.steps[current].errorType = "TimeoutError"
            } else if let firstNotRun = state.steps.firstIndex(where: { $0.status == .skipped && $0.durationNanoseconds == 0 }) {
                state.steps[firstNotRun].status = .failed
                state.steps[firstNotRun].message = message
                state.steps[firstNotRun].errorType = "TimeoutError"
            }
            return state.steps
        }
    }
}
