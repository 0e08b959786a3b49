import Foundation
import XCTest
@testable import Gherkin
import TestSupport

/// `PickleCompiler.idCount` must say exactly how many ids `compile` takes:
/// `linkspec gherkin` reserves that many and parses the next file with the
/// ids after them, so one off would shift every later id.
final class PickleIdCountTests: XCTestCase {
    /// Compiles `text` after parsing it from id 0; checks that the count
    /// matches the ids compile took and returns the count.
    @discardableResult
    private func checkCount(_ text: String, uri: String = "a.feature",
                            file: StaticString = #filePath, line: UInt = #line) -> Int {
        let source = Source(uri: uri, data: text, mediaType: uri.hasSuffix(".md") ? .markdown : .plain)
        var ids = IdGenerator()
        guard let document = GherkinParser.parse(source, ids: &ids).document else { return -1 }
        var reserved = ids
        let count = PickleCompiler.idCount(document)
        reserved.skip(count)
        _ = PickleCompiler.compile(document, source: source, ids: &ids)
        XCTAssertEqual(ids.next(), reserved.next(), "the ids after the pickles of \(uri)", file: file, line: line)
        return count
    }

    func testEveryGoodConformanceFileIsCountedExactly() throws {
        let folder = try SharedConformance.directory("gherkin/testdata/good")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".feature") || $0.hasSuffix(".md") }.sorted()
        XCTAssertGreaterThan(names.count, 40)
        for name in names {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            checkCount(String(decoding: data, as: UTF8.self), uri: name)
        }
    }

    func testTheCornersOfTheCount() {
        // No feature: nothing.
        XCTAssertEqual(checkCount("# only a comment\n"), 0)
        // A background alone makes no pickle.
        XCTAssertEqual(checkCount("Feature: F\n  Background:\n    Given a\n"), 0)
        // A scenario without steps gets no background steps: just the pickle.
        XCTAssertEqual(checkCount("Feature: F\n  Background:\n    Given a\n  Scenario: s\n"), 1)
        // Two background steps and one of its own, plus the pickle.
        XCTAssertEqual(checkCount("Feature: F\n  Background:\n    Given a\n    And b\n  Scenario: s\n    When c\n"), 4)
        // Examples without a table, or with a header only, make no pickle.
        XCTAssertEqual(checkCount("""
        Feature: F
          Scenario Outline: o
            Given <x>
            Examples: none
            Examples: header only
              | x |
            Examples: two rows
              | x |
              | 1 |
              | 2 |

        """), 4)
        // A rule's background adds to the feature's. (A scenario after a rule
        // belongs to the rule, whatever its indentation.)
        XCTAssertEqual(checkCount("""
        Feature: F
          Background:
            Given a
          Rule: r
            Background:
              Given b
            Scenario: in the rule
              When c
          Scenario: also in the rule
            When d

        """), 4 + 4)
        XCTAssertEqual(checkCount("""
        Feature: F
          Background:
            Given a
          Scenario: before the rule
            When d
          Rule: r
            Background:
              Given b
            Scenario: in the rule
              When c

        """), 3 + 4)
    }

    func testSkippingIsCountingOn() {
        var counted = IdGenerator(startingAt: 95)
        var skipped = counted
        for _ in 0..<7 { _ = counted.next() }
        skipped.skip(7)
        XCTAssertEqual(skipped.next(), "102")
        XCTAssertEqual(counted.next(), "102")
        var unmoved = IdGenerator(startingAt: 9)
        unmoved.skip(0)
        XCTAssertEqual(unmoved.next(), "9")
        var fromZero = IdGenerator()
        fromZero.skip(1_000)
        XCTAssertEqual(fromZero.next(), "1000")
    }
}
