#if canImport(Testing)
import CucumberMessages
import Testing
#if canImport(XCTest)
import XCTest
#endif

// The step calls of a Swift Testing test with the `.linkSpec(...)` trait,
// as free functions. (In an XCTest class, `GivenWhenThen`'s methods of the
// same names are found first.)

/// Runs a `Given` step in a test with the `.linkSpec(...)` trait: a data
/// table as rows of cells, or a doc string, after the text.
public func Given(_ text: String, _ table: [[String]]? = nil, docString: String? = nil, fileID: String = #fileID,
                  filePath: String = #filePath, line: Int = #line, column: Int = #column, function: String = #function) {
    runStep(.given, text, table, docString, CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function))
}

/// Runs a `When` step in a test with the `.linkSpec(...)` trait.
public func When(_ text: String, _ table: [[String]]? = nil, docString: String? = nil, fileID: String = #fileID,
                 filePath: String = #filePath, line: Int = #line, column: Int = #column, function: String = #function) {
    runStep(.when, text, table, docString, CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function))
}

/// Runs a `Then` step in a test with the `.linkSpec(...)` trait.
public func Then(_ text: String, _ table: [[String]]? = nil, docString: String? = nil, fileID: String = #fileID,
                 filePath: String = #filePath, line: Int = #line, column: Int = #column, function: String = #function) {
    runStep(.then, text, table, docString, CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function))
}

/// Runs a step bound as the step before it is, in a test with the `.linkSpec(...)` trait.
public func And(_ text: String, _ table: [[String]]? = nil, docString: String? = nil, fileID: String = #fileID,
                filePath: String = #filePath, line: Int = #line, column: Int = #column, function: String = #function) {
    runStep(.and, text, table, docString, CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function))
}

/// Runs a step bound as the step before it is, as `And` does.
public func But(_ text: String, _ table: [[String]]? = nil, docString: String? = nil, fileID: String = #fileID,
                filePath: String = #filePath, line: Int = #line, column: Int = #column, function: String = #function) {
    runStep(.but, text, table, docString, CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function))
}

/// The rows the next `Outline { }` runs: titles, then rows of values.
public func Examples(_ titles: [String], _ rows: [any CustomStringConvertible]..., fileID: String = #fileID,
                     filePath: String = #filePath, line: Int = #line, function: String = #function) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: 1, function: function)
    withStepCalls(site) { $0.setExamples([titles] + rows.map { $0.map(\.description) }, at: site, recorder: IssueRecording()) }
}

/// Runs `body` once per row of the `Examples(...)` before it (or of
/// `examples`, titles first), each run a scenario of its own.
public func Outline(_ body: () -> Void, examples: [[any CustomStringConvertible]]? = nil, fileID: String = #fileID,
                    filePath: String = #filePath, line: Int = #line, function: String = #function) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: 1, function: function)
    withStepCalls(site) { calls in
        calls.outline(examples.map { $0.map { $0.map(\.description) } }, at: site, recorder: IssueRecording(), body: body)
    }
}

/// Runs `body` once per row the trailing closure gives (titles first):
/// `Outline({ ... }) { [["name"], ["Alice"]] }`.
public func Outline(_ body: () -> Void, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
                    function: String = #function, _ examples: () -> [[any CustomStringConvertible]]) {
    Outline(body, examples: examples(), fileID: fileID, filePath: filePath, line: line, function: function)
}

private func runStep(_ keyword: StepCallKeyword, _ text: String, _ table: [[String]]?, _ docString: String?, _ site: CallSite) {
    var argument: PickleStepArgument?
    if table != nil || docString != nil {
        argument = PickleStepArgument(docString: docString.map { PickleDocString(content: $0) },
                                      dataTable: table.map { PickleTable(rows: $0.map { PickleTableRow(cells: $0.map(PickleTableCell.init)) }) })
    }
    withStepCalls(site) { $0.call(keyword, text, argument: argument, at: site, recorder: IssueRecording()) }
}

/// The running test's calls, or a failure saying the trait is missing: an
/// issue, and in an XCTest method that is running, a failure of that test.
private func withStepCalls(_ site: CallSite, _ body: (StepCalls) -> Void) {
    guard let calls = StepCalls.current else {
        let message = "\(site.functionName): steps run in a test with the .linkSpec(...) trait, "
            + "@Test(.linkSpec(setup)) or @Suite(.linkSpec(setup)), or in an XCTest method (self.Given(...))"
        let failure = ScenarioFailure(filePath: site.filePath, uri: site.filePath, line: site.line, status: .failed,
                                      scenario: site.functionName, message: message)
        print("\(site.filePath):\(site.line): \(message)")
        #if canImport(XCTest)
        if let test = RunningTest.current, let run = test.testRun, run.stopDate == nil {
            test.record(failure)
            return
        }
        #endif
        IssueRecording().record(failure, at: site)
        return
    }
    body(calls)
}
#endif
