#if canImport(XCTest)
import Foundation
import LinkSpecReports
import LinkSpecRunner
import XCTest

extension LinkSpec {
    /// Runs the scenarios of `paths` (files, folders, `file.feature:LINE`,
    /// relative to `root`: by default the calling file's package root, or
    /// `.bundle(...)` for features shipped in the test bundle) with any step
    /// library and world, and records one failure per failed step in `testCase`
    /// at the feature file's line.
    ///
    /// Throws `LinkSpecError` when nothing can run (missing or unparsable
    /// files, bad tags, step definitions that do not compile, no scenario
    /// selected) and `XCTSkip` when `LINKSPEC_TAGS`, `LINKSPEC_NAME` or
    /// `LINKSPEC_SHARD` leave nothing for this call.
    @discardableResult
    package static func run<World: AnyObject>(
        _ paths: String..., from root: PackageRoot? = nil, steps library: StepLibrary<World>,
        world makeWorld: @escaping @Sendable () -> World,
        tags: String? = nil, names: [String] = [], reports: [Report] = [],
        configuration: RunConfiguration = RunConfiguration(),
        in recorder: some FailureRecording, file: String = #filePath, line: Int = #line
    ) throws -> RunOutcome {
        let caller = CallerLocation(filePath: file, line: line)
        RunningTest.started(by: recorder)
        let suite = try loadForRun(paths, from: root, filter: ScenarioFilter(tags: tags, names: names), caller: caller)
        return try SuiteRun(suite: suite, library: library, configuration: configuration, makeWorld: RunningTest.worlds({ _ in makeWorld() }, emptyingContextOf: recorder))
            .run(reports: reports, caller: caller) { recorder.record($0) }
    }

    /// The suite to run, or why there is nothing to run: `LinkSpecError` for a
    /// problem, `XCTSkip` when the environment's filters leave nothing here.
    static func loadForRun(_ paths: [String], from root: PackageRoot?, filter: ScenarioFilter, caller: CallerLocation,
                           environment: [String: String] = ProcessInfo.processInfo.environment) throws -> FeatureSuite {
        let root = root ?? PackageRoot.of(caller.filePath, environment: environment)
        let suite: FeatureSuite
        do {
            suite = try FeatureSuite.load(paths, root: root, filter: filter, environment: environment)
        } catch {
            throw LinkSpecError(error)
        }
        guard !suite.pickles.isEmpty else {
            if suite.isNarrowedByEnvironment {
                throw XCTSkip("\(TestSettings(environment).narrowingSummary) select no scenario of \(paths.joined(separator: ", "))")
            }
            throw LinkSpecError([InputError(path: paths.joined(separator: ", "),
                                            message: "no scenario matches \(filter.summary)")])
        }
        return suite
    }
}
#endif
