@testable import Expressions
import Foundation
import LinkSpecPlatform
import TestSupport
import XCTest

/// The native matcher against the regular expression it stands in for: on every
/// text both must give the same answer (match or not, every group's value and
/// UTF-16 offset, nested groups included), or the native one must step aside.
final class NativeMatchingTests: XCTestCase {
    /// The reference's matching cases, each text tried against each expression.
    func testAgreesWithTheRegularExpressionOnTheReferenceCases() throws {
        let cases = try ConformanceCase.load("cucumber-expression/matching")
        let expressions = cases.compactMap { try? CucumberExpression($0.expression) }
        let texts = cases.compactMap(\.text)
        var nativeExpressions = 0
        var nativeMatches = 0
        for expression in expressions where expression.native != nil {
            nativeExpressions += 1
            for text in texts {
                if case .matched = try XCTUnwrap(expression.native).match(text) { nativeMatches += 1 }
                assertAgreement(expression, text)
            }
        }
        // The suite exercises the native matcher, not only the fallback.
        XCTAssertGreaterThan(nativeExpressions, 50)
        XCTAssertGreaterThan(nativeMatches, 50)
    }

    /// Texts made of the characters the built-in regexes treat specially, around
    /// the literal text of each expression so that many of them do match.
    func testAgreesWithTheRegularExpressionOnGeneratedTexts() throws {
        let pieces = ["1", "23", "0", "-", "+", ".", "E", "e", " ", "  ", "\"", "'", "\\", "a", "b c",
                      "é", "e\u{301}", "😀", "٣", "\u{00A0}", "\u{2003}", "\u{180E}", "\u{200B}", "\u{3000}",
                      "\n", "\r\n", "\u{2028}", "\t", "/", "(", ")", "{", "}"]
        let shapes: [(expression: String, before: [String], after: [String])] = [
            ("{int}", [""], [""]),
            ("{float}", [""], [""]),
            ("{word}", [""], [""]),
            ("{string}", [""], [""]),
            ("{}", [""], [""]),
            ("{biginteger} and {bigdecimal}", [""], [""]),
            ("I have {int} cuke(s)", ["I have ", "I have  "], [" cuke", " cukes", "cukes", ""]),
            ("{int} {int}", ["", "-"], [""]),
            ("{int}{int}", [""], [""]),
            ("{float}{float}", [""], ["", "1"]),
            ("{float} E{int}", [""], [""]),
            ("{float}{}", ["", "1", "-1.5"], ["", "E5", "E-5", ".5"]),
            ("{}{float}", [""], ["", "1", "E5"]),
            ("{float}{word}", [""], [""]),
            ("{int}{}", ["", "-"], [""]),
            ("{float}{int}{}", ["", "1", "1.5"], ["", "E55", "E+5"]),
            ("{word}{}", [""], [""]),
            ("{string}{}", ["\"", "'"], [""]),
            ("{} {}", [""], ["", " "]),
            ("{}{word}", [""], [""]),
            ("{word} {word}", [""], [""]),
            ("{word}é", [""], ["é", "e\u{301}"]),
            ("{string}{string}", ["\"", "'"], ["\"", "'"]),
            ("the {string} screen is displayed with {word} {string}",
             ["the \"", "the '"], ["\" screen is displayed with id \"1\"", "' screen is displayed with id 'x'"]),
            ("a/b(s) {int} c(d)/e", ["a ", "bs ", "b "], [" c", " cd", " e", " ce"]),
            ("{word} x/y", [""], [" x", " y", " xy", "x"]),
            ("\\({int}\\)", ["("], [")"]),
            ("{}(s)", [""], ["", "s"]),
        ]
        var generator = SeededGenerator(seed: 8)
        for shape in shapes {
            let expression = try CucumberExpression(shape.expression)
            XCTAssertNotNil(expression.native, shape.expression)
            for _ in 0..<400 {
                let middle = (0..<Int.random(in: 0...6, using: &generator))
                    .map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
                let text = (shape.before.randomElement(using: &generator) ?? "") + middle
                    + (shape.after.randomElement(using: &generator) ?? "")
                assertAgreement(expression, text)
            }
        }
    }

