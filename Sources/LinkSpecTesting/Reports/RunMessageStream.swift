import Gherkin
import LinkSpecRunner

/// The Cucumber Messages stream of a run, built from what the runner records:
/// meta, the sources, documents and selected pickles, the glue (step
/// definitions, hooks, parameter types), then per attempt `testCase` (before
/// its first attempt), `testCaseStarted`, `testStepStarted`/`testStepFinished`
/// for every step, `testCaseFinished`, and `testRunFinished`.
///
/// Reports are formatters consuming this stream, exactly as on the command line.
struct RunMessageStream<World: AnyObject> {
    private let library: StepLibrary<World>
    private let strict: Bool
    private var ids: IdGenerator
    private var stepDefinitionIds: [String] = []
    private var hookIds: [String] = []
    /// Test case and test step ids of pickles still running (until their last attempt).
    private var testCases: [String: (id: String, stepIds: [String])] = [:]
    private var testRunStartedId = ""

    init(library: StepLibrary<World>, strict: Bool, firstId: Int) {
        self.library = library
        self.strict = strict
        self.ids = IdGenerator(startingAt: firstId)
    }

    /// Everything known before the run starts.
    mutating func opening(features: [LoadedFeature], pickles: [Pickle]) -> [Envelope] {
        var envelopes: [Envelope] = [.meta(Self.meta)]
        let selected = Set(pickles.map(\.id))
        for feature in features {
            envelopes.append(.source(feature.source))
            envelopes.append(.gherkinDocument(feature.document))
            for pickle in feature.pickles where selected.contains(pickle.id) {
                envelopes.append(.pickle(pickle))
            }
        }
        for step in library.steps {
            let id = ids.next()
            stepDefinitionIds.append(id)
            let type: StepDefinitionPattern.PatternType
            switch step.pattern {
            case .expression: type = .cucumberExpression
            case .regex: type = .regularExpression
            }
            envelopes.append(.stepDefinition(StepDefinition(
                id: id, pattern: StepDefinitionPattern(source: step.pattern.source, type: type),
                sourceReference: Self.reference(step.location))))
        }
        for hook in library.hooks {
            let id = ids.next()
            hookIds.append(id)
            envelopes.append(.hook(Hook(id: id, name: hook.name, sourceReference: Self.reference(hook.location),
                                        tagExpression: hook.tagExpressionText, type: Self.hookType(hook.kind))))
        }
        for parameterType in library.parameterTypes {
            envelopes.append(.parameterType(ParameterType(
                id: ids.next(), name: parameterType.name, regularExpressions: parameterType.regularExpressions,
                preferForRegularExpressionMatch: parameterType.preferForRegularExpressionMatch,
                useForSnippets: parameterType.useForSnippets, sourceReference: Self.reference(parameterType.location))))
        }
        return envelopes
    }

    mutating func runStarted(at timestamp: Int64) -> [Envelope] {
        testRunStartedId = ids.next()
        return [.testRunStarted(TestRunStarted(timestamp: Timestamp(totalNanoseconds: timestamp), id: testRunStartedId))]
    }

    mutating func runHookFinished(_ record: RunHookRecord) -> [Envelope] {
        let startedId = ids.next()
        let hookId = hookIds.indices.contains(record.hook) ? hookIds[record.hook] : ""
        let end = record.startedAt + record.durationNanoseconds
        return [
            .testRunHookStarted(TestRunHookStarted(id: startedId, testRunStartedId: testRunStartedId, hookId: hookId,
                                                   timestamp: Timestamp(totalNanoseconds: record.startedAt))),
            .testRunHookFinished(TestRunHookFinished(
                testRunHookStartedId: startedId,
                result: Self.result(record.status, duration: record.durationNanoseconds, message: record.message,
                                    errorType: record.errorType),
                timestamp: Timestamp(totalNanoseconds: end))),
        ]
    }

