import CucumberMessages
import Foundation
import Gherkin
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Hands scenarios to worker threads and hands their records back, in run
/// order, to the thread that called `run`.
///
/// Workers take the next position (or a queued retry), plan and run it, and
/// store each attempt's record. The coordinating thread waits on a condition
/// variable, releases records once every earlier position is final, and gives
/// up on attempts past their deadline: it records the timeout, queues the retry
/// if one is due, and starts a replacement worker (the stuck thread's later
/// results are ignored).
final class Schedule<World: AnyObject>: @unchecked Sendable {
    // Every mutable field is guarded by `threadLock`.
    private struct InFlight {
        var position: Int
        var attempt: Int
        var progress: AttemptProgress
        var startedAt: Int64
    }

    private let runner: ScenarioRunner<World>
    private let pickles: [Pickle]
    private let interruption: Interruption
    private let threadLock = ThreadLock()
    private var nextPosition = 0
    private var retries: [(position: Int, attempt: Int)] = []
    private var stored: [Int: [TestCaseRecord]] = [:]
    private var nextToEmit = 0
    private var inFlight: [Int: InFlight] = [:]
    private var lastTicket = 0
    /// Positions taken by a worker whose final record is not stored yet.
    private var busy = 0
    private var stopStarting = false
    /// Records stored since the coordinator last looked. Waking it for each
    /// one made it trade places with a worker ten thousand times in a large
    /// run (a futex wake and a context switch each); it is woken once
    /// `wakeAfter` are waiting, for every record of a batch's tail, and when
    /// the run must stop, and otherwise looks every `pollNanoseconds`.
    private var storedUnseen = 0
    private static var wakeAfter: Int { 32 }
    /// Short enough that the live progress output never lags noticeably.
    private static var pollNanoseconds: Int64 { 20_000_000 }
    /// `--fail-fast` stopped the run (read once `run` returned).
    private(set) var failedFast = false
    private(set) var wasInterrupted = false

    init(runner: ScenarioRunner<World>, pickles: [Pickle], interruption: Interruption) {
        self.runner = runner
        self.pickles = pickles
        self.interruption = interruption
    }

    private func lock() { threadLock.lock() }
    private func unlock() { threadLock.unlock() }
    private func wake() {
        lock()
        threadLock.broadcast()
        unlock()
    }

    func run(emit: (TestCaseRecord) -> Void) {
        interruption.onRequest { [weak self] in self?.wake() }
        for _ in 0..<min(runner.configuration.jobs, pickles.count) { startWorker() }
        lock()
        while true {
            if interruption.isRequested && !wasInterrupted {
                wasInterrupted = true
                stopStarting = true
            }
            giveUpOnOverdueAttempts()
            storedUnseen = 0
            var ready: [TestCaseRecord] = []
            while let records = stored[nextToEmit], records.last?.willBeRetried == false {
                ready += records
                stored[nextToEmit] = nil
                nextToEmit += 1
            }
            if !ready.isEmpty {
                unlock()
                ready.forEach(emit)
                lock()
                continue
            }
            let allTaken = nextPosition >= pickles.count || stopStarting
            if busy == 0 && retries.isEmpty && allTaken && nextToEmit >= nextPosition { break }
            waitForNews()
        }
        let firstUnstarted = nextPosition
        let skipRest = failedFast && !wasInterrupted
        unlock()
        guard skipRest else { return }
        // --fail-fast: the scenarios never started are reported skipped, so reports stay complete.
        for position in firstUnstarted..<pickles.count {
            emit(runner.unrunRecord(pickles[position], position: position, plan: runner.plan(for: pickles[position])))
        }
    }

    /// Waits (lock held) until a worker wakes it (see `storedUnseen`), an
    /// interruption, the earliest deadline, or the next poll.
    private func waitForNews() {
        let earliest = inFlight.values.map(\.progress.deadline).min()
        let poll = Clock.wallNanoseconds() + Self.pollNanoseconds
        let until = min(earliest ?? poll, poll)
        threadLock.wait(untilWallNanoseconds: until)
    }

