import CucumberMessages
import LinkSpecPlatform

/// The worker threads of a run (`--jobs N`): workers take the next position
/// (or a queued retry), run it and store each attempt's record. The thread
/// that called `run` emits the records in run order once every earlier
/// position is final, and gives up on attempts past their deadline: it records
/// the timeout, queues the retry if one is due, and starts a replacement worker.
final class WorkerPool<World: AnyObject>: Sendable {
    private static var wakeAfter: Int { 32 }
    /// Short enough that the live progress output never lags noticeably.
    private static var pollNanoseconds: Int64 { 20_000_000 }

    private let runner: ScenarioRunner<World>
    private let pickles: [Pickle]
    /// The plans when made ahead (`ScenarioRunner.run(_:)`); else each worker
    /// plans the scenario it takes.
    private let plans: [TestCasePlan]?
    private let interruption: Interruption
    private let shared = Locked(WorkerPoolState())

    init(runner: ScenarioRunner<World>, pickles: [Pickle], plans: [TestCasePlan]? = nil, interruption: Interruption) {
        self.runner = runner
        self.pickles = pickles
        self.plans = plans
        self.interruption = interruption
    }

    /// `--fail-fast` stopped the run (read once `run` returned).
    var failedFast: Bool { shared.withLock { $0.failedFast } }
    var wasInterrupted: Bool { shared.withLock { $0.wasInterrupted } }

    func run(emit: (TestCaseRecord) -> Void) {
        for _ in 0..<min(runner.configuration.jobs, pickles.count) { startWorker() }
        while let ready = shared.wait({ state in nextRecords(&state) }) {
            ready.forEach(emit)
        }
        let (firstUnstarted, skipRest) = shared.withLock { ($0.nextPosition, $0.failedFast && !$0.wasInterrupted) }
        guard skipRest else { return }
        // --fail-fast: the scenarios never started are reported skipped, so reports stay complete.
        for position in firstUnstarted..<pickles.count {
            emit(runner.unrunRecord(pickles[position], position: position, plan: plan(at: position)))
        }
    }

    /// The coordinator's look at the state: the records now final in run
    /// order, nil once the run is over, or how long to wait for news (a
    /// worker's wake-up, an interruption, the earliest deadline, the next poll).
    private func nextRecords(_ state: inout WorkerPoolState) -> Locked<WorkerPoolState>.Decision<[TestCaseRecord]?> {
        noteInterruption(&state)
        giveUpOnOverdueAttempts(&state)
        state.storedUnseen = 0
        var ready: [TestCaseRecord] = []
        while let records = state.stored[state.nextToEmit], records.last?.willBeRetried == false {
            ready += records
            state.stored[state.nextToEmit] = nil
            state.nextToEmit += 1
        }
        if !ready.isEmpty { return .done(ready) }
        let allTaken = state.nextPosition >= pickles.count || state.stopStarting
        if state.busy == 0 && state.retries.isEmpty && allTaken && state.nextToEmit >= state.nextPosition {
            return .done(nil)
        }
        let poll = Platform.wallNanoseconds() + Self.pollNanoseconds
        let earliest = state.inFlight.values.map(\.progress.deadline).min() ?? poll
        return .untilWokenOrDeadline(wallNanoseconds: min(earliest, poll))
    }

    private func giveUpOnOverdueAttempts(_ state: inout WorkerPoolState) {
        let now = Platform.wallNanoseconds()
        for (ticket, flight) in state.inFlight where flight.progress.deadline <= now {
            state.inFlight[ticket] = nil
            let seconds = runner.configuration.timeout
            let shown = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
            let steps = flight.progress.abandon(
                message: "timed out after \(shown) s: the scenario did not finish within its time limit (--timeout SECONDS)",
                now: now)
            let record = TestCaseRecord(pickle: pickles[flight.position], position: flight.position, attempt: flight.attempt,
                                        willBeRetried: false, steps: steps, startedAt: flight.startedAt, finishedAt: now)
            state.busy -= 1
            if store(record, in: &state) {
                state.retries.append((flight.position, flight.attempt + 1))
            }
            startWorker()
        }
    }

