/// A step definition as the run registered it: its pattern and where it is written.
@usableFromInline
package struct StepDefinition: Hashable, Sendable {
    @usableFromInline package var id: String
    @usableFromInline package var pattern: StepDefinitionPattern
    @usableFromInline package var sourceReference: SourceReference

    @inlinable package init(id: String, pattern: StepDefinitionPattern, sourceReference: SourceReference) {
        self.id = id
        self.pattern = pattern
        self.sourceReference = sourceReference
    }
}

@usableFromInline
package struct StepDefinitionPattern: Hashable, Sendable {
    @usableFromInline
    package enum PatternType: String, Hashable, Sendable {
        case cucumberExpression = "CUCUMBER_EXPRESSION"
        case regularExpression = "REGULAR_EXPRESSION"
    }

    @usableFromInline package var source: String
    @usableFromInline package var type: PatternType

    @inlinable package init(source: String, type: PatternType) {
        self.source = source
        self.type = type
    }
}

/// A parameter type usable in Cucumber expressions (`{int}`, `{url}`, ...).
@usableFromInline
package struct ParameterType: Hashable, Sendable {
    @usableFromInline package var id: String
    @usableFromInline package var name: String
    @usableFromInline package var regularExpressions: [String]
    @usableFromInline package var preferForRegularExpressionMatch: Bool
    @usableFromInline package var useForSnippets: Bool
    @usableFromInline package var sourceReference: SourceReference?

    @inlinable package init(id: String, name: String, regularExpressions: [String],
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
@usableFromInline
package struct UndefinedParameterType: Hashable, Sendable {
    @usableFromInline package var expression: String
    @usableFromInline package var name: String

    @inlinable package init(expression: String, name: String) {
        self.expression = expression
        self.name = name
    }
}
