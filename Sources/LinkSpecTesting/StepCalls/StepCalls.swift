import CucumberMessages
import Foundation
import LinkSpecReports
import LinkSpecRunner
import LinkSpecSteps

/// Where a test's step calls report what went wrong: the XCTest case, or
/// Swift Testing's issues, each at the Swift line of the call.
protocol StepCallRecording {
    /// Whether the steps after one that did not pass still run (XCTest's
    /// `continueAfterFailure`, for a setup that follows it).
    var continuesAfterFailure: Bool { get }
    func record(_ failure: ScenarioFailure, at site: CallSite)
    /// A step called after one that did not pass, which did not run.
    func recordNotRun(_ step: ScenarioFailure, at site: CallSite)
}

/// The `Given`/`When`/`Then` calls of one XCTest method or one Swift Testing
/// test case: a scenario that starts at the first call (a fresh app, the
/// before hooks, then `Background()`'s steps), runs each step as it is
/// called, and ends with the test (the after hooks, and the reports).
/// An `Outline { }` runs a scenario of its own per Examples row.
///
/// A step that does not pass is recorded at its call with the message a
/// feature run gives; the steps called after it in the scenario do not run,
/// and each is recorded as not run.
///
/// `@unchecked Sendable`: it belongs to one test, whose calls come one after
/// another; Swift Testing hands it to that test's task alone (a task-local).
final class StepCalls: @unchecked Sendable {
    let setup: LinkSpecSetup
    /// The test class's name (XCTest) or file's (Swift Testing).
    let feature: String
    private var running: Running?
    /// Set by `Examples(...)` for the next `Outline`.
    private var examples: ExampleTable?
    /// The row of the outline's run in progress.
    private(set) var row: ExampleRow?
    /// XCTest-Gherkin's `scenarioContext`: what steps share within a
    /// scenario, emptied for each Examples row.
    var scenarioContext: [String: Any] = [:]
    /// Why nothing of this test can run (the app map does not load), and where it was found.
    private var broken: (reason: String, site: CallSite)?

    /// The scenario in progress.
    private struct Running {
        let scenario: SteppedScenario<AppWorld>
        let prepared: PreparedApp
        let name: String
        let uri: String
        /// Its first call.
        let site: CallSite
        var steps: [CalledStep] = []
        var lastType: PickleStepType?
        /// The call whose step did not pass: the calls after it do not run.
        var stoppedAt: CallSite?
    }

    init(setup: LinkSpecSetup, feature: String) {
        self.setup = setup
        self.feature = feature
    }

    /// Runs one step: `keyword text`, with a data table or doc string. The
    /// first call starts the scenario, and `background` runs right after.
    func call(_ keyword: StepCallKeyword, _ text: String, argument: PickleStepArgument? = nil, at site: CallSite,
              recorder: some StepCallRecording, background: () -> Void = {}) {
        if let broken {
            recorder.recordNotRun(notRun(keyword, text, at: site, after: broken.site, because: broken.reason), at: site)
            return
        }
        if running == nil {
            start(at: site, recorder: recorder)
            guard running != nil else { return }
            background()
        }
        guard var current = running else { return }
        let filled = row.map { $0.fill(text) } ?? text
        let type = keyword.type(after: current.lastType)
        let index = current.scenario.pickle.steps.count
        let step = PickleStep(argument: row.map { $0.fill(argument) } ?? argument, astNodeIds: ["\(index)"], id: "\(index)",
                              type: type, text: filled)
        let stoppedBefore = current.stoppedAt
        let continuing = setup.followsContinueAfterFailure && recorder.continuesAfterFailure
        let record = current.scenario.run(step, evenAfterAFailure: continuing)
        current.lastType = type
        current.steps.append(CalledStep(keyword: keyword, text: filled, argument: step.argument, site: site))
        running = current
        if let stoppedBefore, !continuing {
            recorder.recordNotRun(notRun(keyword, filled, at: site, after: stoppedBefore, because: "it did not pass"), at: site)
            return
        }
        guard record.status != .passed else { return }
        if stoppedBefore == nil { running?.stoppedAt = site }
        guard record.status.failsRun(strict: setup.configuration.strict) else { return }
        let library = current.prepared.runner.library
        let definition = record.definitions.first.flatMap { library.steps.indices.contains($0) ? library.steps[$0] : nil }
        var message = FailureAttribution.message(for: record, text: "\(keyword.rawValue) \(filled)", definition: definition)
        if record.status == .undefined, let hint = setup.undefinedStepHint { message += "\n" + hint }
        recorder.record(failure(at: site, status: record.status, scenario: current.name, message: message,
                                definition: definition?.location, attachments: record.attachments), at: site)
        if record.status == .undefined { listSteps(of: current.prepared) }
    }

