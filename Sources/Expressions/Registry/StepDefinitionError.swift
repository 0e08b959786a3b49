/// A step definition that cannot be registered (a bad expression, an unknown
/// parameter type), reported at the definition's location:
/// `Steps/Cart.swift:12: This Cucumber Expression has a problem at column 7: ...`
public struct StepDefinitionError: Error, Sendable, CustomStringConvertible {
    public let location: SourceLocation
    public let expression: String
    public let underlying: CucumberExpressionError

    public var description: String { "\(location): \(underlying.message)" }
}

/// More than one definition binds a step; the message lists every candidate.
public struct AmbiguousStepError: Error, Sendable, CustomStringConvertible {
    public let text: String
    public let candidates: [(expression: String, location: SourceLocation)]

    public init<Body>(text: String, bindings: [StepBinding<Body>]) {
        self.text = text
        candidates = bindings.map { ($0.definition.expression.displayText, $0.definition.location) }
    }

    public var description: String {
        let width = candidates.map(\.expression.count).max() ?? 0
        let lines = candidates.map { candidate in
            let padding = String(repeating: " ", count: width - candidate.expression.count)
            return "  \(candidate.expression)\(padding) - \(candidate.location)"
        }
        return "Multiple step definitions match \"\(text)\":\n" + lines.joined(separator: "\n")
    }
}
