import Expressions
import LinkSpecPlatform
import TestSupport
import XCTest

/// Hostile expressions and step texts end in a clear error or a result, never a trap or a hang.
final class RobustnessTests: XCTestCase {
    func testDeeplyNestedOptionalsAreAnErrorNotAStackOverflow() {
        let expression = String(repeating: "(", count: 100_000) + "a" + String(repeating: ")", count: 100_000)
        XCTAssertThrowsError(try CucumberExpression(expression)) { error in
            XCTAssertEqual((error as? CucumberExpressionError)?.column, 65)
        }
        // Shallow nesting keeps the reference's message.
        XCTAssertThrowsError(try CucumberExpression("((a))")) { error in
            XCTAssertTrue("\(error)".contains("An optional may not contain an other optional"), "\(error)")
        }
    }

    func testUndefinedParameterTypeNamesTheType() {
        XCTAssertThrowsError(try CucumberExpression("I pick {colour}")) { error in
            XCTAssertTrue("\(error)".contains("Undefined parameter type 'colour'"), "\(error)")
        }
    }

    func testRandomExpressionsNeverTrap() {
        var generator = SeededGenerator(seed: 42)
        let alphabet: [Character] = Array("ab {}()/\\\\ int string word 1.5'\"😀")
        var compiled = 0
        for _ in 0..<3_000 {
            let length = Int.random(in: 0..<16, using: &generator)
            let expression = String((0..<length).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
            guard let parsed = try? CucumberExpression(expression) else { continue }
            compiled += 1
            _ = parsed.match(expression)
            _ = parsed.match("a 1 'b' ab")
        }
        XCTAssertGreaterThan(compiled, 100)
    }

    func testSnippetForAVeryLongStepStaysBounded() {
        let text = (0..<300).map { "\($0)" }.joined(separator: " ")
        let expressions = CucumberExpressionGenerator().generate(from: text)
        XCTAssertEqual(expressions.count, 256)
        XCTAssertEqual(expressions[0].parameterTypes.count, 300)
        XCTAssertEqual(expressions[0].parameterNames.last, "int300")
    }

    func testInvalidRegularExpressionIsAnError() {
        for pattern in ["(", "[a-", "a{2,1}", "(?<name", "\\"] {
            XCTAssertThrowsError(try RegularExpression(pattern), pattern)
        }
    }

    func testCustomTypeWithNestedAndNamedGroupsPassesItsGroups() throws {
        var registry = ParameterTypeRegistry()
        try registry.define(ExpressionParameterType("link", regularExpressions: [#"(?<scheme>[a-z]+)://(?:www\.)?([^/\s]+)(/\S*)?"#]) { groups in
            groups.map { $0 ?? "-" }.joined(separator: "|")
        })
        let expression = try CucumberExpression("I open {link}( now)", parameterTypes: registry)
        XCTAssertEqual(try expression.match("I open myapp://chat now")?.first?.value(as: String.self), "myapp|chat|-")
        XCTAssertEqual(try expression.match("I open https://www.x.org/a/b")?.first?.value(as: String.self), "https|x.org|/a/b")
    }
}
