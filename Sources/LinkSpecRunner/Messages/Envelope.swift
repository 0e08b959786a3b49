import Gherkin

/// One Cucumber Messages envelope: exactly one message of a run's stream. On the
/// wire an envelope is a JSON object with one key naming the message
/// (`{"pickle":{...}}`); here it is an enum, so a `switch` covers every kind.
public enum Envelope: Hashable, Sendable {
    case meta(Meta)
    case source(Source)
    case gherkinDocument(GherkinDocument)
    case pickle(Pickle)
    case parseError(ParseError)
    case stepDefinition(StepDefinition)
    case hook(Hook)
    case parameterType(ParameterType)
    case undefinedParameterType(UndefinedParameterType)
    case testRunStarted(TestRunStarted)
    case testCase(TestCase)
    case testCaseStarted(TestCaseStarted)
    case testStepStarted(TestStepStarted)
    case testStepFinished(TestStepFinished)
    case testCaseFinished(TestCaseFinished)
    case testRunFinished(TestRunFinished)
    case testRunHookStarted(TestRunHookStarted)
    case testRunHookFinished(TestRunHookFinished)
    case attachment(Attachment)
    case suggestion(Suggestion)

    /// The message's key on the wire (`"testCaseStarted"`).
    public var kind: Kind {
        switch self {
        case .meta: .meta
        case .source: .source
        case .gherkinDocument: .gherkinDocument
        case .pickle: .pickle
        case .parseError: .parseError
        case .stepDefinition: .stepDefinition
        case .hook: .hook
        case .parameterType: .parameterType
        case .undefinedParameterType: .undefinedParameterType
        case .testRunStarted: .testRunStarted
        case .testCase: .testCase
        case .testCaseStarted: .testCaseStarted
        case .testStepStarted: .testStepStarted
        case .testStepFinished: .testStepFinished
        case .testCaseFinished: .testCaseFinished
        case .testRunFinished: .testRunFinished
        case .testRunHookStarted: .testRunHookStarted
        case .testRunHookFinished: .testRunHookFinished
        case .attachment: .attachment
        case .suggestion: .suggestion
        }
    }

    public enum Kind: String, CaseIterable, CodingKey, Sendable {
        case meta, source, gherkinDocument, pickle, parseError, stepDefinition, hook
        case parameterType, undefinedParameterType, testRunStarted, testCase, testCaseStarted
        case testStepStarted, testStepFinished, testCaseFinished, testRunFinished
        case testRunHookStarted, testRunHookFinished, attachment, suggestion
    }
}

/// Thrown when an envelope's only key names a message this version does not know
/// (a newer protocol's message). Readers skip such lines rather than fail.
public struct UnknownEnvelopeKind: Error, Hashable, Sendable {
    public var keys: [String]
}

extension Envelope: Codable {
    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Kind.self)
        guard let kind = container.allKeys.first else {
            let names = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue)
            throw UnknownEnvelopeKind(keys: names)
        }
        switch kind {
        case .meta: self = .meta(try container.decode(Meta.self, forKey: kind))
        case .source: self = .source(try container.decode(Source.self, forKey: kind))
        case .gherkinDocument: self = .gherkinDocument(try container.decode(GherkinDocument.self, forKey: kind))
        case .pickle: self = .pickle(try container.decode(Pickle.self, forKey: kind))
        case .parseError: self = .parseError(try container.decode(ParseError.self, forKey: kind))
        case .stepDefinition: self = .stepDefinition(try container.decode(StepDefinition.self, forKey: kind))
        case .hook: self = .hook(try container.decode(Hook.self, forKey: kind))
        case .parameterType: self = .parameterType(try container.decode(ParameterType.self, forKey: kind))
        case .undefinedParameterType:
            self = .undefinedParameterType(try container.decode(UndefinedParameterType.self, forKey: kind))
        case .testRunStarted: self = .testRunStarted(try container.decode(TestRunStarted.self, forKey: kind))
        case .testCase: self = .testCase(try container.decode(TestCase.self, forKey: kind))
        case .testCaseStarted: self = .testCaseStarted(try container.decode(TestCaseStarted.self, forKey: kind))
        case .testStepStarted: self = .testStepStarted(try container.decode(TestStepStarted.self, forKey: kind))
        case .testStepFinished: self = .testStepFinished(try container.decode(TestStepFinished.self, forKey: kind))
        case .testCaseFinished: self = .testCaseFinished(try container.decode(TestCaseFinished.self, forKey: kind))
        case .testRunFinished: self = .testRunFinished(try container.decode(TestRunFinished.self, forKey: kind))
        case .testRunHookStarted:
            self = .testRunHookStarted(try container.decode(TestRunHookStarted.self, forKey: kind))
        case .testRunHookFinished:
            self = .testRunHookFinished(try container.decode(TestRunHookFinished.self, forKey: kind))
        case .attachment: self = .attachment(try container.decode(Attachment.self, forKey: kind))
        case .suggestion: self = .suggestion(try container.decode(Suggestion.self, forKey: kind))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Kind.self)
        switch self {
        case .meta(let message): try container.encode(message, forKey: .meta)
        case .source(let message): try container.encode(message, forKey: .source)
        case .gherkinDocument(let message): try container.encode(message, forKey: .gherkinDocument)
        case .pickle(let message): try container.encode(message, forKey: .pickle)
        case .parseError(let message): try container.encode(message, forKey: .parseError)
        case .stepDefinition(let message): try container.encode(message, forKey: .stepDefinition)
        case .hook(let message): try container.encode(message, forKey: .hook)
        case .parameterType(let message): try container.encode(message, forKey: .parameterType)
        case .undefinedParameterType(let message): try container.encode(message, forKey: .undefinedParameterType)
        case .testRunStarted(let message): try container.encode(message, forKey: .testRunStarted)
        case .testCase(let message): try container.encode(message, forKey: .testCase)
        case .testCaseStarted(let message): try container.encode(message, forKey: .testCaseStarted)
        case .testStepStarted(let message): try container.encode(message, forKey: .testStepStarted)
        case .testStepFinished(let message): try container.encode(message, forKey: .testStepFinished)
        case .testCaseFinished(let message): try container.encode(message, forKey: .testCaseFinished)
        case .testRunFinished(let message): try container.encode(message, forKey: .testRunFinished)
        case .testRunHookStarted(let message): try container.encode(message, forKey: .testRunHookStarted)
        case .testRunHookFinished(let message): try container.encode(message, forKey: .testRunHookFinished)
        case .attachment(let message): try container.encode(message, forKey: .attachment)
        case .suggestion(let message): try container.encode(message, forKey: .suggestion)
        }
    }
}
