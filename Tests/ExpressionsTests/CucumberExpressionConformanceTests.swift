@testable import Expressions
import Foundation
import XCTest

/// Every case of the reference's testdata for Cucumber Expressions.
final class CucumberExpressionConformanceTests: XCTestCase {
    func testTokenizerProducesTheReferenceTokensAndErrors() throws {
        let cases = try ConformanceCase.load("cucumber-expression/tokenizer")
        XCTAssertFalse(cases.isEmpty)
        for testCase in cases {
            do {
                let tokens = try CucumberExpressionTokenizer().tokenize(testCase.expression)
                guard let expected = testCase.fields["expected_tokens"] as? [[String: Any]] else {
                    XCTFail("\(testCase.name): tokenized, but the reference expects: \(testCase.exception ?? "?")")
                    continue
                }
                let actual = tokens.map { "\($0.kind.rawValue) \($0.start)..\($0.end) \($0.text.debugDescription)" }
                let wanted = expected.map { token in
                    "\(token["type"] as? String ?? "?") \(token["start"] as? Int ?? -1)..\(token["end"] as? Int ?? -1) \((token["text"] as? String ?? "").debugDescription)"
                }
                XCTAssertEqual(actual, wanted, testCase.name)
            } catch {
                XCTAssertEqual(error.message, testCase.exception, testCase.name)
            }
        }
    }

    func testParserProducesTheReferenceSyntaxTreesAndErrors() throws {
        let cases = try ConformanceCase.load("cucumber-expression/parser")
        XCTAssertFalse(cases.isEmpty)
        for testCase in cases {
            do {
                let tree = try CucumberExpressionParser().parse(testCase.expression)
                guard let expected = testCase.fields["expected_ast"] as? [String: Any] else {
                    XCTFail("\(testCase.name): parsed, but the reference expects: \(testCase.exception ?? "?")")
                    continue
                }
                XCTAssertEqual(render(tree), render(expected), testCase.name)
            } catch {
                XCTAssertEqual(error.message, testCase.exception, testCase.name)
            }
        }
    }

    func testCompilerProducesTheReferenceRegularExpressions() throws {
        let cases = try ConformanceCase.load("cucumber-expression/transformation")
        XCTAssertFalse(cases.isEmpty)
        for testCase in cases {
            let expected = try XCTUnwrap(testCase.fields["expected_regex"] as? String, testCase.name)
            XCTAssertEqual(try CucumberExpression(testCase.expression).regularExpression, expected, testCase.name)
        }
    }

    func testMatchingGivesTheReferenceArgumentsAndErrors() throws {
        let cases = try ConformanceCase.load("cucumber-expression/matching")
        XCTAssertFalse(cases.isEmpty)
        for testCase in cases {
            let expression: CucumberExpression
            do {
                expression = try CucumberExpression(testCase.expression)
            } catch {
                XCTAssertEqual(error.message, testCase.exception, testCase.name)
                continue
            }
            XCTAssertNil(testCase.exception, "\(testCase.name): compiled, but the reference expects an error")
            let arguments = expression.match(testCase.text ?? "")
            guard let expected = testCase.fields["expected_args"] as? [Any] else {
                XCTAssertNil(arguments, "\(testCase.name): matched, but the reference expects no match")
                continue
            }
            guard let arguments else {
                XCTFail("\(testCase.name): no match, expected \(expected)")
                continue
            }
            XCTAssertEqual(arguments.count, expected.count, testCase.name)
            for (argument, wanted) in zip(arguments, expected) {
                let value = try argument.value()
                XCTAssertTrue(conformanceValue(value, equals: wanted), "\(testCase.name): \(describe(value)) is not \(wanted)")
            }
        }
    }

    private func render(_ node: CucumberExpressionNode, depth: Int = 0) -> [String] {
        let token = node.kind == .text ? " \(node.text.debugDescription)" : ""
        return ["\(String(repeating: "  ", count: depth))\(node.kind.rawValue) \(node.start)..\(node.end)\(token)"]
            + node.nodes.flatMap { render($0, depth: depth + 1) }
    }

    private func render(_ node: [String: Any], depth: Int = 0) -> [String] {
        let type = node["type"] as? String ?? "?"
        let token = type == "TEXT_NODE" ? " \((node["token"] as? String ?? "").debugDescription)" : ""
        let children = node["nodes"] as? [[String: Any]] ?? []
        return ["\(String(repeating: "  ", count: depth))\(type) \(node["start"] as? Int ?? -1)..\(node["end"] as? Int ?? -1)\(token)"]
            + children.flatMap { render($0, depth: depth + 1) }
    }
}
