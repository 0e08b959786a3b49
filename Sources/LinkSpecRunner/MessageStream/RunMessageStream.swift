import CucumberMessages
import Gherkin
import LinkSpecReports

/// Turns a run into the Cucumber Messages stream that every report is built
/// from. `begin` emits meta, each file's Gherkin messages (source, document
/// and the pickles selected) and the library's definitions; streaming, the
/// files come a batch at a time (`nextBatch(from:)`). What the runner then
/// reports is in `RunMessageStream+Results.swift`.
package final class RunMessageStream<World: AnyObject>: RunObserver {
    struct TestCaseIds {
        var position: Int
        var testCaseId: String
        var stepIds: [String]
    }

    let library: StepLibrary<World>
    private let features: LoadedFeatures
    private let pickles: [Pickle]
    private let sink: (Envelope) throws -> Void
    var ids: IdGenerator
    var stepDefinitionIds: [String] = []
    var hookIds: [String] = []
    var testRunStartedId = ""
    /// The documents emitted (of the current batch, when streaming), by URI:
    /// a failed step's line is looked up in its document only when it fails.
    var documents: [String: GherkinDocument] = [:]
    /// The test case of the position whose attempts are being emitted.
    var current: TestCaseIds?
    /// Test cases emitted before the run (`testCasesPlanned`), by position,
    /// until their first attempt.
    var announced: [Int: TestCaseIds] = [:]
    private let implementation: Product
    /// Named in the stream right after `testRunStarted`.
    let app: AppUnderTest?
    /// What the sink acts on; envelopes of other kinds are not built.
    let wanted: EnvelopeKindMask

    /// The first error the sink threw; after it nothing more is emitted.
    package private(set) var error: (any Error)?

    /// `pickles`: the scenarios that run, of `features` (by default its
    /// selection). `consumedKinds`: the kinds of envelope the sink acts on
    /// (`ReportPipeline.consumedKinds`), nil for every kind; without
    /// `stepDefinition`, test steps leave out their step definition ids and
    /// match arguments. Ids are the same either way.
    package init(library: StepLibrary<World>, features: LoadedFeatures, pickles: [Pickle]? = nil,
                implementation: Product = Product(name: "linkspec"), app: AppUnderTest? = nil,
                consumedKinds: Set<Envelope.Kind>? = nil, sink: @escaping (Envelope) throws -> Void) {
        self.library = library
        self.features = features
        self.pickles = pickles ?? features.pickles
        self.ids = features.ids
        self.sink = sink
        self.implementation = implementation
        self.app = app
        self.wanted = EnvelopeKindMask(consumedKinds)
    }

    func emit(_ envelope: Envelope) {
        guard error == nil, wanted.contains(envelope.kind) else { return }
        do {
            try sink(envelope)
        } catch {
            self.error = error
        }
    }

    /// Everything known before the run starts. Throws what the sink threw.
    package func begin() throws {
        emit(.meta(Meta(protocolVersion: Meta.protocolVersion, implementation: implementation,
                        runtime: Product(name: "Swift"), os: Product(name: Self.operatingSystem),
                        cpu: Product(name: Self.cpu))))
        let selected = Set(pickles.map(\.id))
        for feature in features.features {
            emitFile(feature, pickles: feature.pickles.lazy.filter { selected.contains($0.id) })
        }
        emitDefinitions()
        if let error { throw error }
    }

    /// The step definitions, hooks and parameter types in the order they were
    /// defined; a step definition naming an unknown parameter type is an
    /// `undefinedParameterType` message instead, and has no id.
    private func emitDefinitions() {
        let undefined = library.undefinedParameterTypes()
        stepDefinitionIds = Array(repeating: "", count: library.steps.count)
        hookIds = Array(repeating: "", count: library.hooks.count)
        for definition in library.definitionOrder {
            switch definition {
            case .parameterType(let index):
                let type = library.parameterTypes[index]
                emit(.parameterType(ParameterType(
                    id: ids.next(), name: type.name, regularExpressions: type.regularExpressions,
                    preferForRegularExpressionMatch: type.preferForRegularExpressionMatch,
                    useForSnippets: type.useForSnippets, sourceReference: reference(type.location))))
            case .step(let index):
                if let unknown = undefined[index] {
                    emit(.undefinedParameterType(unknown))
                    continue
                }
                let step = library.steps[index]
                let id = ids.next()
                stepDefinitionIds[index] = id
                let pattern = StepDefinitionPattern(source: step.pattern.source, type: step.pattern.type)
                emit(.stepDefinition(StepDefinition(id: id, pattern: pattern, sourceReference: reference(step.location))))
            case .hook(let index):
                let hook = library.hooks[index]
                let id = ids.next()
                hookIds[index] = id
                emit(.hook(Hook(id: id, name: hook.name, sourceReference: reference(hook.location),
                                tagExpression: hook.tagExpressionText, type: Self.hookType(hook.kind))))
            }
        }
    }

    /// Streaming: emits the next batch's files and returns its pickles; nil
    /// when no file is left. The batches' ids are their own, so this stream's
    /// must start at `FeatureBatches.firstRunId` (`LoadedFeatures(ids:)`).
    package func nextBatch(from batches: FeatureBatches) -> [Pickle]? {
        guard let features = batches.next() else { return nil }
        documents.removeAll(keepingCapacity: true)
        var batch: [Pickle] = []
        for feature in features {
            emitFile(feature, pickles: feature.pickles)
            batch += feature.pickles
        }
        return batch
    }

    private func emitFile(_ feature: ParsedFeature, pickles: some Sequence<Pickle>) {
        GherkinFile(source: feature.source, document: feature.document).emit(source: wanted.contains(.source),
                                                                             pickles: pickles) { emit($0) }
        documents[feature.file.uri] = feature.document
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

    /// `meta.os.name`: Node's `os.platform()` names where it has one (as
    /// cucumber-js writes them), else the system's own name in lower case.
    /// Mac Catalyst runs on macOS, so it is `darwin`.
    private static var operatingSystem: String {
        #if os(Linux)
        return "linux"
        #elseif os(macOS) || targetEnvironment(macCatalyst)
        return "darwin"
        #elseif os(iOS)
        return "ios"
        #elseif os(tvOS)
        return "tvos"
        #elseif os(watchOS)
        return "watchos"
        #elseif os(visionOS)
        return "visionos"
        #elseif os(Windows)
        return "win32"
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