    /// Stores an attempt; returns whether it will be retried.
    @discardableResult
    private func store(_ record: TestCaseRecord, in state: inout WorkerPoolState) -> Bool {
        var record = record
        record.willBeRetried = record.status == .failed && record.attempt < runner.configuration.retry && !state.wasInterrupted
        let willBeRetried = record.willBeRetried
        if !willBeRetried && runner.configuration.failFast && record.status.failsRun(strict: runner.configuration.strict) {
            state.failedFast = true
            state.stopStarting = true
        }
        state.stored[record.position, default: []].append(record)
        state.storedUnseen += 1
        if state.storedUnseen >= Self.wakeAfter || state.stopStarting || state.nextPosition >= pickles.count {
            shared.wakeAll()
        }
        return willBeRetried
    }

    private func plan(at position: Int) -> TestCasePlan {
        plans?[position] ?? runner.plan(for: pickles[position])
    }

    private func startWorker() {
        WorkThread.start(name: "linkspec worker") { [self] in work() }
    }

    /// The next work: a queued retry first, then the next position.
    private func takeWork(_ state: inout WorkerPoolState) -> (position: Int, attempt: Int)? {
        // Checked here too, not only by the coordinator, so no scenario starts after the request.
        noteInterruption(&state)
        if !state.retries.isEmpty && !state.wasInterrupted { return state.retries.removeFirst() }
        guard !state.stopStarting, state.nextPosition < pickles.count else { return nil }
        defer { state.nextPosition += 1 }
        return (state.nextPosition, 0)
    }

    private func noteInterruption(_ state: inout WorkerPoolState) {
        if interruption.isRequested {
            state.wasInterrupted = true
            state.stopStarting = true
        }
    }

    private func work() {
        let executor = ScenarioExecutor(library: runner.library, makeWorld: runner.makeWorld,
                                        snapshots: runner.configuration.snapshots, compiled: runner.steps)
        while let (position, firstAttempt) = shared.withLock({ state -> (Int, Int)? in
            guard let work = takeWork(&state) else { return nil }
            state.busy += 1
            return work
        }) {
            let pickle = pickles[position]
            let plan = plan(at: position)
            if runner.configuration.dryRun {
                let record = runner.unrunRecord(pickle, position: position, plan: plan)
                shared.withLock { state in
                    state.busy -= 1
                    store(record, in: &state)
                }
                continue
            }
            var attempt = firstAttempt
            while true {
                let startedAt = Platform.wallNanoseconds()
                let deadline = startedAt + Int64(runner.configuration.timeout * 1_000_000_000)
                let progress = AttemptProgress(steps: plan.steps, deadline: deadline)
                let ticket = shared.withLock { state in
                    state.lastTicket += 1
                    state.inFlight[state.lastTicket] = InFlight(position: position, attempt: attempt, progress: progress,
                                                                startedAt: startedAt)
                    return state.lastTicket
                }
                let outcome = executor.run(pickle, plan: plan, progress: progress)
                let again: Bool? = shared.withLock { state in
                    // Timed out: the coordinator recorded it and started a replacement.
                    guard let outcome, state.inFlight.removeValue(forKey: ticket) != nil else { return nil }
                    var record = TestCaseRecord(pickle: pickle, position: position, attempt: attempt, willBeRetried: false,
                                                steps: outcome.steps, startedAt: startedAt, finishedAt: Platform.wallNanoseconds())
                    record.coverageKeys = outcome.coverageKeys
                    let again = store(record, in: &state)
                    if !again { state.busy -= 1 }
                    return again
                }
                guard let again else { return }
                guard again else { break }
                attempt += 1
            }
        }
    }
}

private struct InFlight {
    var position: Int
    var attempt: Int
    var progress: AttemptProgress
    var startedAt: Int64
}

/// What the worker threads and the coordinator share; not generic, so
/// locking it looks up no generic metadata.
private struct WorkerPoolState {
    var nextPosition = 0
    var retries: [(position: Int, attempt: Int)] = []
    var stored: [Int: [TestCaseRecord]] = [:]
    var nextToEmit = 0
    var inFlight: [Int: InFlight] = [:]
    var lastTicket = 0
    /// Positions taken by a worker whose final record is not stored yet.
    var busy = 0
    var stopStarting = false
    /// Records stored since the coordinator last looked: it is woken once
    /// `WorkerPool.wakeAfter` are waiting (not for each, which would make it
    /// trade places with a worker for every scenario), for every record of a
    /// batch's tail and when the run must stop, and otherwise looks every
    /// `WorkerPool.pollNanoseconds`.
    var storedUnseen = 0
    var failedFast = false
    var wasInterrupted = false
}
