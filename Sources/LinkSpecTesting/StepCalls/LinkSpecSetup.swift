import Foundation
import LinkSpecPlatform
import LinkSpecReports
import LinkSpecRunner
import LinkSpecSteps

/// What a test's `Given`/`When`/`Then` calls run against, said once: for an
/// XCTest class in its `GivenWhenThen` conformance, for a Swift Testing test
/// or suite in its `.linkSpec(...)` trait.
///
///     static let linkSpec = LinkSpecSetup(app: .file("Features/app.json", routing: BabylonLinks.route),
///                                         steps: BabylonSteps.library)
///
/// Each test method (or test case) gets a simulated app of its own built
/// from the map, with the standard steps and the team's (`steps`, and the
/// `definers`, registered here by name: Linux has no Objective-C runtime to
/// find a `StepDefiner`'s subclasses). The app map is found as
/// `LinkSpec.run` finds it: `.file(path)` from the package root, `.nearest`
/// the nearest `app.json` at or above the test file's folder, else in the
/// package's `Features/` folder, where `linkspec` looks when given no path.
///
/// With `reports`, every test method's scenario is added to the report
/// files (Cucumber Messages, JUnit, any format), its steps at the Swift file
/// and line of their calls; the files are rewritten whole after each one.
public struct LinkSpecSetup: Sendable {
    /// The app map and the team's routing function.
    public let app: AppSource
    /// The team's phrases, parameter types and hooks (the definers' included), after the standard ones.
    public let steps: StepLibrary<AppWorld>
    /// Whether the standard phrases come first (`false`: only the team's).
    public let standardSteps: Bool
    /// The phone the simulated app runs on: iOS by default; on `.android` the
    /// app map must name its Android files, and each scenario's name ends
    /// with ` [Android]` in reports.
    public let platform: MobilePlatform
    /// Report files the calls are written to, as `LinkSpec.run` writes them.
    public let reports: [Report]
    /// Snapshots, snippets, strictness; `jobs`, `retry` and `timeout` do not
    /// apply (the steps run one by one on the test's own thread).
    public let configuration: RunConfiguration
    /// What is loaded once for every test that uses this setup, shared by its copies.
    let prepared: PreparedSetup
    /// Stands for the default setup of each test's module and file (`testTargetDefault`).
    private(set) var isTestTargetDefault = false
    /// Whether the steps after a failed one run while the XCTest method's
    /// `continueAfterFailure` is true, as XCTest-Gherkin's do: the default
    /// setup's rule (decision 0901). Otherwise they are not run (0301).
    var followsContinueAfterFailure = false
    /// Added to an undefined step's message: a default setup whose test
    /// target registers no definers says where they go.
    var undefinedStepHint: String?

    /// The setup of an `XCTestCase` that names none: the nearest `app.json`
    /// from the test file's folder upwards (else the package's
    /// `Features/app.json`), the standard steps, and the definers, steps and
    /// routing the test target registers in a type named `LinkSpecDefaults`
    /// (`TestTargetDefaults`). Made once per test file. A Swift Testing
    /// suite gets the same with `@Suite(.linkSpec(.testTargetDefault))`.
    public static var testTargetDefault: LinkSpecSetup {
        var setup = LinkSpecSetup()
        setup.isTestTargetDefault = true
        return setup
    }

    /// - Parameters:
    ///   - app: the app map (`.file("Features/app.json", routing: ...)`, `.map(...)`, `.nearest`).
    ///   - steps: the team's steps, as for `LinkSpec.run`.
    ///   - definers: `StepDefiner` subclasses whose `defineSteps()` add steps after `steps`.
    ///   - standardSteps: `false` runs only the team's phrases.
    ///   - platform: the phone the app runs on (`.iOS`, the default, or `.android`).
    ///   - reports: report files; relative paths from the package root.
    ///   - configuration: see `configuration`.
    ///   - root: where relative paths start: the test file's package by default.
    ///   - file: where the setup is written (`#filePath`): `.nearest` searches from its folder, and the
    ///     default root is its package.
    public init(app: AppSource = .nearest, steps: StepLibrary<AppWorld> = StepLibrary(), definers: [StepDefiner.Type] = [],
                standardSteps: Bool = true, platform: MobilePlatform = .iOS, reports: [Report] = [], configuration: RunConfiguration = RunConfiguration(),
                from root: PackageRoot? = nil, file: String = #filePath) {
        var team = steps
        for definer in definers { team = team.merged(with: definer.library()) }
        self.app = app
        self.steps = team
        self.standardSteps = standardSteps
        self.platform = platform
        self.reports = reports
        self.configuration = configuration
        prepared = PreparedSetup(root: root ?? PackageRoot.of(file), file: file)
    }

    /// The app loaded, the library compiled, once; or why not, every time asked.
    func load() -> Result<PreparedApp, LinkSpecError> {
        prepared.app { () throws(LinkSpecError) -> PreparedApp in
            let map = try app.loadMap(testFile: prepared.file, root: prepared.root)
            let platforms: PlatformChoice = platform == .android ? .android : .iOS
            if let problem = platforms.problem(with: map) {
                throw LinkSpecError([InputError(path: "LinkSpecSetup(platform: .android)", message: problem)])
            }
            let library = StandardSteps.library(adding: steps, standardSteps: standardSteps, app: map)
            let source = app
            do throws(InputErrors) {
                let runner = try ScenarioRunner(library: library, configuration: configuration, worldFor: source.worlds(with: map, on: platforms))
                return PreparedApp(runner: runner, app: AppUnderTest(map))
            } catch {
                throw LinkSpecError(error)
            }
        }
    }
}

/// A setup's app map and compiled steps, made on first use.
struct PreparedApp: Sendable {
    let runner: ScenarioRunner<AppWorld>
    /// The app and its routes, as reports name them.
    let app: AppUnderTest
}

/// What the copies of one `LinkSpecSetup` share: where its paths start, the
/// app and steps once loaded, the scenarios its reports gather.
final class PreparedSetup: Sendable {
    let root: PackageRoot
    /// The Swift file the setup was written in: `.nearest` searches from its folder.
    let file: String
    private let loaded = Locked<Result<PreparedApp, LinkSpecError>?>(nil)
    /// The scenarios run so far, for the reports (`CalledScenarioReports`).
    let scenarios = Locked<[CalledScenario]>([])
    /// Whether the steps available were listed already (after the first undefined step).
    let listedSteps = Locked(false)

    init(root: PackageRoot, file: String) {
        self.root = root
        self.file = file
    }

    /// Loads with `load` the first time; later, the same answer.
    func app(_ load: () throws(LinkSpecError) -> PreparedApp) -> Result<PreparedApp, LinkSpecError> {
        loaded.withLock { loaded in
            if let loaded { return loaded }
            let result = Result(catching: load)
            loaded = result
            return result
        }
    }
}
