import Foundation
import XCTest
import Gherkin
import TestSupport

/// `PickleCompiler.writeEnvelopes` writes pickles without building them; it
/// must give, byte for byte, what compiling them and writing each envelope
/// gives, and leave the ids where compiling leaves them.
final class PickleEnvelopeWriterTests: XCTestCase {
    /// Both ways for `text`, from the same ids and id offset; fails on the
    /// first difference.
    private func checkBothWays(_ text: String, uri: String, firstId: Int = 0, idOffset: Int = 0,
                               file: StaticString = #filePath, line: UInt = #line) {
        let source = Source(uri: uri, data: text, mediaType: uri.hasSuffix(".md") ? .markdown : .plain)
        var ids = IdGenerator(startingAt: firstId)
        let result = GherkinParser.parse(source, ids: &ids)
        XCTAssertEqual(result.errors, [], "\(uri) parses", file: file, line: line)
        guard result.errors.isEmpty, var document = result.document else { return }
        if document.uri == nil { document.uri = source.uri }

        var builtIds = ids
        var built = JSONWriter()
        built.idOffset = idOffset
        for pickle in PickleCompiler.compile(document, source: source, ids: &builtIds) {
            built.writeEnvelope("pickle", pickle)
        }
        var writtenIds = ids
        var written = JSONWriter()
        written.idOffset = idOffset
        PickleCompiler.writeEnvelopes(of: document, source: source, ids: &writtenIds, to: &written)

        let expected = String(decoding: built.bytes, as: UTF8.self)
        let actual = String(decoding: written.bytes, as: UTF8.self)
        if actual != expected {
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let first = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(expectedLines.count, actualLines.count)
            XCTFail("""
                \(uri) (first id \(firstId), offset \(idOffset)): line \(first + 1) differs
                built:   \(first < expectedLines.count ? String(expectedLines[first].prefix(600)) : "(none)")
                written: \(first < actualLines.count ? String(actualLines[first].prefix(600)) : "(none)")
                """, file: file, line: line)
        }
        XCTAssertEqual(writtenIds.next(), builtIds.next(), "the ids after the pickles of \(uri)", file: file, line: line)
    }

    func testEveryGoodConformanceFileIsWrittenAsItsBuiltPickles() throws {
        let folder = try SharedConformance.directory("gherkin/testdata/good")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".feature") || $0.hasSuffix(".md") }.sorted()
        XCTAssertGreaterThan(names.count, 40)
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            checkBothWays(text, uri: name)
            // Ids that start later and are shifted: more digits, carries.
            checkBothWays(text, uri: name, firstId: 9_995, idOffset: 99_999_999_990)
        }
    }

    /// Outlines of every shape the fill handles: brackets in values, nested,
    /// unclosed and unknown placeholders, doc strings and tables filled.
    func testGeneratedOutlinesAreWrittenAsTheirBuiltPickles() {
        var generator = SplitMix64(seed: 77)
        for round in 0..<200 {
            checkBothWays(OutlineFillDifferentialTests.outlineDocument(&generator), uri: "generated-\(round).feature",
                          firstId: round * 37, idOffset: round % 3 == 0 ? 0 : round * 1_000_003)
        }
    }

    func testRulesBackgroundsAndScenariosWithoutStepsAreWrittenAsTheirBuiltPickles() {
        checkBothWays("""
            @feature
            Feature: shapes
              Background:
                Given a "quoted \\ text"
                  | a | b |
                  | 1 | 2 |

              Scenario: no steps of its own

              @rule
              Rule: a rule
                Background:
                  And another step
                    \"\"\"json
                    {"x": 1}
                    \"\"\"

                @outline
                Scenario Outline: <name> é
                  When <verb> it
                    | <verb> | fixed |
                  Then done

                  @first
                  Examples: one
                    | name | verb |
                    | a    | go   |
                    | b    | stop |

                  Examples: no header

                  Examples: header only
                    | name | verb |

                Scenario: plain
                  * anything
            """, uri: "shapes.feature", firstId: 41, idOffset: 1_000)
    }

    /// Filled texts are written run by run, each escaped on its own: quotes,
    /// backslashes, tabs, newlines and control characters in the values and
    /// around the placeholders, at either end and next to each other.
    func testFilledTextsThatNeedEscapingAreWrittenAsTheirBuiltPickles() {
        // As written in the table: `\\` is a backslash and `\n` a newline there.
        let cells = ["say \"hi\"", "back\\\\slash", "tab\there", "\u{01}ctl", "", "é\u{7F}\"", "line\\nbreak", "plain"]
        let rows = cells.indices.map { "      | \(cells[$0]) | \(cells[($0 + 3) % cells.count]) |" }
        checkBothWays("""
            Feature: escapes
              Scenario Outline: "<a>"<b>\\<a>\t<b>x
                Given <a>
                When "<a>" and \\<b>\\ and <a><b>
                Then <missing> stays "as it is"

                Examples:
                  | a | b |
            \(rows.joined(separator: "\n"))
            """, uri: "escapes.feature", firstId: 3, idOffset: 12)
    }

    /// The Background steps in force are written once and copied: each rule's
    /// must replace the one before, even when they look alike (same count,
    /// same texts), and a rule without one goes back to the feature's.
    func testEachRulesBackgroundIsWrittenAsItsBuiltPickles() {
        checkBothWays("""
            Feature: backgrounds
              Background:
                Given the app is launched

              Scenario: the feature's background
                Then it runs

              Rule: one
                Background:
                  Given I am logged in

                Scenario: one's background
                  Then it runs

              Rule: two
                Background:
                  Given I am logged in

                Scenario: two's background, alike but not the same
                  Then it runs

              Rule: three

                Scenario: the feature's background again
                  Then it runs
            """, uri: "backgrounds.feature", firstId: 5, idOffset: 20)
    }
}
