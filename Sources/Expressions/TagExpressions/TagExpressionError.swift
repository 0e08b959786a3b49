import Foundation

/// Why a tag expression was rejected. `message` is the reference implementation's
/// wording, word for word, so output matches other Cucumber tools; `column` points
/// at the offending character for callers that print `path:line:column: message`.
package struct TagExpressionError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
    package enum Problem: Sendable, Hashable {
        /// A tag, `not` or `(` was needed, but an operator, `)` or the end came.
        case expectedOperand
        /// `and`, `or` or `)` was needed, but a tag, `not` or `(` came.
        case expectedOperator
        /// A `(` was never closed.
        case unmatchedOpeningParenthesis
        /// A `)` closes nothing.
        case unmatchedClosingParenthesis
        /// A backslash escaped something other than `(`, `)`, `\` or whitespace.
        case illegalEscape(before: Character)
        /// The expression ends with a lone backslash. The reference silently drops it;
        /// we reject it, since the author surely meant to escape something.
        case escapeAtEnd
    }

    /// The expression as written.
    package let expression: String
    package let problem: Problem
    /// 1-based column, counted in Unicode scalars as Gherkin counts columns, of the
    /// offending token (one past the end when the expression ended too early).
    package let column: Int

    /// The reference implementation's message.
    package var message: String {
        "Tag expression \"\(expression)\" could not be parsed because of syntax error: \(reason)"
    }

    package var description: String { message }
    package var errorDescription: String? { message }

    private var reason: String {
        switch problem {
        case .expectedOperand: return "Expected operand."
        case .expectedOperator: return "Expected operator."
        case .unmatchedOpeningParenthesis: return "Unmatched (."
        case .unmatchedClosingParenthesis: return "Unmatched )."
        case .illegalEscape(let character): return "Illegal escape before \"\(character)\"."
        case .escapeAtEnd: return "Illegal escape at end of expression."
        }
    }
}
