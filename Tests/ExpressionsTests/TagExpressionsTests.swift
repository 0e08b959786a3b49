import XCTest
import Expressions

final class TagExpressionsTests: XCTestCase {
    private func error(parsing text: String, file: StaticString = #filePath, line: UInt = #line) -> TagExpressionError? {
        do {
            let expression = try TagExpression(text)
            XCTFail("\(text.debugDescription) parsed as \(expression); expected an error", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    func testAndNotSelectsTaggedButNotExcludedPickles() throws {
        let expression = try TagExpression("@a and not @b")
        XCTAssertTrue(expression.evaluate(["@a"]))
        XCTAssertTrue(expression.evaluate(["@a", "@c"]))
        XCTAssertFalse(expression.evaluate(["@a", "@b"]))
        XCTAssertFalse(expression.evaluate(["@b"]))
        XCTAssertFalse(expression.evaluate([String]()))
        XCTAssertFalse(expression.evaluate(Set(["@b", "@a"])))
    }

    func testAndBindsTighterThanOr() throws {
        let expression = try TagExpression("a or b and c")
        XCTAssertTrue(expression.evaluate(["a"]), "read as (a or b) and c")
        XCTAssertFalse(expression.evaluate(["b"]))
        XCTAssertTrue(expression.evaluate(["b", "c"]))
    }

    func testNotBindsTighterThanAnd() throws {
        let expression = try TagExpression("not a and b")
        XCTAssertTrue(expression.evaluate(["b"]))
        XCTAssertFalse(expression.evaluate([String]()), "read as not (a and b)")
    }

    func testNotAppliesToTheWholeParenthesisedGroup() throws {
        let expression = try TagExpression("not (a or b)")
        XCTAssertTrue(expression.evaluate(["c"]))
        XCTAssertFalse(expression.evaluate(["b"]))
    }

    func testEmptyAndBlankExpressionsMatchEverything() throws {
        for text in ["", "   ", "\t\n"] {
            let expression = try TagExpression(text)
            XCTAssertTrue(expression.evaluate([String]()), text.debugDescription)
            XCTAssertTrue(expression.evaluate(["@x"]), text.debugDescription)
            XCTAssertEqual(expression, TagExpression())
            XCTAssertEqual(expression.description, "")
        }
    }

    func testRedundantParenthesesDoNotChangeIdentity() throws {
        XCTAssertEqual(try TagExpression("a and b"), try TagExpression("((a) and (b))"))
        XCTAssertNotEqual(try TagExpression("a and b"), try TagExpression("b and a"))
        XCTAssertEqual(Set([try TagExpression("a or b"), try TagExpression("(a or b)")]).count, 1)
    }

    func testOperatorWordsAreCaseSensitive() throws {
        let expression = try TagExpression("AND")
        XCTAssertTrue(expression.evaluate(["AND"]))
        XCTAssertNotNil(error(parsing: "a AND b"))
    }

    func testEscapedParenthesisAloneIsATagNotPunctuation() throws {
        let expression = try TagExpression("\\( or a")
        XCTAssertTrue(expression.evaluate(["("]))
        XCTAssertFalse(expression.evaluate(["b"]))
        XCTAssertEqual(expression.description, "( \\( or a )")
    }

    func testErrorsPointAtTheOffendingColumn() {
        XCTAssertEqual(error(parsing: "a and or")?.column, 7)
        XCTAssertEqual(error(parsing: "a and")?.column, 6)
        XCTAssertEqual(error(parsing: "a b")?.column, 3)
        XCTAssertEqual(error(parsing: "( a ) )")?.column, 7)
        XCTAssertEqual(error(parsing: "( ( a and b )")?.column, 1)
        XCTAssertEqual(error(parsing: "x or \\y")?.column, 6)
        XCTAssertEqual(error(parsing: "x or \\y")?.problem, .illegalEscape(before: "y"))
    }

    func testTrailingBackslashIsRejectedRatherThanDropped() {
        let failure = error(parsing: "x\\")
        XCTAssertEqual(failure?.problem, .escapeAtEnd)
        XCTAssertEqual(failure?.column, 2)
        XCTAssertEqual(failure?.message, "Tag expression \"x\\\" could not be parsed because of syntax error: Illegal escape at end of expression.")
    }

    func testEvaluationAgreesOnBothSidesOfTheSixtyFourNodeBoundary() throws {
        // `not` repeated k times over `a` has k + 1 nodes: 63, 64, 65 and 66 straddle
        // the one-word evaluator and the array evaluator.
        for count in 62...65 {
            let expression = try TagExpression(String(repeating: "not ", count: count) + "a")
            XCTAssertEqual(expression.evaluate(["a"]), count.isMultiple(of: 2), "\(count) nots with a")
            XCTAssertEqual(expression.evaluate(["b"]), !count.isMultiple(of: 2), "\(count) nots without a")
        }
        // 32 and 33 tags joined by `or` give 63 and 65 nodes; only the last tag is present.
        for count in [32, 33] {
            let names = (1...count).map { "@t\($0)" }
            let expression = try TagExpression(names.joined(separator: " or "))
            XCTAssertTrue(expression.evaluate([names[count - 1]]))
            XCTAssertFalse(expression.evaluate(["@other"]))
        }
    }

    func testEvaluationCanAskTheCallerWhichTagsArePresent() throws {
        let expression = try TagExpression("@deeplink and not @wip")
        var asked: [String] = []
        XCTAssertTrue(expression.evaluate(where: { asked.append($0); return $0 == "@deeplink" }))
        XCTAssertEqual(asked, ["@deeplink", "@wip"])
    }

    func testTenThousandNestedParenthesesDoNotOverflowTheStack() throws {
        let depth = 10_000
        let text = String(repeating: "(", count: depth) + "a" + String(repeating: ")", count: depth)
        let expression = try TagExpression(text)
        XCTAssertTrue(expression.evaluate(["a"]))
        XCTAssertFalse(expression.evaluate(["b"]))
        XCTAssertEqual(expression.description, "a")
    }

    func testTenThousandNestedNotsDoNotOverflowTheStack() throws {
        let depth = 10_001
        let expression = try TagExpression(String(repeating: "not ", count: depth) + "a")
        XCTAssertFalse(expression.evaluate(["a"]), "an odd number of nots negates")
        XCTAssertTrue(expression.evaluate(["b"]))
        let printed = expression.description
        XCTAssertEqual(try TagExpression(printed), expression)
        XCTAssertTrue(printed.hasPrefix("not ( not ( "))
    }

    func testDeeplyNestedBinaryGroupsDoNotOverflowTheStack() throws {
        let depth = 10_000
        let text = String(repeating: "not (x and ", count: depth) + "a" + String(repeating: ")", count: depth)
        let expression = try TagExpression(text)
        XCTAssertTrue(expression.evaluate(["a"]), "x missing: the innermost and is false, and each not flips it back")
        XCTAssertEqual(try TagExpression(expression.description), expression)
    }

    func testUnbalancedDeepNestingFailsCleanly() {
        let depth = 10_000
        let failure = error(parsing: String(repeating: "(", count: depth) + "a")
        XCTAssertEqual(failure?.problem, .unmatchedOpeningParenthesis)
        XCTAssertEqual(failure?.column, depth)
    }
}
