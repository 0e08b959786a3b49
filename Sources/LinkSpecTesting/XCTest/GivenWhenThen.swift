#if canImport(XCTest)
import CucumberMessages
import LinkSpecPlatform
import XCTest

/// An XCTest class whose test methods run Gherkin steps as Swift calls, as
/// with XCTest-Gherkin: the class says once which app, steps and routing
/// they run against, and each method is a scenario against a simulated app
/// of its own.
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
    /// The app, the steps and the reports of every test method of the class.
    static var linkSpec: LinkSpecSetup { get }

    /// Steps every scenario of the class starts with, run before its first
    /// step (and before each Examples row of an `Outline`): call `Given(...)`
    /// here, as in XCTest-Gherkin. By default none.
    func Background()
}

extension GivenWhenThen {
    /// No background steps.
    public func Background() {}

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

    /// The rows the next `Outline { }` runs: a row of titles, then rows of
    /// values (`Examples(["name", "age"], ["Alice", 20], ["Bob", 20])`).
    public func Examples(_ titles: [String], _ rows: [any CustomStringConvertible]...,
                         file: String = #filePath, line: Int = #line, function: String = #function) {
        stepCalls.setExamples([titles] + rows.map { $0.map(\.description) },
                              at: CallSite(fileID: "", filePath: file, line: line, column: 1, function: function), recorder: recording)
    }

    /// The rows the next `Outline { }` runs, the first row the titles.
    public func Examples(_ table: [[any CustomStringConvertible]], file: String = #filePath, line: Int = #line,
                         function: String = #function) {
        stepCalls.setExamples(table.map { $0.map(\.description) },
                              at: CallSite(fileID: "", filePath: file, line: line, column: 1, function: function), recorder: recording)
    }

    /// Runs `body` once per row of the `Examples(...)` given before it, each
    /// run a scenario of its own (a fresh app, `Background()` first) with the
    /// row's values in place of `<title>` in its steps.
    public func Outline(_ body: () -> Void, file: String = #filePath, line: Int = #line, function: String = #function) {
        stepCalls.outline(nil, at: CallSite(fileID: "", filePath: file, line: line, column: 1, function: function),
                          recorder: recording, body: body)
    }

    /// Runs `body` once per row of `examples` (titles first), in the order
    /// Gherkin writes them: the outline, then its examples.
    public func Outline(_ body: () -> Void, examples: [[any CustomStringConvertible]], file: String = #filePath, line: Int = #line,
                        function: String = #function) {
        stepCalls.outline(examples.map { $0.map(\.description) },
                          at: CallSite(fileID: "", filePath: file, line: line, column: 1, function: function),
                          recorder: recording, body: body)
    }

    /// Runs `body` once per row the trailing closure gives (titles first):
    /// `Outline({ ... }) { [["name"], ["Alice"]] }`.
    public func Outline(_ body: () -> Void, file: String = #filePath, line: Int = #line, function: String = #function,
                        _ examples: () -> [[any CustomStringConvertible]]) {
        Outline(body, examples: examples(), file: file, line: line, function: function)
    }

    /// Ends the scenario in progress as the end of a test method does: for
    /// a recorder that is no `XCTestCase`, which has no teardown.
    package func finishSteps() {
        StepCallsOfTests.finish(ObjectIdentifier(self))
    }

    private func runStep(_ keyword: StepCallKeyword, _ text: String, _ table: [[String]]?, _ docString: String?, _ site: CallSite) {
        var argument: PickleStepArgument?
        if table != nil || docString != nil {
            argument = PickleStepArgument(docString: docString.map { PickleDocString(content: $0) },
                                          dataTable: table.map { PickleTable(rows: $0.map { PickleTableRow(cells: $0.map(PickleTableCell.init)) }) })
        }
        stepCalls.call(keyword, text, argument: argument, at: site, recorder: recording, background: { self.Background() })
    }

    private var recording: RecordingTo { RecordingTo(recorder: self) }

    /// This test's calls: made at its first call, ended in its teardown.
    private var stepCalls: StepCalls {
        StepCallsOfTests.calls(of: self, setup: Self.linkSpec)
    }
}

/// A `FailureRecording` (the test case) as the step calls record to it.
struct RecordingTo: StepCallRecording {
    let recorder: any FailureRecording

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
    private static let running = Locked<[ObjectIdentifier: (owner: any FailureRecording, calls: StepCalls)]>([:])

    static func calls(of owner: some GivenWhenThen, setup: @autoclosure () -> LinkSpecSetup) -> StepCalls {
        let key = ObjectIdentifier(owner)
        if let known = running.withLock({ $0[key]?.calls }) { return known }
        let calls = StepCalls(setup: setup(), feature: String(describing: type(of: owner)))
        running.withLock { $0[key] = (owner, calls) }
        (owner as? XCTestCase)?.addTeardownBlock { finish(key) }
        return calls
    }

    /// Ends the calls of `key`'s test: the scenario's after hooks, the reports.
    static func finish(_ key: ObjectIdentifier) {
        guard let ended = running.withLock({ $0.removeValue(forKey: key) }) else { return }
        ended.calls.finish(recorder: RecordingTo(recorder: ended.owner))
    }
}
#endif