    /// Runs `body` once per row of `table` (or of the `Examples(...)` given
    /// before), each run a scenario of its own with the row's values in
    /// place of `<title>`. A scenario in progress ends first.
    func outline(_ table: [[String]]?, at site: CallSite, recorder: some StepCallRecording, body: () -> Void) {
        let examples: ExampleTable
        do {
            guard let given = try table.map(ExampleTable.init) ?? self.examples else {
                throw ExampleTableError("an Outline needs its examples: call Examples(...) before it, or pass them")
            }
            examples = given
        } catch {
            recorder.record(failure(at: site, status: .failed, scenario: site.functionName, message: "\(error)"), at: site)
            return
        }
        finish(recorder: recorder)
        for index in examples.rows.indices {
            row = examples.row(index)
            scenarioContext = [:]
            body()
            finish(recorder: recorder)
        }
        row = nil
        self.examples = nil
    }

    /// Keeps `Examples(...)` for the `Outline` that follows.
    func setExamples(_ table: [[String]], at site: CallSite, recorder: some StepCallRecording) {
        do {
            examples = try ExampleTable(table)
        } catch {
            recorder.record(failure(at: site, status: .failed, scenario: site.functionName, message: "\(error)"), at: site)
        }
    }

    /// Ends the scenario in progress: its after hooks and the after-all
    /// hooks run, what fails is recorded at its first call, and the reports
    /// are written.
    func finish(recorder: some StepCallRecording) {
        guard let current = running else { return }
        running = nil
        let record = current.scenario.finish()
        let site = current.site
        let runner = current.prepared.runner
        for step in record.steps.drop(while: { if case .hook = $0.kind { true } else { false } })
        where step.status.failsRun(strict: setup.configuration.strict) {
            guard case .hook(let index) = step.kind else { continue }
            recordHook(index, step.status, step.message, of: runner, at: site, scenario: current.name, recorder: recorder)
        }
        recordRunHooks(runner.runHooks(.afterAll), of: runner, at: site, recorder: recorder)
        guard !setup.reports.isEmpty else { return }
        do {
            try CalledScenarioReports(setup: setup, prepared: current.prepared)
                .add(CalledScenario(feature: feature, name: current.name, uri: current.uri, site: site, steps: current.steps, record: record))
        } catch {
            recorder.record(failure(at: site, status: .failed, scenario: current.name,
                                    message: "the reports could not be written: \(error)"), at: site)
        }
    }

    // MARK: - Starting

    /// A fresh app for the scenario: the setup loaded (once), the before-all
    /// and before hooks run. A setup that does not load, or a before-all hook
    /// that fails, is recorded here, and the test's later calls do not run.
    private func start(at site: CallSite, recorder: some StepCallRecording) {
        let prepared: PreparedApp
        switch setup.load() {
        case .failure(let error):
            broken = ("the app or the steps could not be loaded", site)
            recorder.record(failure(at: site, status: .failed, scenario: site.functionName,
                                    message: "linkspec could not load the app or the steps:\n\(error)"), at: site)
            return
        case .success(let loaded):
            prepared = loaded
        }
        let runner = prepared.runner
        let beforeAll = runner.runHooks(.beforeAll)
        recordRunHooks(beforeAll, of: runner, at: site, recorder: recorder)
        guard beforeAll.allSatisfy({ $0.status == .passed }) else {
            broken = ("a before-all hook failed", site)
            recordRunHooks(runner.runHooks(.afterAll), of: runner, at: site, recorder: recorder)
            return
        }
        let onPlatform = setup.platform == .iOS ? "" : " [\(setup.platform.name)]"
        let name = site.functionName + (row.map { " (\($0.label))" } ?? "") + onPlatform
        let uri = setup.prepared.root.display(site.filePath)
        let pickle = Pickle(id: "scenario", uri: uri, location: Location(line: site.line, column: site.column), name: name,
                            language: "en", steps: [], tags: [], astNodeIds: ["scenario"])
        let scenario = SteppedScenario(runner: runner, pickle: pickle)
        for step in scenario.steps where step.status.failsRun(strict: setup.configuration.strict) {
            guard case .hook(let index) = step.kind else { continue }
            recordHook(index, step.status, step.message, of: runner, at: site, scenario: name, recorder: recorder)
        }
        running = Running(scenario: scenario, prepared: prepared, name: name, uri: uri, site: site,
                          stoppedAt: scenario.stopped ? site : nil)
    }

