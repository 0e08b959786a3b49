/// A step definition as the run registered it: its pattern and where it is written.
package struct StepDefinition: Hashable, Sendable {
    package var id: String
    package var pattern: StepDefinitionPattern
    package var sourceReference: SourceReference

    package init(id: String, pattern: StepDefinitionPattern, sourceReference: SourceReference) {
        self.id = id
        self.pattern = pattern
        self.sourceReference = sourceReference
    }
}

package struct StepDefinitionPattern: Hashable, Sendable {
    package enum PatternType: String, Hashable, Sendable {
        case cucumberExpression = "CUCUMBER_EXPRESSION"
        case regularExpression = "REGULAR_EXPRESSION"
    }

    package var source: String
    package var type: PatternType

    package init(source: String, type: PatternType) {
        self.source = source
        self.type = type
    }
}

/// A parameter type usable in Cucumber expressions (`{int}`, `{url}`, ...).
package struct ParameterType: Hashable, Sendable {
    package var id: String
    package var name: String
    package var regularExpressions: [String]
    package var preferForRegularExpressionMatch: Bool
    package var useForSnippets: Bool
    package var sourceReference: SourceReference?

    package init(id: String, name: String, regularExpressions: [String],
                preferForRegularExpressionMatch: Bool, useForSnippets: Bool,
                sourceReference: SourceReference? = nil) {
        self.id = id
        self.name = name
        self.regularExpressions = regularExpressions
        self.preferForRegularExpressionMatch = preferForRegularExpressionMatch
        self.useForSnippets = useForSnippets
        self.sourceReference = sourceReference
    }
}

/// A `{name}` used in a step definition's expression that no parameter type defines.
package struct UndefinedParameterType: Hashable, Sendable {
    package var expression: String
    package var name: String

    package init(expression: String, name: String) {
        self.expression = expression
        self.name = name
    }
}
