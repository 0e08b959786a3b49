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
}
