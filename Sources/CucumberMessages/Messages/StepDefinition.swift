/// A step definition as the run registered it: its pattern and where it is written.
public struct StepDefinition: Hashable, Sendable {
    public var id: String
    public var pattern: StepDefinitionPattern
    public var sourceReference: SourceReference

    public init(id: String, pattern: StepDefinitionPattern, sourceReference: SourceReference) {
        self.id = id
        self.pattern = pattern
        self.sourceReference = sourceReference
    }
}

public struct StepDefinitionPattern: Hashable, Sendable {
    public enum PatternType: String, Hashable, Sendable {
        case cucumberExpression = "CUCUMBER_EXPRESSION"
        case regularExpression = "REGULAR_EXPRESSION"
    }

    public var source: String
    public var type: PatternType

    public init(source: String, type: PatternType) {
        self.source = source
        self.type = type
    }
}

/// A parameter type usable in Cucumber expressions (`{int}`, `{url}`, ...).
public struct ParameterType: Hashable, Sendable {
    public var id: String
    public var name: String
    public var regularExpressions: [String]
    public var preferForRegularExpressionMatch: Bool
    public var useForSnippets: Bool
    public var sourceReference: SourceReference?

    public init(id: String, name: String, regularExpressions: [String],
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
public struct UndefinedParameterType: Hashable, Sendable {
    public var expression: String
    public var name: String

    public init(expression: String, name: String) {
        self.expression = expression
        self.name = name
    }
}
