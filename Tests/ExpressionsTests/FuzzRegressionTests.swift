import Expressions
import XCTest

/// Inputs the libFuzzer targets (`Fuzz/cucumber-expressions`, `Fuzz/tag-expressions`)
/// found to break an invariant, kept verbatim so the bug stays fixed.
final class FuzzRegressionTests: XCTestCase {
    /// Found by Fuzz/cucumber-expressions: the snippet generator escaped `(`, `{`
    /// and `/` but not `\`, so `\{` in a step text became `\\{`: an escaped
    /// backslash and then an unclosed parameter, an expression that does not compile.
    func testGeneratedExpressionsForTextWithBackslashesCompileAndMatch() throws {
        let texts = [
            #"I have 42 cucumbet} cucumber(s) in mythe \{escaped\ belly/"#,
            #"a \ b"#,
            #"\(1\)"#,
            "\\",
        ]
        let generator = CucumberExpressionGenerator()
        for text in texts {
            let generated = generator.generate(from: text)
            XCTAssertFalse(generated.isEmpty, text)
            for proposal in generated {
                let expression = try CucumberExpression(proposal.source)
                XCTAssertNotNil(expression.match(text), "\(proposal.source) does not match \(text)")
            }
        }
    }

    /// Found by Fuzz/tag-expressions: the tokenizer walked grapheme clusters, so a
    /// tag starting with a combining mark printed as `( ( ̌…`, where the mark glued
    /// itself to the space before it; the space-with-caron then read as whitespace and
    /// the reparsed tag had lost its first scalar.
    func testTagStartingWithCombiningMarkSurvivesPrintAndReparse() throws {
        let crasher: [UInt8] = [
            0xCC, 0x8C, 0x9E, 0x91, 0x9B, 0xDF, 0xFF, 0x00, 0x20, 0x61, 0x6E, 0x64, 0x20, 0xFF, 0xFF, 0xFF,
            0xFF, 0xFF, 0xFF, 0x20, 0x61, 0x6E, 0x64, 0x20, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x64, 0x61,
        ]
        let texts = [String(decoding: crasher, as: UTF8.self), "\u{30C}x", "a and \u{30C}b", "not \u{301}"]
        for text in texts {
            let expression = try TagExpression(text)
            let reparsed = try TagExpression(expression.description)
            XCTAssertEqual(reparsed, expression, "\(text) printed as \(expression.description)")
        }
    }

    /// A combining mark after a space starts a new tag, as in the reference, which
    /// reads one character (not one grapheme cluster) at a time; columns count scalars.
    func testCombiningMarkAfterSpaceStartsANewTag() {
        XCTAssertEqual(try TagExpression("a and \u{30C}b").evaluate(["a", "\u{30C}b"]), true)
        XCTAssertThrowsError(try TagExpression("a \u{30C}b")) { error in
            XCTAssertEqual((error as? TagExpressionError)?.problem, .expectedOperator)
            XCTAssertEqual((error as? TagExpressionError)?.column, 3)
        }
    }
}
