@testable import LinkSpecReports
import XCTest

/// What `merge-junit --expect-from/--expect-count` finds wrong with merged shard
/// reports: missing, repeated and unselected test cases, by name.
final class ShardCompletenessTests: XCTestCase {
    private let one = ReportedTestCase(classname: "Login", name: "One")
    private let two = ReportedTestCase(classname: "Login", name: "Two")
    private let row = ReportedTestCase(classname: "Links", name: "Row <n> - #1.1: Row 1")

    func testCompleteReportsHaveNoProblemWhateverTheirOrder() {
        XCTAssertEqual(ShardCompleteness.problems(found: [row, two, one], expected: .testCases([one, two, row])), [])
        XCTAssertEqual(ShardCompleteness.problems(found: [row, two, one], expected: .count(3)), [])
    }

    func testMissingRepeatedAndUnselectedTestCasesAreListedByName() {
        let other = ReportedTestCase(classname: "Other", name: "Three")
        XCTAssertEqual(ShardCompleteness.problems(found: [one, one, other], expected: .testCases([one, two, row])), [
            #"missing: "Row <n> - #1.1: Row 1" (feature "Links")"#,
            #"missing: "Two" (feature "Login")"#,
            #"2 times: "One" (feature "Login")"#,
            #"not in the selection: "Three" (feature "Other")"#,
        ])
    }

    func testTwoScenariosOfOneNameAreExpectedTwice() {
        XCTAssertEqual(ShardCompleteness.problems(found: [two, two], expected: .testCases([two, two])), [])
        XCTAssertEqual(ShardCompleteness.problems(found: [two], expected: .testCases([two, two])),
                       [#"missing: "Two" (feature "Login") (1 of 2)"#])
        XCTAssertEqual(ShardCompleteness.problems(found: [two, two, two], expected: .testCases([two, two])),
                       [#"3 times: "Two" (feature "Login") (the selection has 2)"#])
    }

    func testACountChecksTheTotalAndNamesRepeatedTestCasesToExplainIt() {
        XCTAssertEqual(ShardCompleteness.problems(found: [one, two], expected: .count(3)),
                       ["expected 3 test cases, the reports hold 2"])
        XCTAssertEqual(ShardCompleteness.problems(found: [one, one, two, two], expected: .count(3)),
                       ["expected 3 test cases, the reports hold 4", #"2 times: "One" (feature "Login")"#, #"2 times: "Two" (feature "Login")"#])
        XCTAssertEqual(ShardCompleteness.problems(found: [], expected: .count(1)), ["expected 1 test case, the reports hold 0"])
        // Two scenarios of one name are no problem when the total is right.
        XCTAssertEqual(ShardCompleteness.problems(found: [one, one, two], expected: .count(3)), [])
    }
}
