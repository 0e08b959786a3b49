import Expressions
import XCTest

final class ParameterTypeRegistryTests: XCTestCase {
    private let capitalisedWord = #"[A-Z]+\w+"#

    private func word(_ name: String, preferred: Bool = false) throws -> ExpressionParameterType {
        try ExpressionParameterType(name, regularExpressions: [capitalisedWord], preferForRegularExpressionMatch: preferred, transform: { $0 })
    }

    func testNamesWithExpressionSyntaxAreRejected() {
        for name in ["(string)", "{x}", "a/b", "a\\"] {
            XCTAssertThrowsError(try ExpressionParameterType(name, regularExpressions: [".*"], transform: { $0 }), name) { error in
                XCTAssertEqual("\(error)", "Illegal character in parameter name {\(name)}. Parameter names may not contain '{', '}', '(', ')', '\\' or '/'")
            }
        }
        XCTAssertNoThrow(try ExpressionParameterType("flight-code", regularExpressions: [".*"], transform: { $0 }))
    }

    func testDuplicateNamesAreRejected() throws {
        var registry = ParameterTypeRegistry()
        XCTAssertThrowsError(try registry.define(ExpressionParameterType("int", regularExpressions: ["x"], transform: { $0 }))) { error in
            XCTAssertEqual("\(error)", "There is already a parameter type with name int")
        }
        XCTAssertThrowsError(try registry.define(ExpressionParameterType("", regularExpressions: ["x"], transform: { $0 }))) { error in
            XCTAssertEqual("\(error)", "The anonymous parameter type has already been defined")
        }
    }

    func testOnlyOnePreferentialTypePerRegularExpression() throws {
        var registry = ParameterTypeRegistry()
        try registry.define(word("name", preferred: true))
        try registry.define(word("person"))
        XCTAssertThrowsError(try registry.define(word("place", preferred: true))) { error in
            XCTAssertEqual("\(error)", #"There can only be one preferential parameter type per regexp. The regexp /[A-Z]+\w+/ is used for two preferential parameter types, {name} and {place}"#)
        }
        XCTAssertEqual(registry.parameterTypes(forRegularExpression: capitalisedWord).map(\.name), ["name", "person"])
    }

    func testPreferentialTypeWinsARegexGroup() throws {
        var registry = ParameterTypeRegistry()
        try registry.define(word("person"))
        try registry.define(word("name", preferred: true))
        let expression = try RegularExpression(#"^([A-Z]+\w+) and ([A-Z]+\w+)$"#, parameterTypes: registry)
        XCTAssertEqual(expression.parameterTypes.map(\.name), ["name", "name"])
        XCTAssertEqual(expression.match("Lisa and Bob")?.map(\.group.value), ["Lisa", "Bob"])
    }

    func testAmbiguousRegexGroupExplainsTheChoices() throws {
        var registry = ParameterTypeRegistry()
        for name in ["name", "person", "place"] { try registry.define(word(name)) }
        XCTAssertThrowsError(try RegularExpression(#"([A-Z]+\w+) and ([A-Z]+\w+)"#, parameterTypes: registry)) { error in
            XCTAssertEqual("\(error)", #"""
                Your Regular Expression /([A-Z]+\w+) and ([A-Z]+\w+)/
                matches multiple parameter types with regexp /[A-Z]+\w+/:
                   {name}
                   {person}
                   {place}

                I couldn't decide which one to use. You have two options:

                1) Use a Cucumber Expression instead of a Regular Expression. Try one of these:
                   {name} and {name}
                   {name} and {person}
                   {name} and {place}
                   {person} and {name}
                   {person} and {person}
                   {person} and {place}
                   {place} and {name}
                   {place} and {person}
                   {place} and {place}

                2) Make one of the parameter types preferential and continue to use a Regular Expression.

                """#)
        }
    }

    func testCustomTypeWithSeveralExpressionsMatchesAnyOfThem() throws {
        var registry = ParameterTypeRegistry()
        try registry.define(ExpressionParameterType("colour", regularExpressions: ["red|blue", "gr[ae]y"]) { $0.uppercased() })
        let expression = try CucumberExpression("a {colour} ball", parameterTypes: registry)
        XCTAssertEqual(expression.regularExpression, "^a ((?:red|blue)|(?:gr[ae]y)) ball$")
        XCTAssertEqual(try expression.match("a grey ball")?.first?.value(as: String.self), "GREY")
        XCTAssertNil(expression.match("a green ball"))
    }

    func testEmptyExpressionListIsRejected() {
        XCTAssertThrowsError(try ExpressionParameterType("nothing", regularExpressions: [], transform: { (text: String) in text }))
    }
}
