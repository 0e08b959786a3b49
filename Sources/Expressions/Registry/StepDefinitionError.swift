/// A step definition that cannot be registered (a bad expression, an unknown
/// parameter type), reported at the definition's location:
/// `Steps/Cart.swift:12: This Cucumber Expression has a problem at column 7: ...`
package struct StepDefinitionError: Error, Sendable, CustomStringConvertible {
    package let location: SourceLocation
    package let expression: String
    package let underlying: CucumberExpressionError

    package var description: String { "\(location): \(underlying.message)" }
}
