import Expressions
import XCTest

struct Flight: Sendable, Equatable {
    var from: String
    var to: String
}

final class StepRegistryTests: XCTestCase {
    private func location(_ line: Int) -> SourceLocation { SourceLocation(file: "Steps/Tabs.swift", line: line) }

    func testGivenAndThenWithOneTextBindByStepKind() throws {
        var steps = StepRegistry<String>()
        try steps.define(.given, "the {string} tab is selected", at: location(10), body: "select")
        try steps.define(.then, "the {string} tab is selected", at: location(20), body: "assert")
        let text = #"the "chat" tab is selected"#

        guard case .matched(let arrange) = steps.match(text, kind: .context) else { return XCTFail("context step not bound") }
        XCTAssertEqual(arrange.definition.body, "select")
        XCTAssertEqual(try arrange.arguments[0].value(as: String.self), "chat")

        guard case .matched(let assert) = steps.match(text, kind: .outcome) else { return XCTFail("outcome step not bound") }
        XCTAssertEqual(assert.definition.body, "assert")
        XCTAssertEqual(assert.definition.location, location(20))

        guard case .undefined = steps.match(text, kind: .action) else { return XCTFail("an action must not bind Given/Then definitions") }
    }

    func testStarStepSeesEveryKeywordAndIsAmbiguousWithBoth() throws {
        var steps = StepRegistry<String>()
        try steps.define(.given, "the {string} tab is selected", at: location(10), body: "select")
        try steps.define(.then, "the {string} tab is selected", at: location(20), body: "assert")
        guard case .ambiguous(let candidates) = steps.match(#"the "chat" tab is selected"#, kind: .unknown) else {
            return XCTFail("a * step should see both definitions")
        }
        XCTAssertEqual(candidates.map(\.definition.location), [location(10), location(20)])
    }

    func testAnyKeywordDefinitionBindsEveryKind() throws {
        var steps = StepRegistry<Int>()
        try steps.define(.any, "I wait {int} second(s)", at: location(5), body: 1)
        for kind in StepKind.allCases {
            guard case .matched(let binding) = steps.match("I wait 3 seconds", kind: kind) else { return XCTFail("\(kind) not bound") }
            XCTAssertEqual(try binding.arguments[0].value(as: Int.self), 3)
        }
    }