    private func giveUpOnOverdueAttempts() {
        let now = Clock.wallNanoseconds()
        for (ticket, flight) in inFlight where flight.progress.deadline <= now {
            inFlight[ticket] = nil
            let seconds = runner.configuration.timeout
            let shown = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
            let steps = flight.progress.abandon(
                message: "timed out after \(shown) s: the scenario did not finish within its time limit (--timeout SECONDS)",
                now: now)
            let record = TestCaseRecord(pickle: pickles[flight.position], position: flight.position, attempt: flight.attempt,
                                        willBeRetried: false, steps: steps, startedAt: flight.startedAt, finishedAt: now)
            busy -= 1
            if store(record) {
                retries.append((flight.position, flight.attempt + 1))
            }
            startWorker()
        }
    }

    /// Stores an attempt (lock held); returns whether it will be retried.
    @discardableResult
    private func store(_ record: TestCaseRecord) -> Bool {
        var record = record
        record.willBeRetried = record.status == .failed && record.attempt < runner.configuration.retry && !wasInterrupted
        stored[record.position, default: []].append(record)
        if !record.willBeRetried && runner.configuration.failFast && record.status.failsRun(strict: runner.configuration.strict) {
            failedFast = true
            stopStarting = true
        }
        storedUnseen += 1
        if storedUnseen >= Self.wakeAfter || stopStarting || nextPosition >= pickles.count {
            threadLock.broadcast()
        }
        return record.willBeRetried
    }

    private func startWorker() {
        let thread = Thread { [self] in work() }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// The next work (lock held): a queued retry first, then the next position.
    private func takeWork() -> (position: Int, attempt: Int)? {
        // Checked here too, not only by the coordinator, so no scenario starts after the request.
        if interruption.isRequested {
            wasInterrupted = true
            stopStarting = true
        }
        if !retries.isEmpty && !wasInterrupted { return retries.removeFirst() }
        guard !stopStarting, nextPosition < pickles.count else { return nil }
        defer { nextPosition += 1 }
        return (nextPosition, 0)
    }

    private func work() {
        let executor = ScenarioExecutor(library: runner.library, makeWorld: runner.makeWorld)
        while true {
            lock()
            guard let (position, firstAttempt) = takeWork() else {
                unlock()
                return
            }
            busy += 1
            unlock()
            let pickle = pickles[position]
            let plan = runner.plan(for: pickle)
            if runner.configuration.dryRun {
                lock()
                busy -= 1
                store(runner.unrunRecord(pickle, position: position, plan: plan))
                unlock()
                continue
            }
            var attempt = firstAttempt
            while true {
                let startedAt = Clock.wallNanoseconds()
                let deadline = startedAt + Int64(runner.configuration.timeout * 1_000_000_000)
                let progress = AttemptProgress(steps: plan.steps, deadline: deadline)
                lock()
                lastTicket += 1
                let ticket = lastTicket
                inFlight[ticket] = InFlight(position: position, attempt: attempt, progress: progress, startedAt: startedAt)
                unlock()
                let outcome = executor.run(pickle, plan: plan, progress: progress)
                lock()
                guard let outcome, inFlight.removeValue(forKey: ticket) != nil else {
                    // Timed out: the coordinator recorded it and started a replacement.
                    unlock()
                    return
                }
                var record = TestCaseRecord(pickle: pickle, position: position, attempt: attempt, willBeRetried: false,
                                            steps: outcome.steps, startedAt: startedAt, finishedAt: Clock.wallNanoseconds())
                record.coverageKeys = outcome.coverageKeys
                let again = store(record)
                if !again { busy -= 1 }
                unlock()
                guard again else { break }
                attempt += 1
            }
        }
    }
}
