/// A problem with a Cucumber Expression, a parameter type or a regular
/// expression. Problems inside an expression carry the reference's exact text,
/// with the column and a marker under the offending part:
/// ```
/// This Cucumber Expression has a problem at column 7:
///
/// three () mice
///       ^^
/// An optional must contain some text.
/// If you did not mean to use an optional you can use '\(' to escape the '('
/// ```
package struct CucumberExpressionError: Error, Sendable, Hashable, CustomStringConvertible {
    package var message: String
    /// The 1-based column (in Unicode scalars) the message points at, if any.
    package var column: Int?

    package init(_ message: String, column: Int? = nil) {
        self.message = message
        self.column = column
    }

    package var description: String { message }
}

extension CucumberExpressionError {
    /// The reference's layout: column, expression, marker, problem, solution.
    static func located(_ expression: String, start: Int, end: Int, problem: String, solution: String) -> Self {
        var marker = String(repeating: " ", count: start) + "^"
        if start + 1 < end {
            marker += String(repeating: "-", count: end - start - 2) + "^"
        }
        let message = "This Cucumber Expression has a problem at column \(start + 1):\n\n\(expression)\n\(marker)\n\(problem).\n\(solution)"
        return Self(message, column: start + 1)
    }

    static func pointing(_ expression: String, at index: Int, problem: String, solution: String) -> Self {
        located(expression, start: index, end: index + 1, problem: problem, solution: solution)
    }

    // MARK: tokenizer

    static func endOfLineCannotBeEscaped(expression: String, index: Int) -> Self {
        pointing(expression, at: index,
                 problem: "The end of line can not be escaped",
                 solution: "You can use '\\\\' to escape the '\\'")
    }

    static func cannotEscape(expression: String, index: Int) -> Self {
        pointing(expression, at: index,
                 problem: "Only the characters '{', '}', '(', ')', '\\', '/' and whitespace can be escaped",
                 solution: "If you did mean to use an '\\' you can use '\\\\' to escape it")
    }

    // MARK: parser

    static func missingEndToken(expression: String, begin: CucumberExpressionToken.Kind, end: CucumberExpressionToken.Kind, at token: CucumberExpressionToken) -> Self {
        pointing(expression, at: token.start,
                 problem: "The '\(begin.symbol)' does not have a matching '\(end.symbol)'",
                 solution: "If you did not intend to use \(begin.purpose) you can use '\\\(begin.symbol)' to escape the \(begin.purpose)")
    }

    static func alternationNotAllowedInOptional(expression: String, token: CucumberExpressionToken) -> Self {
        pointing(expression, at: token.start,
                 problem: "An alternation can not be used inside an optional",
                 solution: "If you did not mean to use an alternation you can use '\\/' to escape the '/'. Otherwise rephrase your expression or consider using a regular expression instead.")
    }

    /// At a token (the parser) or a node (the compiler) from `start` to `end`.
    static func invalidParameterTypeName(expression: String, start: Int, end: Int) -> Self {
        located(expression, start: start, end: end,
                problem: "Parameter names may not contain '{', '}', '(', ')', '\\' or '/'",
                solution: "Did you mean to use a regular expression?")
    }

    static func internalError(expression: String, _ detail: String) -> Self {
        Self("Internal error while parsing the Cucumber Expression '\(expression)': \(detail)")
    }

    // MARK: compiler

    static func optionalMayNotBeEmpty(expression: String, node: CucumberExpressionNode) -> Self {
        located(expression, start: node.start, end: node.end,
                problem: "An optional must contain some text",
                solution: "If you did not mean to use an optional you can use '\\(' to escape the '('")
    }

    static func parameterIsNotAllowedInOptional(expression: String, node: CucumberExpressionNode) -> Self {
        located(expression, start: node.start, end: node.end,
                problem: "An optional may not contain a parameter type",
                solution: "If you did not mean to use an parameter type you can use '\\{' to escape the '{'")
    }

    static func optionalIsNotAllowedInOptional(expression: String, node: CucumberExpressionNode) -> Self {
        located(expression, start: node.start, end: node.end,
                problem: "An optional may not contain an other optional",
                solution: "If you did not mean to use an optional type you can use '\\(' to escape the '('. For more complicated expressions consider using a regular expression instead.")
    }

    static func alternativeMayNotBeEmpty(expression: String, node: CucumberExpressionNode) -> Self {
        located(expression, start: node.start, end: node.end,
                problem: "Alternative may not be empty",
                solution: "If you did not mean to use an alternative you can use '\\/' to escape the '/'")
    }

    static func alternativeMayNotExclusivelyContainOptionals(expression: String, node: CucumberExpressionNode) -> Self {
        located(expression, start: node.start, end: node.end,
                problem: "An alternative may not exclusively contain optionals",
                solution: "If you did not mean to use an optional you can use '\\(' to escape the '('")
    }

    static func undefinedParameterType(expression: String, node: CucumberExpressionNode, name: String) -> Self {
        located(expression, start: node.start, end: node.end,
                problem: "Undefined parameter type '\(name)'",
                solution: "Please register a ParameterType for '\(name)'")
    }

    // MARK: parameter types

    static func invalidParameterTypeName(_ name: String) -> Self {
        Self("Illegal character in parameter name {\(name)}. Parameter names may not contain '{', '}', '(', ')', '\\' or '/'")
    }

    static func duplicateParameterTypeName(_ name: String) -> Self {
        name.isEmpty
            ? Self("The anonymous parameter type has already been defined")
            : Self("There is already a parameter type with name \(name)")
    }

    static func duplicatePreferentialParameterType(regularExpression: String, existing: String, new: String) -> Self {
        Self("There can only be one preferential parameter type per regexp. The regexp /\(regularExpression)/ is used for two preferential parameter types, {\(existing)} and {\(new)}")
    }

    static func ambiguousParameterType(groupSource: String, expressionSource: String, candidates: [String], suggestions: [String]) -> Self {
        let names = candidates.map { "{\($0)}" }.joined(separator: "\n   ")
        let tries = suggestions.joined(separator: "\n   ")
        return Self("""
            Your Regular Expression /\(expressionSource)/
            matches multiple parameter types with regexp /\(groupSource)/:
               \(names)

            I couldn't decide which one to use. You have two options:

            1) Use a Cucumber Expression instead of a Regular Expression. Try one of these:
               \(tries)

            2) Make one of the parameter types preferential and continue to use a Regular Expression.

            """)
    }
}
