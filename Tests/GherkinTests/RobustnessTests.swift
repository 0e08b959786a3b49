import CucumberMessages
import Foundation
import Gherkin
import LinkSpecPlatform
import TestSupport
import XCTest

/// Input of any kind finishes, without a trap or a hang, and every error says
/// where it is: line and column (an end-of-file error has a line only, and
/// column 0 in its message, as in the reference).
final class RobustnessTests: XCTestCase {
    private func parse(_ text: String, markdown: Bool = false) -> (GherkinFile, [Pickle]) {
        let source = Source(uri: "robust.feature", data: text, mediaType: markdown ? .markdown : .plain)
        var ids = IdGenerator()
        let result = GherkinParser.parse(source, ids: &ids)
        let pickles = result.document.map { PickleCompiler.compile($0, source: source, ids: &ids) } ?? []
        return (result, pickles)
    }

    private func assertLocated(_ errors: [ParseError], file: StaticString = #filePath, line: UInt = #line) {
        for error in errors {
            guard let location = error.source.location else {
                XCTFail("no location: \(error.message)", file: file, line: line)
                continue
            }
            XCTAssertGreaterThanOrEqual(location.line, 1, error.message, file: file, line: line)
            if error.message.contains("unexpected end of file") {
                XCTAssertTrue(error.message.hasPrefix("(\(location.line):0): "), error.message, file: file, line: line)
            } else {
                let column = location.column ?? 0
                XCTAssertGreaterThanOrEqual(column, 1, error.message, file: file, line: line)
                XCTAssertTrue(error.message.hasPrefix("(\(location.line):\(column)): "), error.message, file: file, line: line)
            }
        }
    }

    func testBinaryGarbageEndsInLocatedErrors() {
        var generator = SeededGenerator(seed: 42)
        for round in 0..<20 {
            let bytes = (0..<4096).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            for markdown in [false, true] {
                let (result, _) = parse(String(decoding: bytes, as: UTF8.self), markdown: markdown)
                XCTAssertFalse(result.errors.isEmpty && result.document == nil, "round \(round)")
                XCTAssertLessThanOrEqual(result.errors.count, 11, "the parser gives up after the eleventh error")
                assertLocated(result.errors)
            }
        }
    }

    func testInvalidUTF8IsDecodedLossilyAndParses() throws {
        var bytes = Array("Feature: caf".utf8) + [0xC3] + Array("\n  Scenario: bad ".utf8) + [0xFF, 0xFE]
        bytes += Array("\n    Given a \u{1F600} and ".utf8) + [0xE2, 0x82] + Array("\n".utf8)
        let (result, pickles) = parse(String(decoding: bytes, as: UTF8.self))
        XCTAssertEqual(result.errors, [])
        let feature = try XCTUnwrap(result.document?.feature)
        XCTAssertEqual(feature.name, "caf\u{FFFD}")
        XCTAssertEqual(pickles.first?.steps.first?.text, "a \u{1F600} and \u{FFFD}")
    }

    func testTenThousandKeywordLinesInARowFinish() {
        let count = 10_000
        let scenarios = "Feature: many\n" + String(repeating: "  Scenario: s\n", count: count)
        let (parsed, pickles) = parse(scenarios)
        XCTAssertEqual(parsed.errors, [])
        XCTAssertEqual(pickles.count, count)

        // Tag lines with no scenario after them: the look-ahead must not go quadratic.
        let (tagged, _) = parse("Feature: tags\n" + String(repeating: "  @tag\n", count: count))
        XCTAssertEqual(tagged.errors.map(\.message),
                       ["(\(count + 2):0): unexpected end of file, expected: #TagLine, #RuleLine, #Comment, #Empty"])

        // After the first, a feature line is just description text.
        let (features, _) = parse(String(repeating: "Feature: again\n", count: count))
        XCTAssertEqual(features.errors, [])
        XCTAssertEqual(features.document?.feature?.description.split(separator: "\n").count, count - 1)

        // Unexpected lines: each one is an error, and the parser gives up after eleven.
        let (rules, _) = parse("Feature: f\n Scenario: s\n" + String(repeating: "  Given x\n   \"\"\"\n  \"\"\"\n  \"\"\"\n", count: count))
        XCTAssertFalse(rules.errors.isEmpty)
        assertLocated(rules.errors)

        let (steps, stepPickles) = parse("Feature: f\n Scenario: s\n" + String(repeating: "  Given x\n", count: count))
        XCTAssertEqual(steps.errors, [])
        XCTAssertEqual(stepPickles.first?.steps.count, count)
    }

    func testUnterminatedDocStringIsAnEndOfFileError() {
        let (result, _) = parse("Feature: f\n  Scenario: s\n    Given x\n      \"\"\"\n      text\n")
        XCTAssertEqual(result.errors.map(\.message),
                       ["(6:0): unexpected end of file, expected: #DocStringSeparator, #Other"])
        assertLocated(result.errors)
    }

    func testManyErrorsStopAfterTheEleventh() {
        let lines = (1...50).map { "not gherkin \($0)" }.joined(separator: "\n")
        let (result, _) = parse(lines)
        XCTAssertEqual(result.errors.count, 11)
        XCTAssertNil(result.document)
        assertLocated(result.errors)
    }

    func testLargeGeneratedFileParsesCompletely() {
        var text = "Feature: large\n\n  Background:\n    Given a background\n\n"
        var expectedPickles = 0
        var index = 0
        while text.utf8.count < 5_000_000 {
            text += """
              @tag\(index)
              Scenario Outline: outline \(index) <name>
                Given a <name> with:
                  | key   | value   |
                  | <name> | \\| \\n \\\\ |
                When it is sent
                  \"\"\"json
                  {"name": "<name>"}
                  \"\"\"
                Then it arrives

                Examples:
                  | name |
                  | a\(index) |
                  | b\(index) |


            """
            expectedPickles += 2
            index += 1
        }
        let (result, pickles) = parse(text)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(pickles.count, expectedPickles)
        XCTAssertEqual(pickles.last?.steps.count, 4)
        XCTAssertEqual(pickles.first?.steps[1].argument?.dataTable?.rows[1].cells[1].value, "| \n \\")
    }
}
