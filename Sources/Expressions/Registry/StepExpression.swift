/// The pattern of a step definition: a Cucumber Expression or a regular expression.
package enum StepExpression: Sendable {
    case cucumber(CucumberExpression)
    case regular(RegularExpression)

    /// The text as written in the step definition.
    package var source: String {
        switch self {
        case .cucumber(let expression): return expression.source
        case .regular(let expression): return expression.source
        }
    }

    package var parameterTypes: [ExpressionParameterType] {
        switch self {
        case .cucumber(let expression): return expression.parameterTypes
        case .regular(let expression): return expression.parameterTypes
        }
    }

    package func match(_ text: String) -> [Argument]? {
        switch self {
        case .cucumber(let expression): return expression.match(text)
        case .regular(let expression): return expression.match(text)
        }
    }

    /// Text every matching step starts with.
    var literalPrefix: String {
        switch self {
        case .cucumber(let expression): return expression.literalPrefix
        case .regular(let expression): return expression.literalPrefix
        }
    }
}
