import CucumberMessages
import LinkSpecPlatform

/// Runs scenarios (pickles) against fresh worlds with a step library: the
/// engine behind `linkspec` and the XCTest/Swift Testing embedding.
///
/// Scenarios run on `jobs` worker threads; each attempt has a deadline
/// (`timeout`), and one that overruns it fails and its thread is replaced, so a
/// workflow that waits forever cannot hang CI. Results reach the observer in
/// run order on the calling thread.
package struct ScenarioRunner<World: AnyObject>: Sendable {
    package let library: StepLibrary<World>
    package let configuration: RunConfiguration
    let steps: CompiledSteps
    /// A fresh world for each attempt at a pickle.
    let makeWorld: @Sendable (Pickle) -> World

    /// The library's phrases ranked for "did you mean", for the reports that propose them.
    package var phrases: LazyPhraseRanking { steps.phrases }

    /// Compiles the step patterns and checks the hooks' tag expressions; any
    /// that are wrong are errors at their Swift location.
    package init(library: StepLibrary<World>, configuration: RunConfiguration = RunConfiguration(),
                makeWorld: @escaping @Sendable () -> World) throws(InputErrors) {
        try self.init(library: library, configuration: configuration, worldFor: { _ in makeWorld() })
    }

    /// The same, with a world made for each pickle (the app on the pickle's
    /// platform, `PlatformRuns`).
    package init(library: StepLibrary<World>, configuration: RunConfiguration = RunConfiguration(),
                worldFor makeWorld: @escaping @Sendable (Pickle) -> World) throws(InputErrors) {
        var errors: [InputError] = []
        for hook in library.hooks {
            if case .failure(let error)? = hook.tagExpression {
                errors.append(InputError(path: hook.location.file, line: hook.location.line, column: 1, message: error.message))
            }
        }
        do {
            steps = try CompiledSteps(library)
        } catch {
            throw InputErrors(errors + error.errors)
        }
        guard errors.isEmpty else { throw InputErrors(errors) }
        self.library = library
        self.configuration = configuration
        self.makeWorld = makeWorld
    }

    /// Runs the pickles in the order given. Once the before-all hooks passed,
    /// the observer first gets every test case as planned (`testCasesPlanned`),
    /// as the reference runners announce them before the first starts.
    package func run(_ pickles: [Pickle], observer: some RunObserver,
                    interruption: Interruption = Interruption()) -> RunResult {
        var given: [Pickle]? = pickles
        return run(batches: {
            defer { given = nil }
            return given
        }, plansAhead: true, observer: observer, interruption: interruption)
    }

    /// Runs batch after batch, as `nextBatch` hands them out (nil: no more),
    /// as one run: run hooks once, positions counted across batches, and after
    /// `--fail-fast` the scenarios of later batches reported skipped. A batch
    /// is asked for only once the previous one was reported, so a streamed
    /// suite never holds more than a batch.
    package func run(batches nextBatch: () -> [Pickle]?, observer: some RunObserver,
                    interruption: Interruption = Interruption()) -> RunResult {
        run(batches: nextBatch, plansAhead: false, observer: observer, interruption: interruption)
    }

    private func run(batches nextBatch: () -> [Pickle]?, plansAhead: Bool, observer: some RunObserver,
                     interruption: Interruption) -> RunResult {
        var result = RunResult()
        result.strict = configuration.strict
        result.startedAt = Platform.wallNanoseconds()
        let start = Platform.monotonicNanoseconds()
        observer.runStarted(at: result.startedAt)

        var beforeAllFailed = false
        for record in runHooks(.beforeAll) {
            if record.status != .passed {
                beforeAllFailed = true
                result.failedRunHooks += 1
            }
            observer.runHookFinished(record)
        }
        var offset = 0
        var failedFast = false
        while !beforeAllFailed, let pickles = nextBatch() {
            if failedFast {
                for (index, pickle) in pickles.enumerated() {
                    let record = unrunRecord(pickle, position: offset + index, plan: plan(for: pickle))
                    result.count(record)
                    observer.testCaseFinished(record)
                }
            } else {
                var plans: [TestCasePlan]?
                if plansAhead && !interruption.isRequested {
                    let planned = pickles.map(plan(for:))
                    observer.testCasesPlanned(planned.indices.map { index in
                        unrunRecord(pickles[index], position: offset + index, plan: planned[index])
                    })
                    plans = planned
                }
                let pool = WorkerPool(runner: self, pickles: pickles, plans: plans, interruption: interruption)
                pool.run { record in
                    var record = record
                    record.position += offset
                    result.count(record)
                    observer.testCaseFinished(record)
                }
                failedFast = pool.failedFast
                if pool.wasInterrupted {
                    result.interrupted = true
                    break
                }
            }
            offset += pickles.count
        }
        for record in runHooks(.afterAll) {
            if record.status != .passed { result.failedRunHooks += 1 }
            observer.runHookFinished(record)
        }
        result.durationNanoseconds = Platform.monotonicNanoseconds() - start
        observer.runFinished(result)
        return result
    }

    /// Runs the before-all hooks in order, or the after-all hooks in reverse
    /// order, as they ran.
    package func runHooks(_ kind: HookKind) -> [RunHookRecord] {
        let indices = library.hooks.indices.filter { library.hooks[$0].kind == kind }
        return (kind == .afterAll ? indices.reversed() : indices).map(runHook)
    }

    private func runHook(_ index: Int) -> RunHookRecord {
        let startedAt = Platform.wallNanoseconds()
        let start = Platform.monotonicNanoseconds()
        let outcome = configuration.dryRun ? StepOutcome(status: .skipped) : StepOutcome.of {
            if case .run(let body) = library.hooks[index].body { try body(RunHookContext()) }
        }
        return RunHookRecord(hook: index, status: outcome.status, message: outcome.message, errorType: outcome.errorType,
                             startedAt: startedAt, durationNanoseconds: Platform.monotonicNanoseconds() - start,
                             attachments: outcome.attachments)
    }

    /// The record of an attempt that is not run: dry run, or skipped after `--fail-fast`.
    func unrunRecord(_ pickle: Pickle, position: Int, plan: TestCasePlan) -> TestCaseRecord {
        let now = Platform.wallNanoseconds()
        return TestCaseRecord(pickle: pickle, position: position, attempt: 0, willBeRetried: false,
                              steps: plan.steps, startedAt: now, finishedAt: now)
    }

    func plan(for pickle: Pickle) -> TestCasePlan {
        TestCasePlan(pickle: pickle, library: library, steps: steps, snippets: configuration.snippets)
    }
}
