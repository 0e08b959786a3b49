import Expressions
import LinkSpecRunner
import LinkSpecSteps

/// Which scenarios of the loaded files run: the tag expression and name
/// patterns given in code, narrowed further by the environment, so one scenario
/// can be run alone without editing the test (`swift test --filter` selects
/// test functions, not the scenarios inside them):
///
///     LINKSPEC_TAGS='@smoke and not @slow'   # ANDed with the tags in code
///     LINKSPEC_NAME='wrong password'         # a regular expression searched in the scenario's name
///     LINKSPEC_SHARD=2/4                     # this CI job's part (or `auto`: the CI system's variables)
///
/// Each is also read with the `TEST_RUNNER_` prefix (see `TestSettings`).
package struct ScenarioFilter: Sendable {
    package var tags: String?
    package var names: [String]
    /// The phones the scenarios run on: what the worlds are made for.
    package var platform: PlatformChoice
    /// The platforms as selection applies them; none for a run of any world.
    package var platforms: PlatformRuns

    package init(tags: String? = nil, names: [String] = [], platform: PlatformChoice = .iOS, platforms: PlatformRuns = PlatformRuns()) {
        self.tags = tags
        self.names = names
        self.platform = platform
        self.platforms = platforms
    }

    /// For a run against the simulated app: `platform` as the test chose it
    /// (nil: iOS, its test cases named as they always were).
    package init(tags: String?, names: [String], app platform: PlatformChoice?) {
        self.init(tags: tags, names: names, platform: platform ?? .iOS, platforms: (platform ?? .iOS).runs(chosen: platform != nil))
    }

    /// The runner's selection for this filter and environment, and what the
    /// environment narrows it by after: its name pattern and this CI job's
    /// part. A bad tag expression, pattern or part is an error naming where
    /// it came from; every one is reported.
    func selection(environment: [String: String]) throws(InputErrors)
        -> (selection: ScenarioSelection, names: NameFilter?, shard: Shard?) {
        var errors: [InputError] = []
        var expressions: [TagExpression] = []
        let fromEnvironment = TestSettings(environment).setting(TestSettings.tags)
        for (origin, text) in [("tags", tags), (fromEnvironment?.variable ?? "", fromEnvironment?.value)] {
            guard let text, !text.isEmpty else { continue }
            do {
                expressions.append(try TagExpression(text))
            } catch {
                errors.append(InputError(path: origin, message: "'\(text)': \(error.message)"))
            }
        }
        var nameFilter: NameFilter?
        var environmentNames: NameFilter?
        do {
            nameFilter = try NameFilter(patterns: names)
            environmentNames = try Self.environmentNames(environment)
        } catch {
            errors.append(error)
        }
        var shard: Shard?
        do {
            shard = try Self.environmentShard(environment)
        } catch {
            errors.append(error)
        }
        guard errors.isEmpty else { throw InputErrors(errors) }
        return (ScenarioSelection(tags: expressions, names: nameFilter, platforms: platforms), environmentNames, shard)
    }

    /// The environment's name pattern, applied after the runner's selection
    /// (which ORs its patterns; narrowing needs AND).
    private static func environmentNames(_ environment: [String: String]) throws(InputError) -> NameFilter? {
        guard let name = TestSettings(environment).setting(TestSettings.name) else { return nil }
        do {
            return try NameFilter(patterns: [name.value])
        } catch {
            throw InputError(path: name.variable, message: error.message)
        }
    }

    /// This CI job's part of the selection: `LINKSPEC_SHARD=K/N`, or `auto` for
    /// the CI system's own variables as `linkspec --shard auto` reads them.
    /// Applied last, after every other filter, so the jobs' parts are even.
    private static func environmentShard(_ environment: [String: String]) throws(InputError) -> Shard? {
        let settings = TestSettings(environment)
        guard let setting = settings.setting(TestSettings.shard) else { return nil }
        if setting.value == "auto" {
            return try ShardDetection.detect(in: settings.removing(TestSettings.shard)).shard
        }
        guard let shard = Shard(option: setting.value) else {
            throw InputError(path: setting.variable, message:
                "'\(setting.value)' is not K/N with 1 <= K <= N, or auto (for the second of three jobs: 2/3)")
        }
        return shard
    }
}

extension ScenarioFilter {
    /// `tags '@smoke' and names 'login'`, for messages about an empty
    /// selection, and the platforms where they leave scenarios out (` on iOS`).
    var summary: String {
        var parts: [String] = []
        if let tags { parts.append("tags '\(tags)'") }
        if !names.isEmpty { parts.append("names " + names.map { "'\($0)'" }.joined(separator: " or ")) }
        let on = platforms.platforms.isEmpty ? "" : " on " + platforms.platforms.map(\.name).joined(separator: " or ")
        return (parts.isEmpty ? "(the files have no scenarios" + on + ")" : parts.joined(separator: " and ") + on)
    }
}
