#if canImport(XCTest)
import CucumberMessages
import Foundation
import LinkSpecPlatform
import XCTest

/// XCTest-Gherkin's calls, on every `XCTestCase`: a class that names no setup
/// (`GivenWhenThen`'s `static let linkSpec`) runs against the default one,
/// `LinkSpecSetup.testTargetDefault` (the nearest `app.json`, the standard
/// steps, the test target's `LinkSpecDefaults`).
///
///     final class DeeplinksFeature: XCTestCase {
///         func test_some_screen_deep_link() {
///             Given("I'm logged in as a mock user")
///             When("I open the app with \"somescreen/42\" deeplink")
///             Then("the Some Screen screen is displayed")
///         }
///     }
///
/// A step that does not pass, or cannot run (no app map, a test that is not
/// running), fails the test at the line of its call, with the reason.
extension XCTestCase {
    /// Runs a `Given` step: `Given("I'm logged in as a mock user")`; a data
    /// table as rows of cells, or a doc string, after the text.
    public func Given(_ text: String, _ table: [[String]]? = nil, docString: String? = nil,
                      file: String = #filePath, line: Int = #line, fileID: String = #fileID, column: Int = #column,
                      function: String = #function) {
        callStep(.given, text, table, docString, CallSite(fileID: fileID, filePath: file, line: line, column: column, function: function))
    }

    /// Runs a `When` step: `When("I open the app with \"somescreen/42\" deeplink")`.
    public func When(_ text: String, _ table: [[String]]? = nil, docString: String? = nil,
                     file: String = #filePath, line: Int = #line, fileID: String = #fileID, column: Int = #column,
                     function: String = #function) {
        callStep(.when, text, table, docString, CallSite(fileID: fileID, filePath: file, line: line, column: column, function: function))
    }

    /// Runs a `Then` step: `Then("the Some Screen screen is displayed")`.
    public func Then(_ text: String, _ table: [[String]]? = nil, docString: String? = nil,
                     file: String = #filePath, line: Int = #line, fileID: String = #fileID, column: Int = #column,
                     function: String = #function) {
        callStep(.then, text, table, docString, CallSite(fileID: fileID, filePath: file, line: line, column: column, function: function))
    }

    /// Runs a step bound as the step before it is (`Given`, `When` or
    /// `Then`); as a test's first step, it binds every phrase.
    public func And(_ text: String, _ table: [[String]]? = nil, docString: String? = nil,
                    file: String = #filePath, line: Int = #line, fileID: String = #fileID, column: Int = #column,
                    function: String = #function) {
        callStep(.and, text, table, docString, CallSite(fileID: fileID, filePath: file, line: line, column: column, function: function))
    }

    /// Runs a step bound as the step before it is, as `And` does.
    public func But(_ text: String, _ table: [[String]]? = nil, docString: String? = nil,
                    file: String = #filePath, line: Int = #line, fileID: String = #fileID, column: Int = #column,
                    function: String = #function) {
        callStep(.but, text, table, docString, CallSite(fileID: fileID, filePath: file, line: line, column: column, function: function))
    }

    /// XCTest-Gherkin's scenario context: values the steps of one scenario
    /// share (`self.test.scenarioContext["user"] = user` in a step body),
    /// empty at the start of each test method and each Examples row.
    public var scenarioContext: [String: Any] {
        get { StepCallsOfTests.context(of: self) }
        set { StepCallsOfTests.setContext(newValue, of: self) }
    }

    /// The setup the class names (`GivenWhenThen`), else the default one.
    private var stepSetup: LinkSpecSetup {
        (self as? any GivenWhenThen).map { type(of: $0).linkSpec } ?? .testTargetDefault
    }

    /// This test's calls: made at its first call, ended in its teardown.
    func stepCalls(at site: CallSite) -> StepCalls {
        StepCallsOfTests.calls(of: self, setup: stepSetup, site: site)
    }

    private func callStep(_ keyword: StepCallKeyword, _ text: String, _ table: [[String]]?, _ docString: String?, _ site: CallSite) {
        guard isRunning(at: site, "\(keyword.rawValue) \(text)") else { return }
        RunningTest.current = self
        StepObserver.start()
        stepCalls(at: site).call(keyword, text, argument: StepCallArgument.of(table, docString), at: site,
                                 recorder: RecordingTo(recorder: self), background: { self.runBackground() })
        StepCallsOfTests.afterCall(of: self)
    }

    /// Whether the test is running; if not, the call cannot run, and says so
    /// where XCTest shows it (there is no test to fail).
    func isRunning(at site: CallSite, _ call: String) -> Bool {
        guard testRun == nil else { return true }
        print("\(site.filePath):\(site.line): error: \(call) did not run: step calls run inside a running test method")
        return false
    }

    /// `Background()`: a `GivenWhenThen` class's; on Apple platforms any
    /// class's, found through the Objective-C runtime as XCTest-Gherkin finds
    /// it. (Linux has no such runtime: there a class adopts `GivenWhenThen`
    /// for its `Background()` to be found.)
    private func runBackground() {
        if let adopting = self as? any GivenWhenThen {
            adopting.Background()
            return
        }
        #if canImport(ObjectiveC)
        (self as ObjectiveCBackground).Background?()
        #endif
    }
}

#if canImport(ObjectiveC)
/// A class's `func Background()`, found through the Objective-C runtime: an
/// optional requirement every `XCTestCase` adopts, which a subclass's method
/// of that name satisfies.
@objc protocol ObjectiveCBackground {
    /// The class's background steps.
    @objc optional func Background()
}

extension XCTestCase: ObjectiveCBackground {}
#endif

/// The test case whose steps run now (`StepDefiner.test`): set by each step
/// call and each feature run of an XCTest method; held weakly.
enum RunningTest {
    private final class Box: @unchecked Sendable {
        weak var test: XCTestCase?
    }

    private static let box = Locked(Box())

    static var current: XCTestCase? {
        get { box.withLock { $0.test } }
        set { box.withLock { $0.test = newValue } }
    }

    /// A feature run from an XCTest method: its steps' `StepDefiner.test`.
    static func started(by recorder: some FailureRecording) {
        guard let test = recorder as? XCTestCase else { return }
        current = test
        StepObserver.start()
    }

    /// A feature run's worlds, each made after emptying the scenario context
    /// of `recorder` (when it is an `XCTestCase`): every scenario, and every
    /// Examples row, starts with an empty `scenarioContext`, as each test of
    /// XCTest-Gherkin does.
    static func worlds<World>(_ makeWorld: @escaping @Sendable (Pickle) -> World,
                              emptyingContextOf recorder: some FailureRecording) -> @Sendable (Pickle) -> World {
        let box = Box()
        box.test = recorder as? XCTestCase
        return { pickle in
            if let test = box.test { StepCallsOfTests.emptyContext(of: test) }
            return makeWorld(pickle)
        }
    }
}
#endif
