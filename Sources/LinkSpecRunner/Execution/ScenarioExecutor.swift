import CucumberMessages
import LinkSpecPlatform

/// Runs one attempt at one scenario on the current thread: a fresh world, the
/// before hooks, the steps (each inside its before/after step hooks), the after
/// hooks. After a step that did not pass, the remaining steps are skipped
/// (undefined and ambiguous ones keep that status, unless a step skipped
/// itself: then every later step is skipped) but after hooks still run.
struct ScenarioExecutor<World: AnyObject>: Sendable {
    let library: StepLibrary<World>
    /// A fresh world for one attempt at the pickle.
    let makeWorld: @Sendable (Pickle) -> World
    /// When test steps get a snapshot of the world attached (`SnapshotReporting`).
    let snapshots: SnapshotPolicy
    /// The library's patterns, for nested steps.
    let compiled: CompiledSteps
    /// `library.steps[i].body` taking the world as `AnyObject`: calling a body
    /// of a non-generic array costs no generic metadata lookup.
    private let bodies: [@Sendable (AnyObject, [StepArgumentValue]) throws -> Void]

    init(library: StepLibrary<World>, makeWorld: @escaping @Sendable (Pickle) -> World, snapshots: SnapshotPolicy = .none,
         compiled: CompiledSteps) {
        self.library = library
        self.makeWorld = makeWorld
        self.snapshots = snapshots
        self.compiled = compiled
        bodies = library.steps.map { step in
            let body = step.body
            // `unsafeDowncast`: `runStep` passes only worlds made by `makeWorld`, which are `World`s.
            return { world, values in try body(unsafeDowncast(world, to: World.self), values) }
        }
    }

    /// The steps as they ended and what the scenario exercised (`CoverageReporting`);
    /// nil when the coordinator gave up on the attempt (it timed out).
    func run(_ pickle: Pickle, plan: TestCasePlan, progress: AttemptProgress)
        -> (steps: [TestStepRecord], coverageKeys: [String]?)? {
        var steps = plan.steps
        let world = makeWorld(pickle)
        let nested = nestedSteps(on: world)
        let tags = pickle.tags.map(\.name)
        let stepHooks = library.hooks.filter { ($0.kind == .beforeStep || $0.kind == .afterStep) && $0.applies(to: tags) }
        let hasStepHooks = !stepHooks.isEmpty
        var stopped = false
        var skippedItself = false
        var worst = StepStatus.passed
        for index in steps.indices {
            let isAfterHook = plan.isAfterHook(index, library: library)
            if steps[index].status == .undefined || steps[index].status == .ambiguous {
                if skippedItself {
                    // Nothing after a step that skipped itself is anything but skipped.
                    steps[index].status = .skipped
                    steps[index].message = nil
                    steps[index].errorType = nil
                } else {
                    stopped = true
                    worst = max(worst, steps[index].status)
                }
                continue
            }
            if stopped && !isAfterHook { continue }
            let startedAt = Platform.wallNanoseconds()
            guard progress.begin(step: index, at: startedAt) else { return nil }
            let start = Platform.monotonicNanoseconds()
            let outcome = self.outcome(of: steps[index].kind, definition: steps[index].definitions.first, values: plan.values[index],
                                       pickle: pickle, world: world, worst: worst, stepHooks: hasStepHooks ? stepHooks : nil,
                                       nested: nested)
            // Updated in place, not copied out and back. (If the coordinator
            // gave up, the steps are thrown away: writing before `finish` is safe.)
            steps[index].startedAt = startedAt
            outcome.apply(to: &steps[index])
            steps[index].durationNanoseconds = Platform.monotonicNanoseconds() - start
            let status = steps[index].status
            if status != .passed {
                stopped = true
                if status == .skipped { skippedItself = true }
                worst = max(worst, status)
            }
            guard progress.finish(step: index, steps[index]) else { return nil }
        }
        return (steps, (world as? any CoverageReporting)?.coverageKeys)
    }

    /// Runs one test step on `world`: a scenario hook (told the scenario's
    /// status so far, `worst`), or pickle step `definition` binds with
    /// `values`; then attaches the world's snapshot when the policy says so.
    func outcome(of kind: TestStepRecord.Kind, definition: Int?, values: [StepArgumentValue]?, pickle: Pickle, world: World,
                 worst: StepStatus, stepHooks: [HookImplementation<World>]?, nested: NestedSteps) -> StepOutcome {
        var outcome: StepOutcome
        switch kind {
        case .hook(let hookIndex):
            let info = ScenarioInfo(pickle: pickle, status: worst)
            outcome = StepOutcome.of {
                if case .scenario(let body) = library.hooks[hookIndex].body { try body(world, info) }
            }
        case .pickleStep(let stepIndex):
            outcome = runStep(stepIndex, of: pickle, definition: definition, values: values ?? [], world: world, stepHooks: stepHooks,
                              nested: nested)
        }
        // Asked only when due: the cast is a conformance lookup.
        if snapshots == .all || (snapshots == .failures && outcome.status == .failed),
           let reporting = world as? any SnapshotReporting {
            outcome.attachments.append(Attachment(reporting.snapshot()))
        }
        return outcome
    }

