import Foundation
import TestSupport
import XCTest

/// The tests' comparison of JSON documents (the Cucumber JSON conformance
/// pairs use it): equal values pass, and every kind of difference is found.
final class JSONComparisonTests: XCTestCase {
    private func differences(_ actual: String, _ expected: String) -> [String] {
        JSONComparison.differences(Data(actual.utf8), Data(expected.utf8))
    }

    func testEqualDocumentsHaveNoDifferences() {
        XCTAssertEqual(differences(#"{"a": [1, true, "x", null], "b": 2.5}"#, #"{"b": 2.5, "a": [1, true, "x", null]}"#), [])
    }

    func testABooleanIsNotANumber() {
        XCTAssertFalse(differences(#"{"a": true}"#, #"{"a": 1}"#).isEmpty)
        XCTAssertFalse(differences(#"[0]"#, #"[false]"#).isEmpty)
    }

    func testValuesKeysAndLengthsDiffer() {
        XCTAssertFalse(differences(#"{"a": 1}"#, #"{"a": 2}"#).isEmpty)
        XCTAssertFalse(differences(#"{"a": 1}"#, #"{"b": 1}"#).isEmpty)
        XCTAssertFalse(differences(#"[1, 2]"#, #"[1]"#).isEmpty)
        XCTAssertFalse(differences(#"{"a": "1"}"#, #"{"a": 1}"#).isEmpty)
    }
}
