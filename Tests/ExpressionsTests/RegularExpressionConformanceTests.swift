import Expressions
import Foundation
import XCTest

/// Every case of the reference's testdata for regular-expression step definitions.
final class RegularExpressionConformanceTests: XCTestCase {
    func testMatchingGivesTheReferenceArgumentsIncludingUnmatchedOptionalGroups() throws {
        let cases = try ConformanceCase.load("regular-expression/matching")
        XCTAssertFalse(cases.isEmpty)
        for testCase in cases {
            let expression = try RegularExpression(testCase.expression)
            let expected = try XCTUnwrap(testCase.fields["expected_args"] as? [Any], testCase.name)
            let arguments = try XCTUnwrap(expression.match(testCase.text ?? ""), testCase.name)
            XCTAssertEqual(arguments.count, expected.count, testCase.name)
            for (argument, wanted) in zip(arguments, expected) {
                let value = try argument.value()
                XCTAssertTrue(conformanceValue(value, equals: wanted), "\(testCase.name): \(describe(value)) is not \(wanted)")
            }
        }
    }
}