    /// One finished attempt (its test case first, before the first attempt).
    mutating func testCaseFinished(_ record: TestCaseRecord) -> [Envelope] {
        var envelopes: [Envelope] = []
        let pickle = record.pickle
        let testCase: (id: String, stepIds: [String])
        if let known = testCases[pickle.id] {
            testCase = known
        } else {
            testCase = (ids.next(), record.steps.map { _ in ids.next() })
            testCases[pickle.id] = testCase
            envelopes += testCaseMessages(record, testCase)
        }
        let startedId = ids.next()
        envelopes.append(.testCaseStarted(TestCaseStarted(attempt: record.attempt, id: startedId, testCaseId: testCase.id,
                                                          timestamp: Timestamp(totalNanoseconds: record.startedAt))))
        var clock = record.startedAt
        for (index, step) in record.steps.enumerated() {
            let stepId = testCase.stepIds.indices.contains(index) ? testCase.stepIds[index] : ""
            // A step that did not run has no times of its own: it starts and ends where the last one ended.
            let start = step.startedAt > 0 ? step.startedAt : clock
            let end = start + step.durationNanoseconds
            clock = max(clock, end)
            envelopes.append(.testStepStarted(TestStepStarted(testCaseStartedId: startedId, testStepId: stepId,
                                                              timestamp: Timestamp(totalNanoseconds: start))))
            envelopes.append(.testStepFinished(TestStepFinished(
                testCaseStartedId: startedId, testStepId: stepId,
                testStepResult: Self.result(step.status, duration: step.durationNanoseconds, message: step.message,
                                            errorType: step.errorType),
                timestamp: Timestamp(totalNanoseconds: end))))
        }
        envelopes.append(.testCaseFinished(TestCaseFinished(
            testCaseStartedId: startedId, timestamp: Timestamp(totalNanoseconds: max(record.finishedAt, clock)),
            willBeRetried: record.willBeRetried)))
        if !record.willBeRetried { testCases[pickle.id] = nil }
        return envelopes
    }

    mutating func runFinished(_ result: RunResult, success: Bool) -> [Envelope] {
        let end = result.startedAt + result.durationNanoseconds
        return [.testRunFinished(TestRunFinished(success: success, timestamp: Timestamp(totalNanoseconds: end),
                                                 testRunStartedId: testRunStartedId))]
    }

    private mutating func testCaseMessages(_ record: TestCaseRecord, _ testCase: (id: String, stepIds: [String])) -> [Envelope] {
        var envelopes: [Envelope] = []
        var testSteps: [TestStep] = []
        for (index, step) in record.steps.enumerated() {
            let id = testCase.stepIds[index]
            switch step.kind {
            case .hook(let hook):
                testSteps.append(.hook(id: id, hookId: hookIds.indices.contains(hook) ? hookIds[hook] : ""))
            case .pickleStep(let stepIndex):
                let pickleStepId = record.pickle.steps.indices.contains(stepIndex) ? record.pickle.steps[stepIndex].id : ""
                testSteps.append(TestStep(
                    id: id, pickleStepId: pickleStepId,
                    stepDefinitionIds: step.definitions.map { stepDefinitionIds.indices.contains($0) ? stepDefinitionIds[$0] : "" },
                    stepMatchArgumentsLists: step.arguments.map { arguments in
                        StepMatchArgumentsList(stepMatchArguments: arguments.map {
                            StepMatchArgument(group: Group(start: $0.start, value: $0.value), parameterTypeName: $0.parameterTypeName)
                        })
                    }))
                if let snippet = step.snippet {
                    envelopes.append(.suggestion(Suggestion(id: ids.next(), pickleStepId: pickleStepId,
                                                            snippets: [Snippet(language: "swift", code: snippet)])))
                }
            }
        }
        envelopes.insert(.testCase(TestCase(id: testCase.id, pickleId: record.pickle.id, testSteps: testSteps,
                                            testRunStartedId: testRunStartedId)), at: 0)
        return envelopes
    }

    private static func result(_ status: StepStatus, duration: Int64, message: String?, errorType: String?) -> TestStepResult {
        let mapped: TestStepResult.Status
        switch status {
        case .passed: mapped = .passed
        case .skipped: mapped = .skipped
        case .pending: mapped = .pending
        case .undefined: mapped = .undefined
        case .ambiguous: mapped = .ambiguous
        case .failed: mapped = .failed
        }
        let exception = status == .failed ? Exception(type: errorType ?? "Error", message: message) : nil
        return TestStepResult(status: mapped, duration: ElapsedTime(totalNanoseconds: duration), message: message,
                              exception: exception)
    }

    private static func hookType(_ kind: HookKind) -> Hook.HookType {
        switch kind {
        case .beforeAll: .beforeTestRun
        case .afterAll: .afterTestRun
        case .beforeScenario: .beforeTestCase
        case .afterScenario: .afterTestCase
        case .beforeStep: .beforeTestStep
        case .afterStep: .afterTestStep
        }
    }

    private static func reference(_ location: CodeLocation) -> SourceReference {
        SourceReference(uri: location.file, location: Location(line: location.line))
    }

    private static var meta: Meta {
        #if os(macOS)
        let os = "darwin"
        #elseif os(Linux)
        let os = "linux"
        #elseif os(Windows)
        let os = "windows"
        #else
        let os = "unknown"
        #endif
        #if arch(x86_64)
        let cpu = "x64"
        #elseif arch(arm64)
        let cpu = "arm64"
        #else
        let cpu = "unknown"
        #endif
        return Meta(protocolVersion: Meta.protocolVersion, implementation: Product(name: "linkspec"),
                    runtime: Product(name: "swift"), os: Product(name: os), cpu: Product(name: cpu))
    }
}
