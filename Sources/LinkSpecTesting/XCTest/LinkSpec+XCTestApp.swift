#if canImport(XCTest)
import Foundation
import LinkSpecReports
import LinkSpecRunner
import LinkSpecSteps
import XCTest

extension LinkSpec {
    /// Runs the scenarios of `paths` (files, folders, `file.feature:LINE`,
    /// relative to `root`: the package root, or `.bundle(...)`) against the simulated app with the
    /// standard steps plus `steps` (or only `steps`), and records one failure
    /// per failed step in `testCase` at the feature file's line:
    ///
    ///     try LinkSpec.run("Features/", app: .file("Features/app.json"), steps: teamSteps, tags: "@smoke", in: self)
    ///
    /// Each scenario gets a fresh `AppWorld` built from the app map, on the
    /// phones `platform` names (`.all`: each scenario once on iOS and once on
    /// Android; scenarios tagged `@ios` or `@android` run only there; nil: iOS,
    /// test cases named as written, without their platform).
    @discardableResult
    public static func run(
        _ paths: String..., from root: PackageRoot? = nil, app: AppSource = .nearest, platform: PlatformChoice? = nil,
        steps: StepLibrary<AppWorld> = StepLibrary(),
        standardSteps: Bool = true, tags: String? = nil, names: [String] = [], reports: [Report] = [],
        configuration: RunConfiguration = RunConfiguration(),
        in recorder: some FailureRecording, file: String = #filePath, line: Int = #line
    ) throws -> RunOutcome {
        let caller = CallerLocation(filePath: file, line: line)
        RunningTest.started(by: recorder)
        let suite = try loadForRun(paths, from: root, filter: ScenarioFilter(tags: tags, names: names, app: platform), caller: caller)
        let map = try app.loadMap(for: suite)
        return try SuiteRun(suite: suite, library: StandardSteps.library(adding: steps, standardSteps: standardSteps, app: map),
                            configuration: configuration, makeWorld: RunningTest.worlds(app.worlds(with: map, on: suite.platform), emptyingContextOf: recorder), app: AppUnderTest(map),
                            nameRule: AppParameterRole.nameRule(for: map))
            .run(reports: reports, caller: caller) { recorder.record($0) }
    }
}
#endif
