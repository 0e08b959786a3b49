import CucumberMessages
import Foundation
import Gherkin
import LinkSpecRunner

/// The feature files named by a test, parsed, and the scenarios (pickles)
/// selected from them, in the order `linkspec` would run them.
///
/// Paths are files, folders (searched recursively for `*.feature` and
/// `*.feature.md`) or `file.feature:LINE`, relative to the package root.
package struct FeatureSuite: Sendable {
    package let root: PackageRoot
    package let features: [LoadedFeature]
    /// The selected pickles, in run order.
    package let pickles: [Pickle]
    /// Whether the environment (`LINKSPEC_TAGS`, `LINKSPEC_NAME`, `LINKSPEC_SHARD`) narrowed the selection.
    package let isNarrowedByEnvironment: Bool
    /// The sources and documents as the message stream starts with them, and
    /// the id sequence after the parser's.
    package let loaded: LoadedFeatures
    private let featureIndexByURI: [String: Int]
    /// Tells apart lists loaded by different calls (reports gather per list).
    let identity = UUID()

    /// Finds, reads, parses and selects. Every problem (a missing path, a parse
    /// error, a line that selects nothing, a bad tag expression) is collected
    /// and thrown together, each as `path:line:column: message`.
    package static func load(_ paths: [String], root: PackageRoot, filter: ScenarioFilter = ScenarioFilter(),
                            environment: [String: String] = ProcessInfo.processInfo.environment) throws(InputErrors) -> FeatureSuite {
        guard !paths.isEmpty else {
            throw InputErrors([InputError(path: root.path, message: "no feature files or folders given")])
        }
        let selection = try filter.selection(environment: environment)
        let files: [FeatureFile]
        do {
            files = try FeatureFinder().find(paths.map { root.resolve($0) })
        } catch {
            // Name the paths as the test wrote them (relative to the root), not as resolved,
            // and say where a missing one was looked for when that is not plain.
            throw InputErrors(error.errors.map { problem in
                var shown = problem
                shown.path = root.display(problem.path)
                shown.message = problem.message.replacingOccurrences(of: root.path + "/", with: "")
                if shown.message.hasSuffix("no such file or folder"), let whereToLook = root.whereToLook {
                    shown.message += " (\(whereToLook))"
                }
                return shown
            })
        }
        var errors: [InputError] = []
        var features: [LoadedFeature] = []
        var loaded = LoadedFeatures()
        for var file in files {
            let absolutePath = file.uri
            file.uri = root.display(absolutePath)
            do {
                let (source, parsed) = try FeatureLoader().load(file, readingFrom: absolutePath, ids: &loaded.ids)
                features.append(LoadedFeature(uri: file.uri, absolutePath: absolutePath, sourcePath: root.sourcePath(of: absolutePath),
                                              source: source, document: parsed.document, pickles: parsed.pickles))
                loaded.sources.append(source)
                loaded.features.append(parsed)
            } catch {
                errors += error.errors
            }
        }
        guard errors.isEmpty else { throw InputErrors(errors) }
        var pickles = try selection.select(from: loaded.features)
        let environmentNames: NameFilter?
        let shard: Shard?
        do {
            environmentNames = try ScenarioFilter.environmentNames(environment)
            shard = try ScenarioFilter.environmentShard(environment)
        } catch {
            throw InputErrors([error])
        }
        if let environmentNames {
            pickles = pickles.filter { environmentNames.matches($0.name) }
        }
        if let shard {
            pickles = shard.positions(amongCount: pickles.count).map { pickles[$0] }
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
    package func feature(of pickle: Pickle) -> LoadedFeature? {
        featureIndexByURI[pickle.uri].map { features[$0] }
    }
}
