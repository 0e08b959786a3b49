import CucumberMessages
import Foundation
import Gherkin
import LinkSpecRunner
import LinkSpecSteps

/// The feature files named by a test, parsed, and the scenarios (pickles)
/// selected from them, in the order `linkspec` would run them.
///
/// Paths are files, folders (searched recursively for `*.feature` and
/// `*.feature.md`) or `file.feature:LINE`, relative to the package root.
package struct FeatureSuite: Sendable {
    package let root: PackageRoot
    /// Where each file is and where its steps are written, for failures.
    package let features: [LoadedFeature]
    /// The selected pickles, in run order.
    package var pickles: [Pickle] { loaded.pickles }
    /// Whether the environment (`LINKSPEC_TAGS`, `LINKSPEC_NAME`, `LINKSPEC_SHARD`) narrowed the selection.
    package let isNarrowedByEnvironment: Bool
    /// The phones the pickles run on: what the worlds are made for.
    package let platform: PlatformChoice
    /// Whether each pickle's name ends with its platform.
    package let namesPlatforms: Bool
    /// The files as the loader gave them (each source and document once),
    /// with the selection: what the message stream starts with.
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
        let (selection, environmentNames, shard) = try filter.selection(environment: environment)
        let found: [FeatureFile]
        do {
            found = try FeatureFinder().find(paths.map { root.resolve($0) })
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
        // Reports and errors show each file relative to the root; it is read where it was found.
        let files = found.map { file in
            FeatureFile(uri: root.display(file.uri), lines: file.lines, origin: file.origin, path: file.uri)
        }
        var loaded = try FeatureLoader().load(files, selection: selection)
        if let environmentNames {
            loaded.pickles = loaded.pickles.filter { environmentNames.matches($0.name) }
        }
        if let shard {
            loaded.pickles = shard.positions(amongCount: loaded.pickles.count).map { loaded.pickles[$0] }
        }
        let features = loaded.features.map { feature in
            LoadedFeature(uri: feature.file.uri, absolutePath: feature.file.path,
                          sourcePath: root.sourcePath(of: feature.file.path), document: feature.document)
        }
        // Narrowed by the environment, an empty selection is expected in the tests it leaves out, not a mistake.
        let narrowed = !TestSettings(environment).narrowingSummary.isEmpty
        return FeatureSuite(root: root, features: features, isNarrowedByEnvironment: narrowed,
                            platform: filter.platform, namesPlatforms: filter.platforms.namesPlatforms, loaded: loaded)
    }

    init(root: PackageRoot, features: [LoadedFeature], isNarrowedByEnvironment: Bool, platform: PlatformChoice, namesPlatforms: Bool,
         loaded: LoadedFeatures) {
        self.root = root
        self.features = features
        self.isNarrowedByEnvironment = isNarrowedByEnvironment
        self.platform = platform
        self.namesPlatforms = namesPlatforms
        self.loaded = loaded
        var index: [String: Int] = [:]
        for (position, feature) in features.enumerated() { index[feature.uri] = position }
        self.featureIndexByURI = index
    }

    package func feature(of pickle: Pickle) -> LoadedFeature? {
        featureIndexByURI[pickle.uri].map { features[$0] }
    }
}
