#if canImport(XCTest)
import XCTest

/// XCTest-Gherkin's outlines on every `XCTestCase`: `Examples(...)` then
/// `Outline { }`, or the examples after it, as rows of values (the first row
/// the titles) or as one dictionary per row (titles in alphabetical order,
/// as XCTest-Gherkin orders them). Each row runs as a scenario of its own (a
/// fresh app, `Background()` first, an empty `scenarioContext`), `<title>`
/// replaced by the row's value; `exampleValue("title")` reads it typed.
extension XCTestCase {
    /// The rows the next `Outline { }` runs: a row of titles, then rows of
    /// values (`Examples(["name", "age"], ["Alice", 20], ["Bob", 20])`).
    public func Examples(_ titles: [String], _ rows: [ExampleStringRepresentable]...,
                         file: String = #filePath, line: Int = #line, function: String = #function) {
        setExamples(ExampleRows.table(titles, rows), OutlineSite(file: file, line: line, function: function))
    }

    /// The rows the next `Outline { }` runs, the first row the titles: a
    /// table kept in a `let` and shared by several tests.
    public func Examples(_ table: [[ExampleStringRepresentable]], file: String = #filePath, line: Int = #line,
                         function: String = #function) {
        setExamples(ExampleRows.table(table), OutlineSite(file: file, line: line, function: function))
    }

    /// The rows the next `Outline { }` runs, each a dictionary from title to value.
    public func Examples(_ rows: [[String: ExampleStringRepresentable]], file: String = #filePath, line: Int = #line,
                         function: String = #function) {
        setExamples(ExampleRows.table(rows), OutlineSite(file: file, line: line, function: function))
    }

    /// Runs `body` once per row of the `Examples(...)` given before it.
    public func Outline(_ body: () -> Void, file: String = #filePath, line: Int = #line, function: String = #function) {
        runOutline(nil, OutlineSite(file: file, line: line, function: function), body)
    }

    /// Runs `body` once per row of `examples` (titles first), in the order
    /// Gherkin writes them: the outline, then its examples.
    public func Outline(_ body: () -> Void, examples: [[ExampleStringRepresentable]], file: String = #filePath, line: Int = #line,
                        function: String = #function) {
        runOutline(ExampleRows.table(examples), OutlineSite(file: file, line: line, function: function), body)
    }

    /// Runs `body` once per row the trailing closure gives (titles first):
    /// `Outline({ ... }) { [["name"], ["Alice"]] }`.
    public func Outline(_ body: () -> Void, file: String = #filePath, line: Int = #line, function: String = #function,
                        _ examples: () -> [[ExampleStringRepresentable]]) {
        runOutline(ExampleRows.table(examples()), OutlineSite(file: file, line: line, function: function), body)
    }

    /// Runs `body` once per row the trailing closure gives, each a
    /// dictionary: `Outline({ ... }) { [["name": "Alice", "age": 20]] }`.
    public func Outline(_ body: () -> Void, file: String = #filePath, line: Int = #line, function: String = #function,
                        _ examples: () -> [[String: ExampleStringRepresentable]]) {
        runOutline(ExampleRows.table(examples()), OutlineSite(file: file, line: line, function: function), body)
    }

    /// The value of `title` in the Examples row running now, as `T`
    /// (`let age: Int? = exampleValue("age")`); nil outside an outline, for
    /// a title the examples do not have, or a value that does not convert.
    public func exampleValue<T: ExampleStringRepresentable>(_ title: String) -> T? {
        guard let text = StepCallsOfTests.existing(of: self)?.calls?.row?.values[title] else { return nil }
        return T(fromMatch: text)
    }

    private func setExamples(_ table: [[String]], _ site: OutlineSite) {
        let call = site.callSite
        guard isRunning(at: call, "Examples(...)") else { return }
        stepCalls(at: call).setExamples(table, at: call, recorder: RecordingTo(recorder: self))
    }

    private func runOutline(_ table: [[String]]?, _ site: OutlineSite, _ body: () -> Void) {
        let call = site.callSite
        guard isRunning(at: call, "Outline") else { return }
        stepCalls(at: call).outline(table, at: call, recorder: RecordingTo(recorder: self), body: body)
    }
}

/// Where an `Examples` or `Outline` call is written.
private struct OutlineSite {
    var file: String
    var line: Int
    var function: String

    var callSite: CallSite { CallSite(fileID: "", filePath: file, line: line, column: 1, function: function) }
}
#endif
