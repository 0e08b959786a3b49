import CucumberMessages
import Gherkin
import LinkSpecPlatform

/// One scenario whose steps arrive one at a time, as a test's Swift calls
/// make them (`Given("I'm logged in as a mock user")` in an XCTest method),
/// instead of all at once from a feature file. Each step is matched and run
/// as it arrives, on one world, the way `ScenarioExecutor` runs a scenario:
/// the before hooks when it starts, each step inside its step hooks, a step
/// after one that did not pass recorded but not run (skipped; an undefined or
/// ambiguous one keeps that status), the after hooks when it finishes.
///
///     let scenario = SteppedScenario(runner: runner, pickle: named)
///     let step = scenario.run(pickleStep)      // .passed, .failed, ...
///     let record = scenario.finish()           // for the reports
///
/// Runs on the calling thread, so without the runner's timeout (a test's own
/// time limit applies), and a dry run matches without running.
package final class SteppedScenario<World: AnyObject> {
    private let runner: ScenarioRunner<World>
    private let executor: ScenarioExecutor<World>
    private let world: World
    /// The scenario's steps, for a body that runs another.
    private let nested: NestedSteps
    /// The scenario as it grows, a step per call.
    package private(set) var pickle: Pickle
    /// Its before hooks, then its steps so far.
    package private(set) var steps: [TestStepRecord] = []
    /// The most severe status so far: what after hooks are told.
    private var worst = StepStatus.passed
    /// A step did not pass: the steps after it do not run.
    package private(set) var stopped = false
    private var skippedItself = false
    private let stepHooks: [HookImplementation<World>]?
    private let startedAt: Int64

    /// A fresh world for `pickle` (its name, location and tags; no steps
    /// yet), and its before hooks run.
    package init(runner: ScenarioRunner<World>, pickle: Pickle) {
        self.runner = runner
        executor = ScenarioExecutor(library: runner.library, makeWorld: runner.makeWorld, snapshots: runner.configuration.snapshots,
                                    compiled: runner.steps)
        world = runner.makeWorld(pickle)
        nested = executor.nestedSteps(on: world)
        var pickle = pickle
        pickle.steps = []
        self.pickle = pickle
        startedAt = Platform.wallNanoseconds()
        let tags = pickle.tags.map(\.name)
        let hooks = runner.library.hooks
        let stepHooks = hooks.filter { ($0.kind == .beforeStep || $0.kind == .afterStep) && $0.applies(to: tags) }
        self.stepHooks = stepHooks.isEmpty ? nil : stepHooks
        for index in hooks.indices where hooks[index].kind == .beforeScenario && hooks[index].applies(to: tags) {
            steps.append(perform(TestStepRecord(kind: .hook(index)), values: nil))
        }
    }

    /// Matches `step` (its `id` unique in the scenario) and runs it unless
    /// an earlier step did not pass (or, `evenAfterAFailure`, whatever came
    /// before: an XCTest method that goes on after a failure); returns how it ended.
    @discardableResult
    package func run(_ step: PickleStep, evenAfterAFailure: Bool = false) -> TestStepRecord {
        let index = pickle.steps.count
        pickle.steps.append(step)
        var (record, values) = TestCasePlan.plan(step, at: index, library: runner.library, steps: runner.steps,
                                                 snippets: runner.configuration.snippets)
        if record.status == .undefined || record.status == .ambiguous {
            if skippedItself {
                // Nothing after a step that skipped itself is anything but skipped.
                record.status = .skipped
                record.message = nil
                record.errorType = nil
            } else {
                stopped = true
                worst = max(worst, record.status)
            }
        } else {
            record = perform(record, values: values, evenAfterAFailure: evenAfterAFailure)
        }
        steps.append(record)
        return record
    }

    /// Runs the after hooks (in reverse order, whatever happened before) and
    /// returns the attempt as the runner records one, at `position`.
    package func finish(position: Int = 0) -> TestCaseRecord {
        let hooks = runner.library.hooks
        let tags = pickle.tags.map(\.name)
        for index in hooks.indices.reversed() where hooks[index].kind == .afterScenario && hooks[index].applies(to: tags) {
            steps.append(perform(TestStepRecord(kind: .hook(index)), values: nil, evenAfterAFailure: true))
        }
        var record = TestCaseRecord(pickle: pickle, position: position, attempt: 0, willBeRetried: false, steps: steps,
                                    startedAt: startedAt, finishedAt: Platform.wallNanoseconds())
        record.coverageKeys = (world as? any CoverageReporting)?.coverageKeys
        return record
    }

    /// Runs one test step unless the scenario stopped (an after hook runs
    /// whatever happened) or the run is dry, timing it, and notes how it ended.
    private func perform(_ record: TestStepRecord, values: [StepArgumentValue]?, evenAfterAFailure: Bool = false) -> TestStepRecord {
        guard !stopped || evenAfterAFailure, !runner.configuration.dryRun else { return record }
        var record = record
        record.startedAt = Platform.wallNanoseconds()
        let start = Platform.monotonicNanoseconds()
        let outcome = executor.outcome(of: record.kind, definition: record.definitions.first, values: values, pickle: pickle,
                                       world: world, worst: worst, stepHooks: stepHooks, nested: nested)
        outcome.apply(to: &record)
        record.durationNanoseconds = Platform.monotonicNanoseconds() - start
        if record.status != .passed {
            stopped = true
            if record.status == .skipped { skippedItself = true }
            worst = max(worst, record.status)
        }
        return record
    }
}
