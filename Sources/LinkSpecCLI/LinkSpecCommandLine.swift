import Foundation

/// The whole linkspec command line, for a team's own executable: its runs,
/// `steps` and `lsp` know the team's phrases and parameter types, its hooks
/// run, and its app (the map and the team's routing function) is what runs,
/// `draw` and `fuzz-links` use. `Sources/acceptance/main.swift`:
///
///     import LinkSpecCLI
///
///     LinkSpecCommandLine.main(steps: BabylonSteps.library,
///                              app: .file("Features/app.json", routing: BabylonLinks.route))
///
/// `swift run acceptance Features/ --tags @smoke --format junit:junit.xml`
/// then behaves as `linkspec` does, every option and subcommand included;
/// `--app PATH` still names another map (the routing function stays). A
/// relative path in `app:` is taken from the current folder, as the paths on
/// the command line are.
public enum LinkSpecCommandLine {
    /// Runs the command line with the process's arguments and exits with its
    /// exit code (0 passed, 1 a scenario did not, 2 a usage or input error,
    /// 130 interrupted).
    ///
    /// - Parameters:
    ///   - steps: the team's step definitions, parameter types and hooks.
    ///   - standardSteps: whether the standard phrases come first (`false`: only `steps`).
    ///   - app: the app map, and the team's routing function if it has one.
    public static func main(steps: StepLibrary<AppWorld> = StepLibrary(), standardSteps: Bool = true,
                            app: AppSource = .nearest) -> Never {
        let arguments = CommandLine.arguments
        let name = arguments.first.map { ($0 as NSString).lastPathComponent } ?? "linkspec"
        let setup = CommandLineSetup(name: name.isEmpty ? "linkspec" : name,
                                     library: StandardSteps.library(adding: steps, standardSteps: standardSteps), app: app)
        let console = Console.standard()
        let code = LinkSpecCommand.main(Array(arguments.dropFirst()), console: console, setup: setup)
        console.flush()
        exit(code)
    }
}
