import XCTest
@testable import LinkSpecCLI

/// An option several commands take reads the same in each command's help: one
/// declaration, one help text (issue 29: `--app` had three).
final class SharedOptionsTests: XCTestCase {
    /// Each command's OPTIONS section as entries: an option's shown names and
    /// value, and its help lines joined (the column they start in varies with
    /// the command's longest option, so it is left out).
    private func options(of words: [String]) -> [String: String] {
        let help = runLinkSpec(words + ["--help"]).out
        guard let start = help.range(of: "OPTIONS:\n") else {
            XCTFail("no OPTIONS section in the help of \(words)")
            return [:]
        }
        var entries: [String: String] = [:]
        var current: String?
        for line in help[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("  ") else { break }
            let text = line.dropFirst(2)
            if text.first == " ", let current {
                entries[current, default: ""] += " " + text.trimmingCharacters(in: .whitespaces)
                continue
            }
            // The shown part ends at the first run of two spaces or more.
            let shown = text.range(of: "  ").map { String(text[..<$0.lowerBound]) } ?? String(text)
            entries[shown] = String(text.dropFirst(shown.count)).trimmingCharacters(in: .whitespaces)
            current = shown
        }
        return entries
    }

    private func assertSame(_ option: String, in commands: [[String]], file: StaticString = #filePath, line: UInt = #line) {
        let helps = commands.map { ($0, options(of: $0)[option]) }
        for (command, help) in helps where help == nil {
            XCTFail("'\((["linkspec"] + command).joined(separator: " ")) --help' does not list \(option)", file: file, line: line)
        }
        let texts = Set(helps.compactMap(\.1))
        XCTAssertEqual(texts.count, 1, "\(option) reads differently: \(texts.sorted())", file: file, line: line)
    }

    func testTheAppOptionReadsTheSameInEveryCommandThatTakesIt() {
        assertSame("--app PATH", in: [[], ["check"], ["draw"], ["fuzz-links"], ["lsp"]])
    }

    func testTheDialectFileOptionReadsTheSameInEveryCommandThatTakesIt() {
        assertSame("--i18n-file PATH", in: [[], ["gherkin"], ["steps"], ["lsp"]])
    }

    func testTheReportOptionsOfARunAndOfReportReadTheSame() {
        for option in ["--junit-suite-name NAME", "--junit-file-attributes", "--no-color, --no-colour", "--no-snippets"] {
            assertSame(option, in: [[], ["report"]])
        }
        XCTAssertNotNil(options(of: ["report"])["-f, --format NAME[:PATH]"])
        XCTAssertNotNil(options(of: [])["-f, --format NAME[:PATH]"])
    }

    func testTextOrJSONReadsTheSameInStepsAndCheck() {
        assertSame("-f, --format text|json", in: [["steps"], ["check"]])
    }

    func testReportTakesTheSpellingsOfNoColorARunTakes() {
        XCTAssertEqual(runLinkSpec(["report", "--no-colour", "/nonexistent/run.ndjson"]).err.contains("unknown option"), false)
    }

    func testAShortFormatNameWorksWhereverFormatIsShared() {
        XCTAssertEqual(runLinkSpec(["check", "-f", "xml"]).err,
                       "linkspec: check: '--format' is text or json, got 'xml'\nRun 'linkspec check --help' for usage.\n")
        XCTAssertEqual(runLinkSpec(["steps", "-f", "xml"]).err,
                       "linkspec: steps: '--format' is text or json, got 'xml'\nRun 'linkspec steps --help' for usage.\n")
    }
}
