import Foundation
import XCTest
import Expressions
import TestSupport

/// Runs every case of `../shared/conformance/tag-expressions/testdata` against the
/// parser, evaluator and printer.
final class TagExpressionsConformanceTests: XCTestCase {
    private struct ParsingCase: Decodable {
        let expression: String
        let formatted: String
    }

    private struct EvaluationCase: Decodable {
        struct Test: Decodable {
            let variables: [String]
            let result: Bool
        }
        let expression: String
        let tests: [Test]
    }

    private struct ErrorCase: Decodable {
        let expression: String
        let error: String
    }

    private func cases<Case: Decodable>(_ file: String, as type: [Case].Type) throws -> [Case] {
        let url = try SharedConformance.directory("tag-expressions/testdata").appendingPathComponent(file)
        let cases = try JSONDecoder().decode(type, from: Data(contentsOf: url))
        XCTAssertFalse(cases.isEmpty, "\(file) holds no cases")
        return cases
    }

    func testEveryExpressionPrintsInTheReferenceForm() throws {
        for testCase in try cases("parsing.json", as: [ParsingCase].self) {
            do {
                let expression = try TagExpression(testCase.expression)
                XCTAssertEqual(expression.description, testCase.formatted, "printing \(testCase.expression.debugDescription)")
            } catch {
                XCTFail("\(testCase.expression.debugDescription) failed to parse: \(error)")
            }
        }
    }

    func testEveryPrintedFormParsesBackToTheSameExpression() throws {
        for testCase in try cases("parsing.json", as: [ParsingCase].self) {
            do {
                let expression = try TagExpression(testCase.expression)
                XCTAssertEqual(try TagExpression(expression.description), expression, "round trip of \(testCase.expression.debugDescription)")
            } catch {
                XCTFail("\(testCase.expression.debugDescription) failed to parse: \(error)")
            }
        }
    }

    func testEveryEvaluationGivesTheReferenceResult() throws {
        for testCase in try cases("evaluations.json", as: [EvaluationCase].self) {
            do {
                let expression = try TagExpression(testCase.expression)
                for test in testCase.tests {
                    XCTAssertEqual(expression.evaluate(test.variables), test.result,
                                   "\(testCase.expression.debugDescription) with \(test.variables)")
                    XCTAssertEqual(expression.evaluate(Set(test.variables)), test.result,
                                   "\(testCase.expression.debugDescription) with the set \(test.variables)")
                }
            } catch {
                XCTFail("\(testCase.expression.debugDescription) failed to parse: \(error)")
            }
        }
    }

    func testEveryBadExpressionFailsWithTheReferenceMessage() throws {
        for testCase in try cases("errors.json", as: [ErrorCase].self) {
            do {
                let expression = try TagExpression(testCase.expression)
                XCTFail("\(testCase.expression.debugDescription) parsed as \(expression.description.debugDescription); expected: \(testCase.error)")
            } catch {
                XCTAssertEqual(error.message, testCase.error)
                XCTAssertEqual(error.localizedDescription, testCase.error)
            }
        }
    }
}
