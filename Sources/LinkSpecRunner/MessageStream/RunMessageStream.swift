import Gherkin

/// Turns a run into the Cucumber Messages stream that every report is built
/// from: `begin` emits meta, each file's source, document and selected
/// pickles, the step definitions, hooks and parameter types (streaming, the
/// files come batch by batch from `nextBatch(from:)`, each just before its
/// scenarios run); then, as the runner reports them, testRunStarted, each test case with its attempts and
/// steps, the run hooks, and testRunFinished.
///
///     let stream = RunMessageStream(library: library, features: loaded, pickles: selected) { try pipeline.consume($0) }
///     try stream.begin()
///     let result = runner.run(selected, observer: stream)
///     if let error = stream.error { ... }   // a report could not be written
///
/// A test case's message is emitted just before its first attempt starts, so
/// nothing about a scenario is held until the end. Coverage keys a world
/// reports travel as an attachment of media type `CoverageAttachment.mediaType`.
public final class RunMessageStream<World: AnyObject>: RunObserver {
    private let library: StepLibrary<World>
    private let features: LoadedFeatures
    private let pickles: [Pickle]
    private let sink: (Envelope) throws -> Void
    private var ids: IdGenerator
    private var stepDefinitionIds: [String] = []
    private var hookIds: [String] = []
    private var testRunStartedId = ""
    /// Lines of the feature files' steps by AST node id, for failure locations.
    private var stepLines: [String: Int] = [:]
    /// The test case of the position whose attempts are being emitted.
    private var current: (position: Int, testCaseId: String, stepIds: [String])?
    private var emittedSuggestions: Set<String> = []
    private let implementation: Product
    /// What the sink acts on; envelopes of other kinds are not built.
    private let wanted: EnvelopeKindMask
    /// Whether test steps carry their step definition ids and match arguments:
    /// only the full stream (the `message` format) shows them.
    private let fullDetail: Bool

    /// The first error the sink threw; after it nothing more is emitted.
    public private(set) var error: (any Error)?

    /// `consumedKinds`: the kinds of envelope the sink acts on, nil for the full
    /// stream (`ReportPipeline.consumedKinds` says what a pipeline needs). With
    /// fewer, the others are not built at all, and test steps leave out their
    /// step definition ids and match arguments, which only the full stream
    /// shows. Ids are the same either way.
    public init(library: StepLibrary<World>, features: LoadedFeatures, pickles: [Pickle],
                implementation: Product = Product(name: "linkspec"), consumedKinds: Set<Envelope.Kind>? = nil,
                sink: @escaping (Envelope) throws -> Void) {
        self.library = library
        self.features = features
        self.pickles = pickles
        self.ids = features.ids
        self.sink = sink
        self.implementation = implementation
        self.wanted = EnvelopeKindMask(consumedKinds)
        self.fullDetail = wanted.isEverything
    }

    private func emit(_ envelope: Envelope) {
        guard error == nil, wanted.contains(envelope.kind) else { return }
        do {
            try sink(envelope)
        } catch {
            self.error = error
        }
    }

    /// Everything known before the run starts. Throws what the sink threw.
    public func begin() throws {
        emit(.meta(Meta(protocolVersion: Meta.protocolVersion, implementation: implementation,
                        runtime: Product(name: "Swift"), os: Product(name: Self.operatingSystem),
                        cpu: Product(name: Self.cpu))))
        let selected = Set(pickles.map(\.id))
        for (source, feature) in zip(features.sources, features.features) {
            emitFile(source, feature.document, pickles: feature.pickles.lazy.filter { selected.contains($0.id) })
        }
        for type in library.parameterTypes {
            emit(.parameterType(ParameterType(
                id: ids.next(), name: type.name, regularExpressions: type.regularExpressions,
                preferForRegularExpressionMatch: type.preferForRegularExpressionMatch,
                useForSnippets: type.useForSnippets, sourceReference: reference(type.location))))
        }
        for step in library.steps {
            let id = ids.next()
            stepDefinitionIds.append(id)
            let type: StepDefinitionPattern.PatternType
            switch step.pattern {
            case .expression: type = .cucumberExpression
            case .regex: type = .regularExpression
            }
            emit(.stepDefinition(StepDefinition(id: id, pattern: StepDefinitionPattern(source: step.pattern.source, type: type),
                                                sourceReference: reference(step.location))))
        }
        for hook in library.hooks {
            let id = ids.next()
            hookIds.append(id)
            emit(.hook(Hook(id: id, name: hook.name, sourceReference: reference(hook.location),
                            tagExpression: hook.tagExpressionText, type: Self.hookType(hook.kind))))
        }
        if let error { throw error }
    }

    /// Streaming (`FeatureStream`): loads the next batch of files with this
    /// stream's ids, emits each file's source, document and selected pickles,
    /// and returns the pickles to run; nil when no file is left. What the
    /// previous batch needed is forgotten, so call it only once that batch ran:
    /// `runner.run(batches: { stream.nextBatch(from: &files) }, observer: stream)`.
    public func nextBatch(from files: inout FeatureStream) -> [Pickle]? {
        guard let entries = files.next(ids: &ids) else { return nil }
        return emitBatch(entries)
    }

