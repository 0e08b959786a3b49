/// One Cucumber Messages envelope: exactly one message of a stream, from the
/// Gherkin engine (source, document, pickles, parse errors) or a run. On the
/// wire an envelope is a JSON object with one key naming the message
/// (`{"pickle":{...}}`); here it is an enum, so a `switch` covers every kind.
/// `EnvelopeWriter` writes envelopes as NDJSON, `EnvelopeReader` reads them.
package enum Envelope: Hashable, Sendable {
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
    case externalAttachment(ExternalAttachment)
    case suggestion(Suggestion)

    /// The message's key on the wire (`"testCaseStarted"`).
    package var kind: Kind {
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
        case .externalAttachment: .externalAttachment
        case .suggestion: .suggestion
        }
    }

    /// The kinds of message, named as on the wire.
    package enum Kind: String, CaseIterable, Sendable {
        case meta, source, gherkinDocument, pickle, parseError, stepDefinition, hook
        case parameterType, undefinedParameterType, testRunStarted, testCase, testCaseStarted
        case testStepStarted, testStepFinished, testCaseFinished, testRunFinished
        case testRunHookStarted, testRunHookFinished, attachment, externalAttachment, suggestion
    }
}