    /// Runs `pickle.steps[stepIndex]` inside `stepHooks`, the step hooks that
    /// apply to the scenario; nil when none do (most suites), so the common
    /// path touches no generic array and copies no `PickleStep`.
    private func runStep(_ stepIndex: Int, of pickle: Pickle, definition: Int?, values: [StepArgumentValue],
                         world: World, stepHooks: [HookImplementation<World>]?, nested: NestedSteps) -> StepOutcome {
        guard let definition else { return StepOutcome(status: .undefined) }
        let body = bodies[definition]
        guard let stepHooks else { return StepOutcome.of(nested: nested) { try body(world, values) } }
        let step = pickle.steps[stepIndex]
        var attachments: [Attachment] = []
        for hook in stepHooks where hook.kind == .beforeStep {
            var outcome = StepOutcome.of {
                if case .step(let body) = hook.body { try body(world, StepInfo(step: step, status: .passed)) }
            }
            attachments += outcome.attachments
            if outcome.status != .passed {
                outcome.attachments = attachments
                return outcome
            }
        }
        var outcome = StepOutcome.of(nested: nested) { try body(world, values) }
        attachments += outcome.attachments
        for hook in stepHooks.reversed() where hook.kind == .afterStep {
            let status = outcome.status
            let after = StepOutcome.of {
                if case .step(let body) = hook.body { try body(world, StepInfo(step: step, status: status)) }
            }
            attachments += after.attachments
            if after.status > outcome.status { outcome = after }
        }
        outcome.attachments = attachments
        return outcome
    }
}

extension ScenarioExecutor {
    /// What a step body of the scenario on `world` runs another step with.
    func nestedSteps(on world: World) -> NestedSteps {
        NestedSteps(library: library, steps: compiled, world: world)
    }
}

struct StepOutcome {
    var status: StepStatus
    var message: String?
    var errorType: String?
    var location: CodeLocation?
    /// What the body attached (`Attaching`), in order.
    var attachments: [Attachment] = []

    /// Runs `body` with a fresh step context: a thrown error or a recorded
    /// assertion fails it; `pending()` and `skipScenario()` give their statuses
    /// (with an exception when they say why).
    static func of(nested: NestedSteps? = nil, _ body: () throws -> Void) -> StepOutcome {
        let context = StepContext()
        context.nested = nested
        var outcome = StepOutcome(status: .passed)
        do {
            try context.whileCurrent(body)
        } catch let pending as PendingException {
            outcome = StepOutcome(status: .pending, message: pending.message,
                                  errorType: pending.message == nil ? nil : "PendingException")
        } catch let skipped as SkippedException {
            outcome = StepOutcome(status: .skipped, message: skipped.message,
                                  errorType: skipped.message == nil ? nil : "SkippedException")
        } catch let failure as StepFailure {
            outcome = StepOutcome(status: .failed, message: failure.message, errorType: "StepFailure",
                                  location: CodeLocation(file: failure.file, line: failure.line))
        } catch {
            outcome = StepOutcome(status: .failed, message: String(describing: error),
                                  errorType: String(describing: type(of: error)))
        }
        outcome.attachments = context.attachments
        let recorded = context.failures
        guard !recorded.isEmpty else { return outcome }
        // Recorded assertions fail the step even if it went on to pass; keep all messages.
        let messages = recorded.map { "\($0.message) (\($0.file):\($0.line))" }
        if outcome.status == .failed, let message = outcome.message {
            outcome.message = (messages + [message]).joined(separator: "\n")
        } else {
            outcome.status = .failed
            outcome.message = messages.joined(separator: "\n")
            // The name Cucumber-JS and -JVM report for a failed assertion.
            outcome.errorType = "AssertionError"
            outcome.location = CodeLocation(file: recorded[0].file, line: recorded[0].line)
        }
        return outcome
    }

    func apply(to record: inout TestStepRecord) {
        record.status = status
        record.message = message
        record.errorType = errorType
        record.failureLocation = location
        if !attachments.isEmpty { record.attachments = attachments }
    }
}
