import CucumberMessages
import Foundation
import Gherkin
import LinkSpecRunner

/// One scenario, or one Examples row of an outline, as the argument of a
/// parameterised Swift Testing test: one test case each, named after it.
///
/// A list that could not be loaded (a missing folder, a parse error) is one
/// `Scenario` too, whose run fails with the reason, so discovering the tests
/// never crashes or silently finds nothing.
public struct Scenario: Sendable, CustomStringConvertible {
    /// The scenario's name (placeholders filled in for an Examples row).
    public let name: String
    /// The feature file as reports name it.
    public let uri: String
    /// The scenario's line, or the Examples row's.
    public let line: Int
    /// Its tags with their `@` (the feature's, the rule's, its own and its Examples').
    public let tags: [String]
    /// The phone it runs on (`LinkSpec.scenarios(platform:)`).
    public let platform: MobilePlatform
    /// Whether its name ends with its platform, as a list with a chosen platform names them.
    let namesPlatform: Bool
    let content: Content

    enum Content: Sendable {
        case pickle(Pickle, suite: FeatureSuite, position: Int)
        case unloadable(LinkSpecError, root: PackageRoot, caller: CallerLocation)
    }

    init(pickle: Pickle, suite: FeatureSuite, position: Int) {
        name = pickle.name
        uri = pickle.uri
        line = pickle.location?.line ?? 1
        tags = pickle.tags.map(\.name)
        platform = suite.platform.platform(of: pickle)
        namesPlatform = suite.namesPlatforms
        content = .pickle(pickle, suite: suite, position: position)
    }

    init(unloadable error: LinkSpecError, paths: [String], root: PackageRoot, caller: CallerLocation) {
        name = "cannot load \(paths.joined(separator: ", "))"
        uri = paths.joined(separator: ", ")
        line = error.errors.first?.line ?? 0
        tags = []
        platform = .iOS
        namesPlatform = false
        content = .unloadable(error, root: root, caller: caller)
    }

    /// `Wrong password discards the route (Features/security/clinical_access.feature:14)`.
    public var description: String {
        switch content {
        case .pickle: "\(name) (\(uri):\(line))"
        case .unloadable(let error, _, _): "\(name): \(error.errors.first?.description ?? "")"
        }
    }

    /// `path:LINE`, what `linkspec` takes to run this scenario alone.
    public var location: String { "\(uri):\(line)" }

    /// `path:LINE`, with the platform where the list names it (the same
    /// scenario on iOS and on Android are two test cases).
    package var identity: String { namesPlatform ? "\(location) [\(platform.name)]" : location }
}

extension LinkSpec {
    /// The scenarios of `paths` (files, folders, `file.feature:LINE`, relative
    /// to `root`: by default the package root of the calling file; for features
    /// shipped in the test bundle `.bundle(Bundle.module)`), selected by tags
    /// and names and narrowed by `LINKSPEC_TAGS`/`LINKSPEC_NAME`/`LINKSPEC_SHARD`,
    /// for `@Test(arguments:)`, on the phones `platform` names (`.all`: each
    /// scenario once on iOS and once on Android; a chosen platform ends each
    /// name with `[iOS]` or `[Android]`; nil: iOS, names as written), where
    /// `scenario.run(app:)` runs it. Never throws: a problem becomes one
    /// failing `Scenario`.
    public static func scenarios(_ paths: String..., from root: PackageRoot? = nil, platform: PlatformChoice? = nil, tags: String? = nil,
                                 names: [String] = [], file: String = #filePath, line: Int = #line) -> [Scenario] {
        let caller = CallerLocation(filePath: file, line: line)
        let filter = ScenarioFilter(tags: tags, names: names, app: platform)
        let root = root ?? PackageRoot.of(file)
        do {
            let suite = try FeatureSuite.load(paths, root: root, filter: filter)
            if suite.pickles.isEmpty && !suite.isNarrowedByEnvironment {
                let error = LinkSpecError([InputError(path: paths.joined(separator: ", "),
                                                      message: "no scenario matches \(filter.summary)")])
                return [Scenario(unloadable: error, paths: paths, root: root, caller: caller)]
            }
            return suite.pickles.enumerated().map { Scenario(pickle: $1, suite: suite, position: $0) }
        } catch {
            return [Scenario(unloadable: LinkSpecError(error), paths: paths, root: root, caller: caller)]
        }
    }
}