    /// Streaming, read a batch ahead (`FeatureBatches`): emits the next
    /// batch's files and returns its pickles; nil when no file is left. The
    /// batches' ids are their own, so this stream's must start at
    /// `FeatureBatches.firstRunId` (`LoadedFeatures(ids:)`).
    public func nextBatch(from batches: FeatureBatches) -> [Pickle]? {
        guard let entries = batches.next() else { return nil }
        return emitBatch(entries)
    }

    private func emitBatch(_ entries: [FeatureStream.Entry]) -> [Pickle] {
        stepLines.removeAll(keepingCapacity: true)
        var batch: [Pickle] = []
        for entry in entries {
            emitFile(entry.source, entry.feature.document, pickles: entry.selected)
            batch += entry.selected
        }
        return batch
    }

    private func emitFile(_ source: Source, _ document: GherkinDocument, pickles: some Sequence<Pickle>) {
        if wanted.contains(.source) { emit(.source(source)) }
        var document = document
        document.uri = document.uri ?? source.uri
        emit(.gherkinDocument(document))
        for pickle in pickles {
            emit(.pickle(pickle))
        }
        indexStepLines(document)
    }

    // MARK: RunObserver

    public func runStarted(at timestamp: Int64) {
        testRunStartedId = ids.next()
        emit(.testRunStarted(TestRunStarted(timestamp: Timestamp(totalNanoseconds: timestamp), id: testRunStartedId)))
    }

    public func runHookFinished(_ record: RunHookRecord) {
        let startedId = ids.next()
        let hookId = hookIds.indices.contains(record.hook) ? hookIds[record.hook] : ""
        emit(.testRunHookStarted(TestRunHookStarted(id: startedId, testRunStartedId: testRunStartedId, hookId: hookId,
                                                    timestamp: Timestamp(totalNanoseconds: record.startedAt))))
        let result = Self.result(status: record.status, duration: record.durationNanoseconds, message: record.message,
                                 errorType: record.errorType, trace: nil)
        emit(.testRunHookFinished(TestRunHookFinished(
            testRunHookStartedId: startedId, result: result,
            timestamp: Timestamp(totalNanoseconds: record.startedAt + record.durationNanoseconds))))
    }

    public func testCaseFinished(_ record: TestCaseRecord) {
        let testCase = testCaseIds(for: record)
        let startedId = ids.next()
        emit(.testCaseStarted(TestCaseStarted(attempt: record.attempt, id: startedId, testCaseId: testCase.testCaseId,
                                              timestamp: Timestamp(totalNanoseconds: record.startedAt))))
        var clock = record.startedAt
        // Fields are read through the array, not from a copy of each step: a
        // `TestStepRecord` holds several arrays and strings, each retained on copy.
        let steps = record.steps
        for index in steps.indices {
            let stepId = testCase.stepIds[index]
            let started = max(clock, steps[index].startedAt)
            if wanted.contains(.testStepStarted) {
                emit(.testStepStarted(TestStepStarted(testCaseStartedId: startedId, testStepId: stepId,
                                                      timestamp: Timestamp(totalNanoseconds: started))))
            }
            let duration = steps[index].durationNanoseconds
            let trace = steps[index].status == .failed ? trace(of: steps[index], in: record.pickle) : nil
            let result = Self.result(status: steps[index].status, duration: duration, message: steps[index].message,
                                     errorType: steps[index].errorType, trace: trace)
            clock = started + duration
            emit(.testStepFinished(TestStepFinished(testCaseStartedId: startedId, testStepId: stepId, testStepResult: result,
                                                    timestamp: Timestamp(totalNanoseconds: clock))))
        }
        if let keys = record.coverageKeys {
            emit(.attachment(Attachment(body: CoverageAttachment.body(for: keys), contentEncoding: .identity,
                                        mediaType: CoverageAttachment.mediaType, testCaseStartedId: startedId,
                                        timestamp: Timestamp(totalNanoseconds: clock))))
        }
        emit(.testCaseFinished(TestCaseFinished(testCaseStartedId: startedId,
                                                timestamp: Timestamp(totalNanoseconds: max(clock, record.finishedAt)),
                                                willBeRetried: record.willBeRetried)))
    }

    public func runFinished(_ result: RunResult) {
        emit(.testRunFinished(TestRunFinished(
            message: result.interrupted ? "the run was interrupted" : nil, success: result.success,
            timestamp: Timestamp(totalNanoseconds: result.startedAt + result.durationNanoseconds),
            testRunStartedId: testRunStartedId)))
    }

    // MARK: pieces

