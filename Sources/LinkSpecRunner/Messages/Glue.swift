import Gherkin

/// A step definition as the run registered it: its pattern and where it is written.
public struct StepDefinition: Codable, Hashable, Sendable {
    public var id: String
    public var pattern: StepDefinitionPattern
    public var sourceReference: SourceReference

    public init(id: String, pattern: StepDefinitionPattern, sourceReference: SourceReference) {
        self.id = id
        self.pattern = pattern
        self.sourceReference = sourceReference
    }
}

public struct StepDefinitionPattern: Codable, Hashable, Sendable {
    public enum PatternType: String, Codable, Hashable, Sendable {
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

/// A hook: code run before or after the whole run, each test case, or each step.
public struct Hook: Codable, Hashable, Sendable {
    public enum HookType: String, Codable, Hashable, Sendable {
        case beforeTestRun = "BEFORE_TEST_RUN"
        case afterTestRun = "AFTER_TEST_RUN"
        case beforeTestCase = "BEFORE_TEST_CASE"
        case afterTestCase = "AFTER_TEST_CASE"
        case beforeTestStep = "BEFORE_TEST_STEP"
        case afterTestStep = "AFTER_TEST_STEP"
    }

    public var id: String
    public var name: String?
    public var sourceReference: SourceReference
    public var tagExpression: String?
    /// Absent in streams from older implementations.
    public var type: HookType?

    public init(id: String, name: String? = nil, sourceReference: SourceReference,
                tagExpression: String? = nil, type: HookType? = nil) {
        self.id = id
        self.name = name
        self.sourceReference = sourceReference
        self.tagExpression = tagExpression
        self.type = type
    }
}

/// A parameter type usable in Cucumber expressions (`{int}`, `{url}`, ...).
public struct ParameterType: Codable, Hashable, Sendable {
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
public struct UndefinedParameterType: Codable, Hashable, Sendable {
    public var expression: String
    public var name: String

    public init(expression: String, name: String) {
        self.expression = expression
        self.name = name
    }
}

/// Ready-to-paste code for an undefined step.
public struct Suggestion: Codable, Hashable, Sendable {
    public var id: String
    public var pickleStepId: String
    public var snippets: [Snippet]

    public init(id: String, pickleStepId: String, snippets: [Snippet]) {
        self.id = id
        self.pickleStepId = pickleStepId
        self.snippets = snippets
    }
}

public struct Snippet: Codable, Hashable, Sendable {
    public var language: String
    public var code: String

    public init(language: String, code: String) {
        self.language = language
        self.code = code
    }
}
