import CucumberMessages
import Gherkin
import LinkSpecPlatform

/// Runs one attempt at one scenario on the current thread: a fresh world, the
/// before hooks, the steps (each inside its before/after step hooks), the after
/// hooks. After a step that did not pass, the remaining steps are skipped
/// (undefined and ambiguous ones keep that status) but after hooks still run.
struct ScenarioExecutor<World: AnyObject>: Sendable {
    let library: StepLibrary<World>
    let makeWorld: @Sendable () -> World
    /// `library.steps[i].body` with the world passed as `AnyObject`: an array
    /// of a non-generic type, so calling a body costs no generic metadata
    /// lookups (this code is not specialised for the app's `World`).
    private let bodies: [@Sendable (AnyObject, [StepArgumentValue]) throws -> Void]

    init(library: StepLibrary<World>, makeWorld: @escaping @Sendable () -> World) {
        self.library = library
        self.makeWorld = makeWorld
        bodies = library.steps.map { step in
            let body = step.body
            // `unsafeDowncast`: `runStep` passes only worlds made by `makeWorld`, which are `World`s.
            return { world, values in try body(unsafeDowncast(world, to: World.self), values) }
        }
    }

    /// The steps as they ended and, when the world reports coverage, what the
    /// scenario exercised; nil when the coordinator gave up on the attempt (it
    /// timed out) while it ran.
    func run(_ pickle: Pickle, plan: TestCasePlan, progress: AttemptProgress)
        -> (steps: [TestStepRecord], coverageKeys: [String]?)? {
        var steps = plan.steps
        let world = makeWorld()
        let tags = pickle.tags.map(\.name)
        // The same for every step of the scenario, so found once rather than per step.
        let stepHooks = library.hooks.filter { ($0.kind == .beforeStep || $0.kind == .afterStep) && $0.applies(to: tags) }
        let hasStepHooks = !stepHooks.isEmpty
        var stopped = false
        var worst = StepStatus.passed
        for index in steps.indices {
            // Pickle steps, the common case, answer without touching the generic hook array.
            let isAfterHook: Bool
            if case .hook = steps[index].kind {
                isAfterHook = plan.isAfterHook(index, library: library)
            } else {
                isAfterHook = false
            }
            if steps[index].status == .undefined || steps[index].status == .ambiguous {
                stopped = true
                worst = max(worst, steps[index].status)
                continue
            }
            if stopped && !isAfterHook { continue }
            let startedAt = Platform.wallNanoseconds()
            guard progress.begin(step: index, at: startedAt) else { return nil }
            let start = Platform.monotonicNanoseconds()
            let outcome: StepOutcome
            switch steps[index].kind {
            case .hook(let hookIndex):
                let info = ScenarioInfo(pickle: pickle, status: worst)
                outcome = StepOutcome.of {
                    if case .scenario(let body) = library.hooks[hookIndex].body { try body(world, info) }
                }
            case .pickleStep(let stepIndex):
                outcome = runStep(stepIndex, of: pickle, definition: steps[index].definitions.first,
                                  values: plan.values[index] ?? [], world: world,
                                  stepHooks: hasStepHooks ? stepHooks : nil)
            }
            // The record is updated in place: copying it out and back cost two
            // copies of every field per step. (If the coordinator gave up, the
            // steps are thrown away, so writing before `finish` changes nothing.)
            steps[index].startedAt = startedAt
            outcome.apply(to: &steps[index])
            steps[index].durationNanoseconds = Platform.monotonicNanoseconds() - start
            let status = steps[index].status
            if status != .passed {
                stopped = true
                worst = max(worst, status)
            }
            guard progress.finish(step: index, steps[index]) else { return nil }
        }
        return (steps, (world as? any CoverageReporting)?.coverageKeys)
    }

    /// Runs `pickle.steps[stepIndex]`. `stepHooks`: the before- and after-step
    /// hooks that apply to the scenario; `nil` when none do (most suites), so
    /// the common path touches no generic array and copies no `PickleStep`.
    private func runStep(_ stepIndex: Int, of pickle: Pickle, definition: Int?, values: [StepArgumentValue],
                         world: World, stepHooks: [HookImplementation<World>]?) -> StepOutcome {
        guard let definition else { return StepOutcome(status: .undefined) }
        let body = bodies[definition]
        guard let stepHooks else { return StepOutcome.of { try body(world, values) } }
        let step = pickle.steps[stepIndex]
        for hook in stepHooks where hook.kind == .beforeStep {
            let outcome = StepOutcome.of {
                if case .step(let body) = hook.body { try body(world, StepInfo(step: step, status: .passed)) }
            }
            if outcome.status != .passed { return outcome }
        }
        var outcome = StepOutcome.of { try body(world, values) }
        for hook in stepHooks.reversed() where hook.kind == .afterStep {
            let status = outcome.status
            let after = StepOutcome.of {
                if case .step(let body) = hook.body { try body(world, StepInfo(step: step, status: status)) }
            }
            if after.status > outcome.status { outcome = after }
        }
        return outcome
    }
}

/// How running one body ended.
struct StepOutcome {
    var status: StepStatus
    var message: String?
    var errorType: String?
    var location: CodeLocation?

    /// Runs `body` with a fresh step context: a thrown error or a recorded
    /// assertion fails it; `pending()` and `skipScenario()` give their statuses.
    static func of(_ body: () throws -> Void) -> StepOutcome {
        let context = StepContext()
        var outcome = StepOutcome(status: .passed)
        do {
            try context.whileCurrent(body)
        } catch let pending as PendingStep {
            outcome = StepOutcome(status: .pending, message: pending.reason, errorType: "PendingStep")
        } catch let skipped as SkippedStep {
            outcome = StepOutcome(status: .skipped, message: skipped.reason, errorType: "SkippedStep")
        } catch let failure as StepFailure {
            outcome = StepOutcome(status: .failed, message: failure.message, errorType: "StepFailure",
                                  location: CodeLocation(file: failure.file, line: failure.line))
        } catch {
            outcome = StepOutcome(status: .failed, message: String(describing: error),
                                  errorType: String(describing: type(of: error)))
        }
        let recorded = context.failures
        guard !recorded.isEmpty else { return outcome }
        // Recorded assertions fail the step even if it went on to pass; keep all messages.
        let messages = recorded.map { "\($0.message) (\($0.file):\($0.line))" }
        if outcome.status == .failed, let message = outcome.message {
            outcome.message = (messages + [message]).joined(separator: "\n")
        } else {
            outcome = StepOutcome(status: .failed, message: messages.joined(separator: "\n"), errorType: "AssertionFailure",
                                  location: CodeLocation(file: recorded[0].file, line: recorded[0].line))
        }
        return outcome
    }

    func apply(to record: inout TestStepRecord) {
        record.status = status
        record.message = message
        record.errorType = errorType
        record.failureLocation = location
    }
}
