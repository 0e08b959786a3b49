import Expressions
import XCTest

final class SnippetTests: XCTestCase {
    private func generated(_ text: String, _ registry: ParameterTypeRegistry = .init()) -> [String] {
        CucumberExpressionGenerator(parameterTypes: registry).generate(from: text).map(\.source)
    }

    func testNumbersBecomeIntAndFloat() {
        XCTAssertEqual(generated("I have 2 cucumbers and 1.5 tomato").first, "I have {int} cucumbers and {float} tomato")
        XCTAssertEqual(generated("I have 1.5 cucumbers"), ["I have {float} cucumbers"])
    }

    func testAnIntegerAlsoProposesFloatAfterInt() {
        XCTAssertEqual(generated("I have 5 cukes"), ["I have {int} cukes", "I have {float} cukes"])
    }

    func testQuotedTextBecomesString() {
        XCTAssertEqual(generated(#"the "chat" tab and the 'home' tab"#), ["the {string} tab and the {string} tab"])
    }

    func testPlainTextStaysAndSyntaxIsEscaped() {
        XCTAssertEqual(generated("hello"), ["hello"])
        XCTAssertEqual(generated("open (settings) or {x} via a/b"), [#"open \(settings) or \{x} via a\/b"#])
    }

    func testNumbersInsideWordsAreNotParameters() {
        XCTAssertEqual(generated("I open tab2 and a11y"), ["I open tab2 and a11y"])
    }

    func testRepeatedTypesGetNumberedParameterNames() throws {
        let first = try XCTUnwrap(CucumberExpressionGenerator().generate(from: #"I move "a" to "b" 3 times"#).first)
        XCTAssertEqual(first.source, "I move {string} to {string} {int} times")
        XCTAssertEqual(first.parameterNames, ["string", "string2", "int"])
    }

    func testCustomSnippetTypesAreOffered() throws {
        var registry = ParameterTypeRegistry()
        try registry.define(ExpressionParameterType("airport", regularExpressions: ["[A-Z]{3}"], transform: { $0 }))
        try registry.define(ExpressionParameterType("code", regularExpressions: ["[A-Z]{3}"], useForSnippets: false, transform: { $0 }))
        XCTAssertEqual(generated("I fly to CDG", registry), ["I fly to {airport}"])
    }

    func testSnippetTextIsPasteableSwiftOnePerProposal() {
        let steps = StepRegistry<Int>()
        let snippets = steps.snippet(for: "I have 5 cukes", kind: .outcome, attachment: .dataTable).separated()
        XCTAssertEqual(snippets.map { $0.text() }, ["""
            library.then("I have {int} cukes") { (world, int: Int, dataTable: DataTable) in
                try pending()
            }
            """, """
            library.then("I have {float} cukes") { (world, float: Double, dataTable: DataTable) in
                try pending()
            }
            """])
    }

    func testSnippetWithoutParametersAndWithEscapesUsesARawLiteral() {
        let snippet = StepRegistry<Int>().snippet(for: "I open (settings)", kind: .action)
        XCTAssertEqual(snippet.text().split(separator: "\n").first, ##"library.when(#"I open \(settings)"#) { world in"##)
        let docString = StepRegistry<Int>().snippet(for: "a note", kind: .unknown, attachment: .docString)
        XCTAssertEqual(docString.text().split(separator: "\n").first,
                       #"library.step("a note") { (world, docString: DocString) in"#)
    }
}