    /// Hand-picked texts for the edges: escapes at the ends of a string, empty
    /// groups, numbers the float's look-aheads accept or refuse.
    func testAgreesWithTheRegularExpressionOnEdgeCases() throws {
        let cases: [(String, [String])] = [
            ("{string}", [#""""#, "''", #""\"""#, #""a\"b\\""#, #""a\""#, #"'it\'s'"#, #""\é""#, #""""""#, "\"a\\\n\"", #""\😀""#]),
            ("{float}", ["", ".", "1.", ".5", "-.5", "+1E5", "1E+", "1E-5", "1e5", "1.5E", "1.5E5", "-", "1..2", "1.2.3", "٣", "1٣", "x1"]),
            ("{float}x", ["1x", "x", ".x1", "1.x"]),
            // The exponent is tried before the shorter ends, but after the longest mantissa.
            ("{float}{int}{}", ["1E55", "1.5E55", "-1E+55", "12E5"]),
            ("{int}", ["-", "--1", "-0", "007", "99999999999999999999", "1٣", "٣", ""]),
            ("{word}", ["\u{00A0}", "a\u{00A0}", "\u{180E}", "a\u{2003}b", "é"]),
            ("{}", ["", "\n", "a\n", "a\r\n", "\u{85}"]),
            ("x {}", ["x \u{2029}", "x é😀"]),
            ("{string} {int}", ["\"é😀\" 1", "'x' ٣"]),
        ]
        for (source, texts) in cases {
            let expression = try CucumberExpression(source)
            for text in texts { assertAgreement(expression, text) }
        }
    }

    /// Offsets count UTF-16 code units, as Cucumber Messages do: an emoji is two.
    func testOffsetsCountUTF16CodeUnits() throws {
        let arguments = try XCTUnwrap(CucumberExpression("{word} {string} {int}").match("😀é \"a\\\"b\" 7"))
        XCTAssertEqual(arguments.map(\.group.start), [0, 4, 11])
        XCTAssertEqual(arguments[1].group.children.map(\.value), ["a\\\"b", nil])
        XCTAssertEqual(arguments[1].group.children[0].children.map(\.value), ["\\\"b"])
        XCTAssertEqual(arguments[1].group.children[0].children.map(\.start), [6])
    }

    /// `{word}`, `{}` and `{string}` hand on their text without building group
    /// value lists; the values must stay those of the group-list transformers.
    func testBuiltInTextTypesGiveTheirValues() throws {
        let expression = try CucumberExpression("{word} {string} {string} {string}{}")
        let arguments = try XCTUnwrap(expression.match(#"é "a\"b\'c" 'it\'s' ""tail"#))
        XCTAssertEqual(try arguments.map { try $0.value(as: String.self) }, ["é", #"a"b'c"#, "it's", "", "tail"])
        let empty = try XCTUnwrap(try CucumberExpression("x{}").match("x"))
        XCTAssertEqual(try empty[0].value(as: String.self), "")
        // A regular-expression definition whose group is `{string}`'s expression reads the same groups.
        let regex = try RegularExpression(#"^say ("([^"\\]*(\\.[^"\\]*)*)"|'([^'\\]*(\\.[^'\\]*)*)')$"#)
        XCTAssertEqual(regex.parameterTypes.map(\.name), ["string"])
        XCTAssertEqual(try regex.match(#"say 'a\'b'"#)?.first?.value(as: String.self), "a'b")
    }

    /// Custom parameter types have no native form; the engine matches them.
    func testCustomParameterTypesUseTheRegularExpression() throws {
        var registry = ParameterTypeRegistry()
        try registry.define(ExpressionParameterType("colour", regularExpressions: ["re[a-z]|blue"], transform: { $0 }))
        let expression = try CucumberExpression("a {colour} {int}", parameterTypes: registry)
        XCTAssertNil(expression.native)
        XCTAssertEqual(expression.match("a red 3")?.map(\.group.value), ["red", "3"])
    }

    /// A custom type that lists names (`LiteralAlternation`: the app map's
    /// screens) is matched natively, and agrees with the engine: names that
    /// start alike, names with spaces and escaped punctuation, several
    /// regular expressions, no names at all.
    func testListsOfNamesMatchNativelyAndAgreeWithTheEngine() throws {
        let lists: [[String]] = [
            [LiteralAlternation.regex(for: ["Some", "Some Screen", "Home", "Sign Up (new)", "a.b", "é", "e\u{301}"])],
            [LiteralAlternation.regex(for: ["chat"]), LiteralAlternation.regex(for: ["chat room", "profile"])],
            [LiteralAlternation.regex(for: [])],
        ]
        let pieces = ["Some", " Screen", "Home", "Sign Up (new)", "a.b", "axb", "é", "e\u{301}", "chat", " room", "profile",
                      " ", "\"", "x", "\n"]
        var generator = SeededGenerator(seed: 25)
        for (index, regexes) in lists.enumerated() {
            var registry = ParameterTypeRegistry()
            try registry.define(ExpressionParameterType("name", regularExpressions: regexes) { (text: String) in text })
            for source in ["the {name} screen is displayed", "{name}{name}", "{name} {word}", "{name}{}", "{name}"] {
                let expression = try CucumberExpression(source, parameterTypes: registry)
                XCTAssertNotNil(expression.native, "\(source) with list \(index)")
                for _ in 0..<300 {
                    let middle = (0..<Int.random(in: 0...3, using: &generator))
                        .map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
                    let text = source.hasPrefix("the") ? "the \(middle) screen is displayed" : middle
                    assertAgreement(expression, text)
                }
            }
        }
        var registry = ParameterTypeRegistry()
        try registry.define(ExpressionParameterType("screen", regularExpressions: [LiteralAlternation.regex(for: ["Some", "Some Screen"])],
                                                    transform: { $0 }))
        let expression = try CucumberExpression("the {screen} screen is displayed", parameterTypes: registry)
        XCTAssertEqual(expression.match("the Some Screen screen is displayed")?.map(\.group.value), ["Some Screen"])
        XCTAssertEqual(expression.match("the Some screen is displayed")?.map(\.group.value), ["Some"])
        XCTAssertNil(expression.match("the \"Some\" screen is displayed"))
    }

    /// What counts as a list of names: literal text, escaped punctuation and
    /// `|`; anything else of the regex language is the engine's.
    func testListsOfNamesAreLiteralTextOnly() {
        XCTAssertEqual(LiteralAlternation(["red|blue", "a\\.b\\(c\\)"])?.names, ["red", "blue", "a.b(c)"])
        XCTAssertEqual(LiteralAlternation([LiteralAlternation.regex(for: ["x|y", "[z]"])])?.names, ["x|y", "[z]"])
        XCTAssertEqual(LiteralAlternation(["(?!)"])?.names, [])
        for regex in ["re[a-z]", "a.b", "\\d+", "a?", "(a|b)", "^a", "a\\nb", "a\tb"] {
            XCTAssertNil(LiteralAlternation([regex]), regex)
        }
        XCTAssertNil(LiteralAlternation([]))
    }

    /// Texts the native matcher cannot judge go to the engine, with its answer.
    func testUndecidedTextsFallBackToTheEngine() throws {
        let expression = try CucumberExpression("I have {int} cukes")
        let native = try XCTUnwrap(expression.native)
        guard case .undecided = native.match("I have ٣ cukes") else { return XCTFail("an Arabic-Indic digit is the engine's call") }
        guard case .undecided = native.match("I have 3 cukes\n") else { return XCTFail("a line terminator is the engine's call") }
        XCTAssertEqual(expression.match("I have ٣ cukes")?.map(\.group.value), ["٣"])
        guard case .matched = native.match("I have 3 cukes") else { return XCTFail("plain text is native") }
    }

    /// Expressions with a native form compile their regular expression on first
    /// use; threads asking for it at once must all get a working one.
    func testTheDeferredEngineCompilesOnceForConcurrentCallers() throws {
        let expression = try CucumberExpression("I have {int} cukes")
        let results = ThreadSafeCounter()
        DispatchQueue.concurrentPerform(iterations: 16) { _ in
            if expression.matchWithRegularExpression("I have 12 cukes")?.first?.group.value == "12" { results.increment() }
        }
        XCTAssertEqual(results.value, 16)
    }

    private func assertAgreement(_ expression: CucumberExpression, _ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let native = expression.match(text).map(describe)
        let engine = expression.matchWithRegularExpression(text).map(describe)
        XCTAssertEqual(native, engine, "\(expression.source) on \(text.debugDescription)", file: file, line: line)
    }

    private func describe(_ arguments: [Argument]) -> [String] {
        arguments.map { "\($0.parameterType.name): \(describe($0.group))" }
    }

    private func describe(_ group: MatchGroup) -> String {
        let children = group.children.isEmpty ? "" : " [" + group.children.map(describe).joined(separator: ", ") + "]"
        return "\(group.value.debugDescription)@\(group.start.map(String.init) ?? "nil")\(children)"
    }
}

/// Counts from several threads.
private final class ThreadSafeCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }

    func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }
}
