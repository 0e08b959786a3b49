import CucumberMessages
import Foundation
import Gherkin
import TestSupport
import XCTest

/// `PickleCompiler.idCount` is what compiling takes from the ids, counted
/// without compiling: `linkspec gherkin` numbers the next file's ids from it
/// before it compiles this one's pickles.
final class PickleIdCountTests: XCTestCase {
    private func assertCountMatchesCompiling(_ text: String, _ label: String, pickles expected: Int? = nil,
                                             file: StaticString = #filePath, line: UInt = #line) throws {
        let source = Source(uri: label, data: text, mediaType: label.hasSuffix(".md") ? .markdown : .plain)
        var ids = IdGenerator()
        let document = try XCTUnwrap(GherkinParser.parse(source, ids: &ids).document, label, file: file, line: line)
        let before = ids.nextValue
        let counted = PickleCompiler.idCount(of: document)
        var pickles = 0
        PickleCompiler.compile(document, source: source, ids: &ids) { _ in pickles += 1 }
        XCTAssertEqual(counted, ids.nextValue - before, label, file: file, line: line)
        XCTAssertEqual(PickleCompiler.compile(document, source: source, ids: &ids).count, pickles, label,
                       file: file, line: line)
        if let expected { XCTAssertEqual(pickles, expected, label, file: file, line: line) }
    }

    /// Rules with Backgrounds of their own and without, scenarios without
    /// steps, outlines with blocks without a header or rows.
    func testTheCountIsWhatCompilingTakesForEveryShapeOfFeature() throws {
        try assertCountMatchesCompiling("""
            Feature: f
              Background:
                Given a
              Scenario: no steps
              Scenario: steps
                When b
              Rule: r
                Background:
                  Given c
                  And d
                Scenario: in the rule
                  Then e
                Scenario Outline: o <x>
                  Given <x>
                  Examples: none
                  Examples: header only
                    | x |
                  Examples: two rows
                    | x |
                    | 1 |
                    | 2 |
              Rule: without background
                Scenario: s
                  Given f
            """, "shapes.feature", pickles: 6)
        try assertCountMatchesCompiling("Feature: empty\n", "empty.feature", pickles: 0)
        try assertCountMatchesCompiling("# no feature\n", "nothing.feature", pickles: 0)
    }

    func testTheCountIsWhatCompilingTakesForEveryFileOfTheConformanceSuite() throws {
        let folder = try SharedConformance.directory("gherkin/testdata/good")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".feature") || $0.hasSuffix(".feature.md") }
        XCTAssertGreaterThan(names.count, 50)
        for name in names {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            try assertCountMatchesCompiling(String(decoding: data, as: UTF8.self), name)
        }
    }
}