    func testAmbiguousStepListsEveryCandidateWithItsLocation() throws {
        var steps = StepRegistry<String>()
        try steps.define(.any, "I have {int} cukes", at: location(1), body: "a")
        try steps.define(.given, regularExpression: #"^I have (\d+) cukes$"#, at: location(2), body: "b")
        try steps.define(.any, "I have {word} cukes", at: location(3), body: "c")
        guard case .ambiguous(let candidates) = steps.match("I have 7 cukes", kind: .context) else { return XCTFail("not ambiguous") }
        XCTAssertEqual(candidates.map(\.definition.body), ["a", "b", "c"])
        XCTAssertEqual(candidates.map(\.definition.location), [location(1), location(2), location(3)])
    }

    func testUndefinedStepOffersASnippet() throws {
        var steps = StepRegistry<String>()
        try steps.define(.given, "something else", at: location(1), body: "x")
        let text = "I have 2 cucumbers and 1.5 tomato"
        guard case .undefined = steps.match(text, kind: .context) else { return XCTFail("should be undefined") }
        let snippet = steps.snippet(for: text, kind: .context)
        XCTAssertEqual(snippet.expression, "I have {int} cucumbers and {float} tomato")
        XCTAssertTrue(snippet.text().hasPrefix(#"library.given("I have {int} cucumbers and {float} tomato") { (world, int: Int, float: Double) in"#), snippet.text())
    }

    func testTypedArgumentsReachTheBodyThroughACustomParameterType() throws {
        var steps = StepRegistry<@Sendable ([Argument]) throws -> String>()
        try steps.defineParameterType(ExpressionParameterType("flight", regularExpressions: ["([A-Z]{3})-([A-Z]{3})"]) { groups in
            Flight(from: groups[0] ?? "", to: groups[1] ?? "")
        })
        try steps.define(.given, "{flight} has {int} passengers and costs {float}", at: location(30)) { arguments in
            let flight = try arguments[0].value(as: Flight.self)
            let passengers = try arguments[1].value(as: Int.self)
            let price = try arguments[2].value(as: Double.self)
            return "\(flight.from)→\(flight.to) \(passengers + 1) \(price * 2)"
        }
        guard case .matched(let binding) = steps.match("LHR-CDG has 41 passengers and costs 9.5", kind: .context) else {
            return XCTFail("not bound")
        }
        XCTAssertEqual(try binding.definition.body(binding.arguments), "LHR→CDG 42 19.0")
        XCTAssertEqual(binding.arguments.map(\.parameterTypeName), ["flight", "int", "float"])
        XCTAssertEqual(binding.arguments[0].group.start, 0)
        XCTAssertEqual(binding.arguments[0].group.children.map(\.value), ["LHR", "CDG"])
        XCTAssertEqual(binding.arguments[1].group.start, 12)
    }

    func testIntegerOverflowIsAConversionErrorNotACrash() throws {
        var steps = StepRegistry<String>()
        try steps.define(.when, "I buy {int} apples", at: location(1), body: "")
        try steps.define(.when, "I buy {byte} pears", at: location(2), body: "")
        guard case .matched(let apples) = steps.match("I buy 99999999999999999999 apples", kind: .action),
              case .matched(let pears) = steps.match("I buy 300 pears", kind: .action) else { return XCTFail("not bound") }
        XCTAssertThrowsError(try apples.arguments[0].value()) { error in
            XCTAssertEqual("\(error)", #"Cannot convert "99999999999999999999" to {int}: out of range for Int (-9223372036854775808...9223372036854775807)"#)
        }
        XCTAssertThrowsError(try pears.arguments[0].value()) { error in
            XCTAssertEqual("\(error)", #"Cannot convert "300" to {byte}: out of range for Int8 (-128...127)"#)
        }
    }

    func testAThrowingCustomTransformerBecomesAConversionError() throws {
        struct NoSuchScreen: Error, CustomStringConvertible { var description: String { "no screen named moon" } }
        var types = ParameterTypeRegistry()
        try types.define(ExpressionParameterType("screen", regularExpressions: ["[a-z]+"]) { (name: String) throws -> String in
            throw NoSuchScreen()
        })
        let expression = try CucumberExpression("I open {screen}", parameterTypes: types)
        let argument = try XCTUnwrap(expression.match("I open moon")?.first)
        XCTAssertThrowsError(try argument.value()) { error in
            XCTAssertEqual("\(error)", #"Cannot convert "moon" to {screen}: no screen named moon"#)
        }
    }

    func testAskingForTheWrongSwiftTypeIsAnErrorNamingBoth() throws {
        let argument = try XCTUnwrap(CucumberExpression("{int}").match("4")?.first)
        XCTAssertThrowsError(try argument.value(as: String.self)) { error in
            XCTAssertTrue("\(error)".contains("expects String but the argument is Int"), "\(error)")
        }
    }

    func testBuiltInTypesGiveTheirSwiftTypes() throws {
        func value(_ expression: String, _ text: String) throws -> (any Sendable)? {
            try XCTUnwrap(CucumberExpression(expression).match(text)?.first, "\(expression) vs \(text)").value()
        }
        XCTAssertTrue(try value("{int}", "-5") is Int)
        XCTAssertTrue(try value("{float}", "1.5") is Double)
        XCTAssertTrue(try value("{double}", "1.5") is Double)
        XCTAssertTrue(try value("{byte}", "5") is Int8)
        XCTAssertTrue(try value("{short}", "5") is Int16)
        XCTAssertTrue(try value("{long}", "5") is Int64)
        XCTAssertEqual(try value("{biginteger}", "-0012") as? BigInteger, BigInteger("-12"))
        XCTAssertEqual((try value("{bigdecimal}", "+1.50") as? BigDecimal)?.description, "1.50")
        XCTAssertEqual(try value("{string}", #"'it\'s'"#) as? String, "it's")
        XCTAssertEqual(try value("{word}", "héllo") as? String, "héllo")
    }

    func testBadExpressionIsReportedAtTheDefinitionsLocation() {
        var steps = StepRegistry<String>()
        XCTAssertThrowsError(try steps.define(.given, "I have {color} cukes", at: location(44), body: "")) { error in
            XCTAssertEqual("\(error)", """
                Steps/Tabs.swift:44: This Cucumber Expression has a problem at column 8:

                I have {color} cukes
                       ^-----^
                Undefined parameter type 'color'.
                Please register a ParameterType for 'color'
                """)
        }
        XCTAssertThrowsError(try steps.define(.given, regularExpression: "I have (", at: location(45), body: "")) { error in
            XCTAssertTrue("\(error)".hasPrefix("Steps/Tabs.swift:45: Invalid regular expression /^(?:I have ()$/"), "\(error)")
        }
        XCTAssertTrue(steps.definitions.isEmpty)
    }

    func testRegularExpressionsMustMatchTheWholeStep() throws {
        var steps = StepRegistry<String>()
        try steps.define(.any, regularExpression: "I have (\\d+) cukes", at: location(1), body: "")
        try steps.define(.any, regularExpression: "a|ab", at: location(2), body: "alternation")
        guard case .undefined = steps.match("so I have 3 cukes today", kind: .context) else { return XCTFail("partial match bound") }
        guard case .matched(let binding) = steps.match("I have 3 cukes", kind: .context) else { return XCTFail("not bound") }
        XCTAssertEqual(try binding.arguments[0].value(as: Int.self), 3)
        XCTAssertEqual(binding.arguments[0].parameterTypeName, "int")
        guard case .matched(let alternation) = steps.match("ab", kind: .context) else { return XCTFail("top-level alternation must match in full") }
        XCTAssertEqual(alternation.definition.body, "alternation")
    }

    func testUnclaimedRegexGroupsAreTextWithoutATypeName() throws {
        let argument = try XCTUnwrap(RegularExpression("^I am (\\w+)$").match("I am Ann")?.first)
        XCTAssertNil(argument.parameterTypeName)
        XCTAssertEqual(try argument.value(as: String.self), "Ann")
    }

    /// The literal-prefix filter must never drop a definition the regex would match.
    func testPrefilterAgreesWithTryingEveryDefinition() throws {
        let patterns = [
            "I have {int} cukes", "I have {int} cuke(s) in my belly/stomach", "I have {string}", "{int} cukes",
            "I/you have {word} cukes", "I  have {int}  cukes", "I have cukes", "I have", "(I )have {int}",
            "\\(I) have {int}", "I have {}", "I ha{word}", "I have {int} cukes\\/day", "😀 have {int}",
        ]
        let regexes = [#"^I have (\d+) cukes$"#, #"I hav?e (\d+) cukes"#, #"(?i)i have (\d+) cukes"#, #"^I\ have\ (.*)$"#,
                       #"I have|you have (\d+)"#, #"^I h[a]ve (\d+) cukes$"#, #"I have \d+ cuke(s)?"#]
        var steps = StepRegistry<Int>()
        for (index, pattern) in patterns.enumerated() { try steps.define(.any, pattern, at: location(index), body: index) }
        for (index, pattern) in regexes.enumerated() { try steps.define(.any, regularExpression: pattern, at: location(100 + index), body: 100 + index) }
        let texts = ["I have 3 cukes", "I have 1 cuke in my stomach", #"I have "many""#, "3 cukes", "you have many cukes",
                     "I  have 3  cukes", "I have cukes", "I have", "have 4", "(I) have 4", "I have anything at all",
                     "I hallo", "I have 2 cukes/day", "😀 have 1", "i HAVE 5 cukes", "I have 4 cuke", "I hve 5 cukes", "you have 9", ""]
        for text in texts {
            let bruteForce = steps.definitions.filter { $0.expression.match(text) != nil }.map(\.body)
            let found: [Int]
            switch steps.match(text, kind: .unknown) {
            case .matched(let binding): found = [binding.definition.body]
            case .ambiguous(let bindings): found = bindings.map(\.definition.body)
            case .undefined: found = []
            }
            XCTAssertEqual(found, bruteForce, text)
        }
    }
}
