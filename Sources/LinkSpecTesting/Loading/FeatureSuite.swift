import CucumberMessages
import Foundation
import Gherkin
import LinkSpecRunner

/// The feature files named by a test, parsed, and the scenarios (pickles)
/// selected from them, in the order `linkspec` would run them.
///
/// Paths are files, folders (searched recursively for `*.feature` and
/// `*.feature.md`) or `file.feature:LINE`, relative to the package root.
public struct FeatureSuite: Sendable {
    public let root: PackageRoot
    public let features: [LoadedFeature]
    /// The selected pickles, in run order.
    public let pickles: [Pickle]
    /// Whether the environment (`LINKSPEC_TAGS`, `LINKSPEC_NAME`) narrowed the selection.
    public let isNarrowedByEnvironment: Bool
    /// The sources and documents as the message stream starts with them, and
    /// the id sequence after the parser's.
    public let loaded: LoadedFeatures
    private let featureIndexByURI: [String: Int]
    /// Tells apart lists loaded by different calls (reports gather per list).
    let identity = UUID()

    /// Finds, reads, parses and selects. Every problem (a missing path, a parse
    /// error, a line that selects nothing, a bad tag expression) is collected
    /// and thrown together, each as `path:line:column: message`.
    public static func load(_ paths: [String], root: PackageRoot, filter: ScenarioFilter = ScenarioFilter(),
                            environment: [String: String] = ProcessInfo.processInfo.environment) throws(InputErrors) -> FeatureSuite {
        guard !paths.isEmpty else {
            throw InputErrors([InputError(path: root.path, message: "no feature files or folders given")])
        }
        let selection = try filter.selection(environment: environment)
        let files: [FeatureFile]
        do {
            files = try FeatureFinder().find(paths.map { root.resolve($0) })
        } catch {
            // Name the paths as the test wrote them (relative to the root), not as resolved.
            throw InputErrors(error.errors.map { problem in
                var shown = problem
                shown.path = root.display(problem.path)
                shown.message = problem.message.replacingOccurrences(of: root.path + "/", with: "")
                return shown
            })
        }
        var errors: [InputError] = []
        var features: [LoadedFeature] = []
        var loaded = LoadedFeatures()
        for var file in files {
            let absolutePath = file.uri
            file.uri = root.display(absolutePath)
            let source: Source
            do {
                source = Source(uri: file.uri, data: try SourceReader.readText(atPath: absolutePath), mediaType: file.mediaType)
            } catch {
                errors.append(InputError(path: file.uri, line: error.line, column: error.column, message: error.message))
                continue
            }
            let result = GherkinParser.parse(source, ids: &loaded.ids)
            guard let document = result.document, result.errors.isEmpty else {
                errors += result.errors.map { Self.inputError($0, uri: file.uri) }
                continue
            }
            let pickles = PickleCompiler.compile(document, source: source, ids: &loaded.ids)
            features.append(LoadedFeature(uri: file.uri, absolutePath: absolutePath, source: source,
                                          document: document, pickles: pickles))
            loaded.sources.append(source)
            loaded.features.append(ParsedFeature(file: file, document: document, pickles: pickles))
        }
        guard errors.isEmpty else { throw InputErrors(errors) }
        var pickles = try selection.select(from: loaded.features)
        let environmentNames: NameFilter?
        do {
            environmentNames = try ScenarioFilter.environmentNames(environment)
        } catch {
            throw InputErrors([error])
        }
        if let environmentNames {
            pickles = pickles.filter { environmentNames.matches($0.name) }
        }
        return FeatureSuite(root: root, features: features, pickles: pickles,
                            isNarrowedByEnvironment: ScenarioFilter.isNarrowed(by: environment),
                            loaded: loaded)
    }

    init(root: PackageRoot, features: [LoadedFeature], pickles: [Pickle], isNarrowedByEnvironment: Bool, loaded: LoadedFeatures) {
        self.root = root
        self.features = features
        self.pickles = pickles
        self.isNarrowedByEnvironment = isNarrowedByEnvironment
        self.loaded = loaded
        var index: [String: Int] = [:]
        for (position, feature) in features.enumerated() { index[feature.uri] = position }
        self.featureIndexByURI = index
    }

    /// The file a pickle was compiled from.
    public func feature(of pickle: Pickle) -> LoadedFeature? {
        featureIndexByURI[pickle.uri].map { features[$0] }
    }

    /// A parse error as `path:line:column: message` (the parser's own `(l:c): `
    /// prefix dropped: the position is already in front).
    static func inputError(_ error: ParseError, uri: String) -> InputError {
        var message = error.message
        if message.hasPrefix("("), let close = message.firstIndex(of: ")") {
            message = String(message[message.index(after: close)...].drop { $0 == ":" || $0 == " " })
        }
        let location = error.source.location
        return InputError(path: uri, line: location?.line ?? 1, column: max(1, location?.column ?? 1), message: message)
    }
}
