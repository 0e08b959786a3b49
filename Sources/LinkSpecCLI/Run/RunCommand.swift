import CucumberMessages
import AppFiles
import Foundation
import Gherkin
import LinkSpecPlatform
import LinkSpecReports
import LinkSpecRunner
import LinkSpecSteps

/// `linkspec [OPTIONS] PATH...`: finds the feature files, loads the app map,
/// parses, selects, runs every scenario against a fresh simulated app with the
/// command line's steps (the standard ones, and a team's) and routing
/// function, and writes the reports from the message stream. What is loaded
/// whole and what streams is `FeatureLoader`'s (docs/decisions/0002-one-parse.md);
/// the run goes the one way every run goes (`RunDriver`).
///
/// Exit codes: 0 every scenario passed; 1 some did not; 2 a usage error, a
/// feature file that does not parse, a broken app map or a report that could
/// not be written (every problem printed as `path:line:column: message`);
/// 130 interrupted.
enum RunCommand {
    /// The folder searched when no path is given.
    static let defaultFolder = AppMapFile.featuresFolder

    static func run(_ options: RunOptions, console: Console, setup: CommandLineSetup = .standard,
                    environment: [String: String] = ProcessInfo.processInfo.environment,
                    interruption: Interruption = Interruption()) -> Int32 {
        if options.served.isOn {
            do {
                if let code = try ServedTrust.runTrusting(options.served.options, console: console) { return code }
            } catch let error as UsageError {
                console.writeError("\(setup.name): \(error.message)\n\(error.hint)\n")
                return ExitCode.usage
            } catch {
                console.writeError("\(setup.name): \(error)\n")
                return ExitCode.usage
            }
        }
        do throws(InputErrors) {
            let (files, dialects) = try input(options, console: console, name: setup.name)
            let app = setup.app(explicit: options.appMap)
            let folders = files.map { ($0.uri as NSString).deletingLastPathComponent }
            let (map, mapFile) = options.served.isOn
                ? try ServedRun.load(app, searchingFrom: folders, request: options.served, console: console, name: setup.name)
                : try app.load(root: CommandLineSetup.currentFolder, searchingFrom: folders, hint: "name one with --app PATH")
            let platform = options.platform ?? .iOS
            if let problem = platform.problem(with: map) {
                throw InputErrors([InputError(path: mapFile.map { AppSource.shown($0, root: CommandLineSetup.currentFolder) } ?? "--platform",
                                              message: problem)])
            }
            return try runScenarios(files, dialects: dialects, options: options, platforms: platform.runs(chosen: options.platform != nil), console: console,
                                    library: setup.library.forApp(map), app: AppUnderTest(name: map.name, routes: map.routes.map(\.name)),
                                    nameRule: AppParameterRole.nameRule(for: map), environment: environment, interruption: interruption,
                                    makeWorld: app.worlds(with: map, on: platform))
        } catch {
            for problem in error.errors { console.writeError("\(problem)\n") }
            return ExitCode.usage
        }
    }

    /// Runs any step library against any world, without an app map: the
    /// Compatibility Kit's test runs its samples through here with its own
    /// steps, exactly as the command line runs features.
    static func run<World: AnyObject>(_ options: RunOptions, console: Console, library: StepLibrary<World>,
                                      environment: [String: String] = ProcessInfo.processInfo.environment,
                                      interruption: Interruption = Interruption(),
                                      makeWorld: @escaping @Sendable () -> World) -> Int32 {
        do {
            let (files, dialects) = try input(options, console: console, name: "linkspec")
            return try runScenarios(files, dialects: dialects, options: options, platforms: PlatformRuns(), console: console,
                                    library: library, app: nil, environment: environment, interruption: interruption,
                                    makeWorld: { _ in makeWorld() })
        } catch {
            for problem in error.errors { console.writeError("\(problem)\n") }
            return ExitCode.usage
        }
    }

