#if canImport(XCTest)
import CucumberMessages
import LinkSpecPlatform
import XCTest

/// An XCTest class whose test methods run Gherkin steps as Swift calls, as
/// with XCTest-Gherkin: the class says once which app, steps and routing
/// they run against, and each method is a scenario against a simulated app
/// of its own. (Every `XCTestCase` has the calls; a class that names no
/// setup runs them against the test target's. Adopting `GivenWhenThen`
/// without a `linkSpec` is how a class's `Background()` is found on Linux.)
///
///     final class DeeplinksFeature: XCTestCase, GivenWhenThen {
///         static let linkSpec = LinkSpecSetup(app: .file("Features/app.json", routing: BabylonLinks.route),
///                                             steps: BabylonSteps.library)
///
///         func test_some_screen_deep_link() {
///             Given("I'm logged in as a mock user")
///             When("I open the app with \"somescreen/42\" deeplink")
///             Then("the Some Screen screen is displayed")
///         }
///     }
///
/// Steps bind by keyword, as in feature files (`And` and `But` take the
/// keyword before them). A step that does not pass fails the test at the
/// line of its call, with the message a feature run gives (what was
/// expected, what the app shows, its last events; for an undefined step the
/// snippet and the closest phrases); the steps called after it in the
/// scenario do not run, and each is recorded as not run
/// (`FailureRecording.recordNotRun`). The scenario ends with the test method:
/// its after hooks run in a teardown block, and with `reports:` it is added
/// to the report files.
public protocol GivenWhenThen: FailureRecording, AnyObject {
    /// The app, the steps and the reports of every test method of the
    /// class; by default the test target's (`LinkSpecSetup.testTargetDefault`).
    static var linkSpec: LinkSpecSetup { get }

    /// Steps every scenario of the class starts with, run before its first
    /// step (and before each Examples row of an `Outline`): call `Given(...)`
    /// here, as in XCTest-Gherkin. By default none.
    func Background()
}

extension GivenWhenThen {
    /// No background steps.
    public func Background() {}

    /// The default setup (the nearest `app.json`, the standard steps and
    /// the test target's registered definers, `TestTargetDefaults`): a class
    /// that adopts `GivenWhenThen` only for its `Background()` names none.
    public static var linkSpec: LinkSpecSetup { LinkSpecSetup.testTargetDefault }

    // The calls of a `GivenWhenThen` that is no `XCTestCase` (a test double);
    // every `XCTestCase` has the same calls of its own (`XCTestCase+StepCalls.swift`).

    /// Runs a `Given` step: `Given("I'm logged in as a mock user")`; a data
    /// table as rows of cells, or a doc string, after the text.
    public func Given(_ text: String, _ table: [[String]]? = nil, docString: String? = nil,
                      file: String = #filePath, line: Int = #line, fileID: String = #fileID, column: Int = #column,
                      function: String = #function) {
        runStep(.given, text, table, docString, CallSite(fileID: fileID, filePath: file, line: line, column: column, function: function))
    }

    /// Runs a `When` step: `When("I open the app with \"somescreen/42\" deeplink")`.
    public func When(_ text: String, _ table: [[String]]? = nil, docString: String? = nil,
                     file: String = #filePath, line: Int = #line, fileID: String = #fileID, column: Int = #column,
                     function: String = #function) {
        runStep(.when, text, table, docString, CallSite(fileID: fileID, filePath: file, line: line, column: column, function: function))
    }

    /// Runs a `Then` step: `Then("the Some Screen screen is displayed")`.
    public func Then(_ text: String, _ table: [[String]]? = nil, docString: String? = nil,
                     file: String = #filePath, line: Int = #line, fileID: String = #fileID, column: Int = #column,
                     function: String = #function) {
        runStep(.then, text, table, docString, CallSite(fileID: fileID, filePath: file, line: line, column: column, function: function))
    }

    /// Runs a step bound as the step before it is (`Given`, `When` or `Then`).
    public func And(_ text: String, _ table: [[String]]? = nil, docString: String? = nil,
                    file: String = #filePath, line: Int = #line, fileID: String = #fileID, column: Int = #column,
                    function: String = #function) {
        runStep(.and, text, table, docString, CallSite(fileID: fileID, filePath: file, line: line, column: column, function: function))
    }

    /// Runs a step bound as the step before it is, as `And` does.
    public func But(_ text: String, _ table: [[String]]? = nil, docString: String? = nil,
                    file: String = #filePath, line: Int = #line, fileID: String = #fileID, column: Int = #column,
                    function: String = #function) {
        runStep(.but, text, table, docString, CallSite(fileID: fileID, filePath: file, line: line, column: column, function: function))
    }

    /// Ends the scenario in progress as the end of a test method does: for
    /// a recorder that is no `XCTestCase`, which has no teardown.
    package func finishSteps() {
        StepCallsOfTests.finish(ObjectIdentifier(self))
    }

    private func runStep(_ keyword: StepCallKeyword, _ text: String, _ table: [[String]]?, _ docString: String?, _ site: CallSite) {
        StepCallsOfTests.calls(of: self, setup: Self.linkSpec, site: site)
            .call(keyword, text, argument: StepCallArgument.of(table, docString), at: site, recorder: RecordingTo(recorder: self),
                  background: { self.Background() })
    }
}

