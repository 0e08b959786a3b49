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

    static func internalError(expression: String, _ detail: String) -> Self {
        Self("Internal error while parsing the Cucumber Expression '\(expression)': \(detail)")
    }

    /// At a token (the parser) or a node (the compiler) from `start` to `end`.
    static func invalidParameterTypeName(expression: String, start: Int, end: Int) -> Self {
        located(expression, start: start, end: end,
                problem: "Parameter names may not contain '{', '}', '(', ')', '\\' or '/'",
                solution: "Did you mean to use a regular expression?")
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