    /// The feature files the options name and the languages to read them in.
    private static func input(_ options: RunOptions, console: Console,
                              name: String) throws(InputErrors) -> ([FeatureFile], DialectTable) {
        if let note = options.shardNote { console.writeError("\(name): \(note)\n") }
        var paths = options.paths
        if paths.isEmpty {
            guard FileManager.default.fileExists(atPath: defaultFolder) else {
                throw InputErrors([InputError(path: defaultFolder, message:
                    "no feature paths given and no \(defaultFolder) folder here; run '\(name) PATH...'")])
            }
            paths = [defaultFolder]
        }
        return (try FeatureFinder().find(paths), try DialectFile.dialects(options.i18nFile))
    }

    /// Selects, runs and reports; `app` (its name and routes, for the reports
    /// and the coverage line) is nil for a run without an app map.
    private static func runScenarios<World: AnyObject>(
        _ files: [FeatureFile], dialects: DialectTable, options: RunOptions, platforms: PlatformRuns, console: Console,
        library: StepLibrary<World>, app: AppUnderTest?, nameRule: StepArgumentCheck.Rule? = nil,
        environment: [String: String], interruption: Interruption,
        makeWorld: @escaping @Sendable (Pickle) -> World
    ) throws(InputErrors) -> Int32 {
        var timings: ShardTimings?
        var names: NameFilter?
        do {
            timings = try options.shardTimings.map { path throws(InputError) in try ShardTimings.load(path: path) }
            if !options.namePatterns.isEmpty { names = try NameFilter(patterns: options.namePatterns) }
        } catch {
            throw InputErrors([error])
        }
        let selection = ScenarioSelection(tags: options.tagExpressions, names: names, order: options.order,
                                          shard: options.shard, timings: timings, platforms: platforms)
        // Compiled first: the loader checks the names the steps give the app with it.
        let runner = try ScenarioRunner(library: library, configuration: options.configuration, worldFor: makeWorld)
        let features = try FeatureLoader(dialects: dialects, argumentCheck: nameRule.map(runner.argumentCheck)).load(
            files, selection: selection, budget: options.stream ? FeatureLoader.defaultBudget : nil,
            batches: BatchSizes(jobs: options.configuration.jobs))
        for var warning in features.warnings {
            warning.message = "warning: " + warning.message
            console.writeError("\(warning)\n")
        }
        if case .random(let seed) = options.order {
            console.writeError("Running scenarios in random order with seed \(seed) (--order random:\(seed) repeats it)\n")
        }
        let colors = console.isTerminal && options.color && (environment["NO_COLOR"] ?? "").isEmpty
        var formatterOptions = FormatterOptions(colors: colors, snippets: options.configuration.snippets,
                                                junit: JUnitOptions(suiteName: options.junitSuiteName,
                                                                    fileAttributes: options.junitFileAttributes))
        formatterOptions.phrases = runner.phrases.closestPhrases
        let reports: ReportPipeline
        do {
            reports = try RunReports.pipeline(options.effectiveFormats, options: formatterOptions, console: console.reportOutput)
        } catch {
            // A file's error names its path already; the InputError places it.
            if let file = error.error as? FileError {
                throw InputErrors([InputError(path: error.format.destination.path ?? "-", message: file.message)])
            }
            throw InputErrors([InputError(path: "--format", message: "\(error.error)")])
        }
        let driver = RunDriver(library: library, reports: reports, app: app,
                               implementation: Product(name: "linkspec", version: LinkSpecVersion.current))
        do {
            let exitCode = try driver.run(features, with: runner, interruption: interruption).exitCode
            // A file with no scenario fails a strict run, as an undefined step does.
            guard exitCode == ExitCode.success, options.configuration.strict, !features.warnings.isEmpty else { return exitCode }
            let count = features.warnings.count
            console.writeError("\(count) feature file\(count == 1 ? " has" : "s have") no scenarios; the run fails under --strict "
                               + "(the default; --no-strict lets it pass)\n")
            return ExitCode.failure
        } catch {
            throw InputErrors([InputError(path: "report", message: "\(error)")])
        }
    }
}