    /// The test case of the record's position: emitted with its first attempt.
    private func testCaseIds(for record: TestCaseRecord) -> (testCaseId: String, stepIds: [String]) {
        if let current, current.position == record.position { return (current.testCaseId, current.stepIds) }
        // The generator works as a local while the steps are numbered: each use
        // of a class's stored property pays a dynamic exclusivity check.
        var ids = self.ids
        defer { self.ids = ids }
        let testCaseId = ids.next()
        var steps: [TestStep] = []
        var stepIds: [String] = []
        steps.reserveCapacity(record.steps.count)
        stepIds.reserveCapacity(record.steps.count)
        // Read in place, not copied out step by step (see `testCaseFinished`).
        let recordSteps = record.steps
        for position in recordSteps.indices {
            let id = ids.next()
            stepIds.append(id)
            switch recordSteps[position].kind {
            case .hook(let hook):
                steps.append(.hook(id: id, hookId: hookIds.indices.contains(hook) ? hookIds[hook] : ""))
            case .pickleStep(let index):
                let pickleStepId = record.pickle.steps.indices.contains(index) ? record.pickle.steps[index].id : ""
                if fullDetail {
                    let step = recordSteps[position]
                    let definitions = step.definitions.map { stepDefinitionIds.indices.contains($0) ? stepDefinitionIds[$0] : "" }
                    let arguments = step.arguments.map { list in
                        StepMatchArgumentsList(stepMatchArguments: list.map { argument in
                            StepMatchArgument(group: Group(start: argument.start, value: argument.value),
                                              parameterTypeName: argument.parameterTypeName)
                        })
                    }
                    steps.append(TestStep(id: id, pickleStepId: pickleStepId, stepDefinitionIds: definitions,
                                          stepMatchArgumentsLists: arguments))
                } else {
                    steps.append(TestStep(id: id, pickleStepId: pickleStepId))
                }
                if let snippet = recordSteps[position].snippet, emittedSuggestions.insert(pickleStepId).inserted {
                    pendingSuggestions.append(Suggestion(id: ids.next(), pickleStepId: pickleStepId,
                                                         snippets: [Snippet(language: "swift", code: snippet)]))
                }
            }
        }
        emit(.testCase(TestCase(id: testCaseId, pickleId: record.pickle.id, testSteps: steps, testRunStartedId: testRunStartedId)))
        for suggestion in pendingSuggestions { emit(.suggestion(suggestion)) }
        pendingSuggestions.removeAll()
        current = (record.position, testCaseId, stepIds)
        return (testCaseId, stepIds)
    }

    private var pendingSuggestions: [Suggestion] = []

    /// `Type: message`, the feature file's line of the step, and the Swift line that failed.
    private func trace(of step: TestStepRecord, in pickle: Pickle) -> String? {
        guard step.status == .failed, let message = step.message else { return nil }
        var lines = ["\(step.errorType ?? "Error"): \(message)"]
        if case .pickleStep(let index) = step.kind, pickle.steps.indices.contains(index),
           let line = pickle.steps[index].astNodeIds.first.flatMap({ stepLines[$0] }) {
            lines.append("\(pickle.uri):\(line)")
        } else if let line = pickle.location?.line {
            lines.append("\(pickle.uri):\(line)")
        }
        if let location = step.failureLocation { lines.append("\(location)") }
        return lines.joined(separator: "\n")
    }

    private static func result(status: StepStatus, duration: Int64, message: String?, errorType: String?,
                               trace: String?) -> TestStepResult {
        let mapped: TestStepResult.Status
        switch status {
        case .passed: mapped = .passed
        case .skipped: mapped = .skipped
        case .pending: mapped = .pending
        case .undefined: mapped = .undefined
        case .ambiguous: mapped = .ambiguous
        case .failed: mapped = .failed
        }
        var exception: Exception?
        if status == .failed {
            exception = Exception(type: errorType ?? "Error", message: message, stackTrace: trace)
        }
        return TestStepResult(status: mapped, duration: ElapsedTime(totalNanoseconds: max(0, duration)),
                              message: message, exception: exception)
    }

    private func reference(_ location: CodeLocation) -> SourceReference {
        SourceReference(uri: location.file, location: Location(line: location.line, column: nil))
    }

    private static func hookType(_ kind: HookKind) -> Hook.HookType {
        switch kind {
        case .beforeAll: return .beforeTestRun
        case .afterAll: return .afterTestRun
        case .beforeScenario: return .beforeTestCase
        case .afterScenario: return .afterTestCase
        case .beforeStep: return .beforeTestStep
        case .afterStep: return .afterTestStep
        }
    }

    private func indexStepLines(_ document: GherkinDocument) {
        func add(_ steps: [Step]) { for step in steps { stepLines[step.id] = step.location.line } }
        for child in document.feature?.children ?? [] {
            if let background = child.background { add(background.steps) }
            if let scenario = child.scenario { add(scenario.steps) }
            for ruleChild in child.rule?.children ?? [] {
                if let background = ruleChild.background { add(background.steps) }
                if let scenario = ruleChild.scenario { add(scenario.steps) }
            }
        }
    }

    private static var operatingSystem: String {
        #if os(Linux)
        return "linux"
        #elseif os(macOS)
        return "darwin"
        #else
        return "unknown"
        #endif
    }

    private static var cpu: String {
        #if arch(x86_64)
        return "x64"
        #elseif arch(arm64)
        return "arm64"
        #else
        return "unknown"
        #endif
    }
}
