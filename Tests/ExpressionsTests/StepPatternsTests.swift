@testable import Expressions
import LinkSpecPlatform
import XCTest

/// The candidate index and the literal filters only save work: matching through
/// them must find exactly what trying every definition would.
final class StepPatternsTests: XCTestCase {
    func testIndexFindsExactlyTheDefinitionsWhosePrefixTheTextStartsWith() {
        let prefixes = ["", "I", "I ", "I have ", "I have", "Ich ", "é", "e\u{301}", "the \"", "the", "😀 x", "the app"]
        var index = CandidateIndex()
        for (id, prefix) in prefixes.enumerated() { index.insert(id, literalPrefix: prefix) }
        let texts = ["", "I", "I have 3 cukes", "Ich habe", "éa", "e\u{301}", "e", "the \"chat\" tab", "the app is launched",
                     "😀 xy", "😀", "theapp", "x"]
        for text in texts {
            let found = _UnsafeBytes.withBytes(of: text) { index.candidates(for: $0) }
            let expected = prefixes.indices.filter { text.utf8.starts(with: prefixes[$0].utf8) }
            XCTAssertEqual(found, expected, text)
        }
    }

    func testMatchingThroughTheIndexEqualsTryingEveryDefinition() throws {
        var registry = ParameterTypeRegistry()
        try registry.define(ExpressionParameterType("colour", regularExpressions: ["red|blue"], transform: { $0 }))
        let definitions: [(StepKeyword, String, isRegex: Bool)] = [
            (.given, "the {string} tab is selected", false),
            (.then, "the {string} tab is selected", false),
            (.any, "the {string} screen is displayed", false),
            (.then, "the {string} screen is displayed with {word} {string}", false),
            (.any, "I have {int} cuke(s)", false),
            (.when, "I have {float} cukes", false),
            (.any, #"^I have (\d+) (cukes|gherkins)$"#, true),
            (.any, "{word} is {colour}", false),
            (.any, "{} happens", false),
            (.given, "the app is launched", false),
            (.any, "the app is launched/started", false),
            (.any, "café {int}", false),
            (.any, #"(.*) happens"#, true),
        ]
        var patterns = StepPatterns()
        var expressions: [(StepKeyword, StepExpression)] = []
        for (keyword, source, isRegex) in definitions {
            let expression: StepExpression = isRegex
                ? .regular(try RegularExpression(source, parameterTypes: registry))
                : .cucumber(try CucumberExpression(source, parameterTypes: registry))
            _ = patterns.add(keyword, expression)
            expressions.append((keyword, expression))
        }
        let texts = [#"the "chat" tab is selected"#, #"the 'x' screen is displayed"#, #"the "P" screen is displayed with id "7""#,
                     "I have 3 cukes", "I have 1 cuke", "I have 1.5 cukes", "I have 3 gherkins", "sky is blue", "sky is green",
                     "it happens", " happens", "the app is launched", "the app is started", "café 3", "cafe\u{301} 3", "", "the"]
        for text in texts {
            for kind in StepKind.allCases {
                let found = patterns.match(text, kind: kind).map { "\($0.id): \($0.arguments.map(\.group))" }
                let expected = expressions.indices.compactMap { id -> String? in
                    guard expressions[id].0.binds(kind), let arguments = expressions[id].1.match(text) else { return nil }
                    return "\(id): \(arguments.map(\.group))"
                }
                XCTAssertEqual(found, expected, "\(text) as \(kind)")
            }
        }
    }
}
