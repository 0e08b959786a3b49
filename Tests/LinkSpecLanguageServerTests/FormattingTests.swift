import Foundation
import XCTest

/// Formatting as the Cucumber editors lay a file out (two spaces a level,
/// tables aligned, numbers to the right), applied as the editor applies the
/// edits.
final class FormattingTests: LanguageServerTestCase {
    /// The edits applied to the text, as an editor applies them (each
    /// replaces one whole line here).
    private func formatted(_ name: String, _ text: String) throws -> String {
        _ = try client.open(uri(name), text)
        let answer = try client.request("textDocument/formatting",
                                        ["textDocument": ["uri": uri(name)], "options": ["tabSize": 2, "insertSpaces": true]])
        let edits = try XCTUnwrap(answer["result"] as? [[String: Any]], "\(answer)")
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for edit in edits {
            let line = try XCTUnwrap(edit[path: "range", "start", "line"] as? Int)
            XCTAssertEqual(edit[path: "range", "end", "line"] as? Int, line)
            XCTAssertEqual(edit[path: "range", "start", "character"] as? Int, 0)
            XCTAssertEqual(edit[path: "range", "end", "character"] as? Int, lines[line].utf16.count)
            lines[line] = try XCTUnwrap(edit["newText"] as? String)
        }
        return lines.joined(separator: "\n")
    }

    func testAFileIsLaidOutAsTheCucumberFormatterLaysItOut() throws {
        try start()
        let messy = """
            @smoke
            Feature: layout
             A description stays as written.
                  @tagged
                 Scenario Outline: outline
            Given I'm logged in as a mock user
                    When I open the app with "<link>" deeplink
               Then the screen stack is:
            |layer|screen|
              | tab | Home |
                And the analytics event is logged:
                  \"\"\"json
                  {"name": "x"}
                    {"nested": true}
                  \"\"\"
            # a comment stays
                Examples:
                |link|count|
                 | somescreen/42 | 7 |
                | chat | 1234 |
             Rule: rules
            Scenario: inside a rule
             Given the app is launched
            """
        let expected = """
            @smoke
            Feature: layout
             A description stays as written.
              @tagged
              Scenario Outline: outline
                Given I'm logged in as a mock user
                When I open the app with "<link>" deeplink
                Then the screen stack is:
                  | layer | screen |
                  | tab   | Home   |
                And the analytics event is logged:
                  \"\"\"json
                  {"name": "x"}
                    {"nested": true}
                  \"\"\"
            # a comment stays
                Examples:
                  | link          | count |
                  | somescreen/42 |     7 |
                  | chat          |  1234 |
              Rule: rules
                Scenario: inside a rule
                  Given the app is launched
            """
        XCTAssertEqual(try formatted("messy.feature", messy), expected)
        // Formatting a formatted file changes nothing.
        XCTAssertEqual(try formatted("tidy.feature", expected), expected)
    }

    func testDocStringContentKeepsItsOwnIndentationWhenTheStepMoves() throws {
        try start()
        let text = "Feature: f\n  Scenario: s\n        Then the analytics event is logged:\n          \"\"\"\n            {\"a\": 1}\n          \"\"\"\n"
        let expected = "Feature: f\n  Scenario: s\n    Then the analytics event is logged:\n      \"\"\"\n        {\"a\": 1}\n      \"\"\"\n"
        XCTAssertEqual(try formatted("doc.feature", text), expected)
    }

    func testAFileThatDoesNotParseIsLeftAlone() throws {
        try start()
        let broken = "Feature: broken\n   Scenario: one\n      Given the app is launched\n  | a | b |\n  | c |\n"
        XCTAssertEqual(try formatted("broken.feature", broken), broken)
        // A line that looks like a table but is a description, as the parser reads it, stays as written.
        let description = "Feature: f\n   Scenario: one\n  | not | a table |\n      Given the app is launched\n"
        XCTAssertEqual(try formatted("description.feature", description),
                       "Feature: f\n  Scenario: one\n  | not | a table |\n    Given the app is launched\n")
    }

    func testInMarkdownOnlyTheTablesAreAligned() throws {
        try start()
        let markdown = """
            # Feature: markdown

            ## Scenario: stack
            * Then the screen stack is:
              |layer|screen|
              |---|---|
              | tab | Home |
            """
        let expected = """
            # Feature: markdown

            ## Scenario: stack
            * Then the screen stack is:
              | layer | screen |
              | ----- | ------ |
              | tab   | Home   |
            """
        XCTAssertEqual(try formatted("doc.feature.md", markdown), expected)
    }
}
