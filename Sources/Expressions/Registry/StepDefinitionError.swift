/// A step definition that cannot be registered (a bad expression, an unknown
/// parameter type), reported at the definition's location:
/// `Steps/Cart.swift:12: This Cucumber Expression has a problem at column 7: ...`
public struct StepDefinitionError: Error, Sendable, CustomStringConvertible {
    public let location: SourceLocation
    public let expression: String
    public let underlying: CucumberExpressionError

    public var description: String { "\(location): \(underlying.message)" }
}