/// A step call's data table or doc string, as a pickle step carries it.
enum StepCallArgument {
    static func of(_ table: [[String]]?, _ docString: String?) -> PickleStepArgument? {
        guard table != nil || docString != nil else { return nil }
        return PickleStepArgument(docString: docString.map { PickleDocString(content: $0) },
                                  dataTable: table.map { PickleTable(rows: $0.map { PickleTableRow(cells: $0.map(PickleTableCell.init)) }) })
    }
}

/// A `FailureRecording` (the test case) as the step calls record to it.
struct RecordingTo: StepCallRecording {
    let recorder: any FailureRecording

    var continuesAfterFailure: Bool {
        (recorder as? XCTestCase)?.continueAfterFailure ?? false
    }

    func record(_ failure: ScenarioFailure, at site: CallSite) {
        recorder.record(failure)
    }

    func recordNotRun(_ step: ScenarioFailure, at site: CallSite) {
        recorder.recordNotRun(step)
    }
}

/// The step calls of the XCTest methods running, by test case object: XCTest
/// makes an object per test method, so this is one per method. An
/// `XCTestCase`'s calls end in a teardown block of its own.
enum StepCallsOfTests {
    /// One test's calls (made at its first step call) and its scenario
    /// context (which a test may fill before its first call).
    final class Entry: @unchecked Sendable {
        /// Weak: an entry outlives its test's teardown, not its test.
        weak var owner: (any FailureRecording & AnyObject)?
        var calls: StepCalls?
        var context: [String: Any] = [:]
        /// Whether its teardown block ran: a step called later (in
        /// `tearDown()`) is a scenario of its own, ended right after it.
        var tornDown = false

        init(owner: any FailureRecording & AnyObject) {
            self.owner = owner
        }
    }

    private static let running = Locked<[ObjectIdentifier: Entry]>([:])

    /// `owner`'s entry, made (and its teardown registered) on first use.
    static func entry(of owner: some FailureRecording & AnyObject) -> Entry {
        let key = ObjectIdentifier(owner)
        let (entry, made) = running.withLock { running -> (Entry, Bool) in
            if let known = running[key], known.owner === owner { return (known, false) }
            // The entries of tests that are gone (their identifiers may be reused) go.
            running = running.filter { $0.value.owner != nil }
            let entry = Entry(owner: owner)
            running[key] = entry
            return (entry, true)
        }
        // A test that is not running (or has ended) takes no teardown block.
        if made, let test = owner as? XCTestCase, let run = test.testRun, run.stopDate == nil {
            test.addTeardownBlock { finish(key) }
        }
        return entry
    }

    /// `owner`'s scenario context, read under the lock: a feature run's
    /// steps may use it from several threads.
    static func context(of owner: AnyObject) -> [String: Any] {
        running.withLock { running in
            guard let entry = running[ObjectIdentifier(owner)], entry.owner === owner else { return [:] }
            return entry.calls?.scenarioContext ?? entry.context
        }
    }

    /// Replaces `owner`'s scenario context, under the lock.
    static func setContext(_ context: [String: Any], of owner: some FailureRecording & AnyObject) {
        let entry = entry(of: owner)
        running.withLock { _ in
            if let calls = entry.calls { calls.scenarioContext = context } else { entry.context = context }
        }
    }

    /// Empties `owner`'s scenario context, if it has one: at the start of
    /// each scenario of a feature run (`RunningTest.worlds(_:emptyingContextOf:)`).
    static func emptyContext(of owner: AnyObject) {
        running.withLock { running in
            guard let entry = running[ObjectIdentifier(owner)], entry.owner === owner else { return }
            entry.context = [:]
            entry.calls?.scenarioContext = [:]
        }
    }

    /// `owner`'s entry, if it has one.
    static func existing(of owner: AnyObject) -> Entry? {
        running.withLock { running in running[ObjectIdentifier(owner)].flatMap { $0.owner === owner ? $0 : nil } }
    }

    /// The calls of `owner`'s test, made at its first call with `setup`
    /// (the default one, `LinkSpecSetup.testTargetDefault`, is made for the
    /// test's module and file).
    static func calls(of owner: some FailureRecording & AnyObject, setup: @autoclosure () -> LinkSpecSetup, site: CallSite) -> StepCalls {
        let entry = entry(of: owner)
        if let known = entry.calls { return known }
        var chosen = setup()
        if chosen.isTestTargetDefault { chosen = DefaultSetups.setup(for: type(of: owner), file: site.filePath) }
        let calls = StepCalls(setup: chosen, feature: String(describing: type(of: owner)))
        calls.scenarioContext = entry.context
        entry.calls = calls
        return calls
    }

    /// After a call: a test whose teardown block ran already ends the
    /// scenario of a step called in its `tearDown()` at once.
    static func afterCall(of owner: AnyObject) {
        guard let entry = existing(of: owner), entry.tornDown else { return }
        end(entry)
    }

    /// Ends the calls of `key`'s test: the scenario's after hooks, the reports.
    /// The entry stays (its context readable) until its test is gone.
    static func finish(_ key: ObjectIdentifier) {
        guard let ended = running.withLock({ $0[key] }) else { return }
        ended.tornDown = true
        end(ended)
    }

    private static func end(_ entry: Entry) {
        guard let calls = entry.calls, let owner = entry.owner else { return }
        entry.context = calls.scenarioContext
        entry.calls = nil
        calls.finish(recorder: RecordingTo(recorder: owner))
    }
}
#endif