    // MARK: - Recording

    private func failure(at site: CallSite, status: StepStatus, scenario: String, message: String,
                         definition: CodeLocation? = nil, attachments: [Attachment] = []) -> ScenarioFailure {
        ScenarioFailure(filePath: site.filePath, uri: setup.prepared.root.display(site.filePath), line: site.line, column: site.column,
                        status: status, scenario: scenario, message: message, definitionLocation: definition,
                        attachments: attachments.map(FailureAttachment.init))
    }

    /// `Not run: Then the "Home" screen is displayed (the step at DeeplinksTests.swift:14 did not pass)`.
    private func notRun(_ keyword: StepCallKeyword, _ text: String, at site: CallSite, after earlier: CallSite,
                        because reason: String) -> ScenarioFailure {
        let earlierFile = (earlier.filePath as NSString).lastPathComponent
        return failure(at: site, status: .skipped, scenario: running?.name ?? site.functionName,
                       message: "Not run: \(keyword.rawValue) \(text) (the step at \(earlierFile):\(earlier.line): \(reason))")
    }

    private func recordHook(_ index: Int, _ status: StepStatus, _ message: String?, of runner: ScenarioRunner<AppWorld>,
                            at site: CallSite, scenario: String, recorder: some StepCallRecording) {
        let hook = runner.library.hooks.indices.contains(index) ? runner.library.hooks[index] : nil
        let name = hook.map { "\($0.kind == .beforeScenario ? "Before" : "After") hook\($0.name.map { " '\($0)'" } ?? "")" } ?? "Hook"
        recorder.record(failure(at: site, status: status, scenario: scenario,
                                message: FailureAttribution<AppWorld>.message(for: hook, "\(name) \(status) in scenario '\(scenario)'",
                                                                              message),
                                definition: hook?.location), at: site)
    }

    private func recordRunHooks(_ records: [RunHookRecord], of runner: ScenarioRunner<AppWorld>, at site: CallSite,
                                recorder: some StepCallRecording) {
        for hookRecord in records where hookRecord.status.failsRun(strict: setup.configuration.strict) {
            let hook = runner.library.hooks.indices.contains(hookRecord.hook) ? runner.library.hooks[hookRecord.hook] : nil
            let name = hook?.kind == .afterAll ? "After-all hook" : "Before-all hook"
            let heading = "\(name)\(hook?.name.map { " '\($0)'" } ?? "") \(hookRecord.status)"
            recorder.record(failure(at: site, status: hookRecord.status, scenario: site.functionName,
                                    message: FailureAttribution<AppWorld>.message(for: hook, heading, hookRecord.message),
                                    definition: hook?.location), at: site)
        }
    }

    /// XCTest-Gherkin's list of the steps there are, after the first
    /// undefined step of the setup: on standard output, once.
    private func listSteps(of prepared: PreparedApp) {
        let first = setup.prepared.listedSteps.withLock { listed in
            defer { listed = true }
            return !listed
        }
        guard first, let catalog = try? StepCatalog(prepared.runner.library) else { return }
        let lines = catalog.phrases.map { "  \($0.heading)  # \($0.location)" }
        print("The steps there are (\(lines.count)):\n" + lines.joined(separator: "\n"))
    }
}
