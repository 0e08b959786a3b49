import Foundation
import LinkSpecRunner
import LinkSpecSteps

/// What a command line is made of: the name it is called by, the phrases its
/// runs, `steps` and `lsp` know, and the app its runs and app subcommands use.
/// `linkspec` is the standard one; a team's executable brings its own steps
/// and app (`LinkSpecCommandLine.main`).
package struct CommandLineSetup: Sendable {
    /// The executable's name, as help, version and usage errors show it.
    package var name: String
    package var library: StepLibrary<AppWorld>
    package var app: AppSource

    /// `linkspec` itself: the standard steps and the nearest `app.json`.
    package static var standard: CommandLineSetup {
        CommandLineSetup(name: "linkspec", library: StandardSteps.library(), app: .nearest)
    }

    /// The app map a subcommand uses: `--app PATH` when given (the team's
    /// routing function stays), else the setup's; relative paths from the
    /// current folder, the nearest `app.json` at or above `folders`.
    package func app(explicit: String?) -> AppSource {
        explicit.map { app.withMapFile($0) } ?? app
    }

    /// The app and its map for a subcommand that reads no feature files
    /// (`fuzz-links`, `draw`): the nearest `app.json` is searched from the
    /// current folder.
    /// `shown` names the map in messages: its path from the current folder,
    /// or "the app map built in Swift".
    func loadApp(explicit: String?) throws(InputErrors) -> (source: AppSource, map: AppMap, shown: String) {
        let source = app(explicit: explicit)
        let root = Self.currentFolder
        let loaded = try source.load(root: root, searchingFrom: [root], hint: "name one with --app PATH")
        return (source, loaded.map, loaded.file.map { AppSource.shown($0, root: root) } ?? "the app map built in Swift")
    }

    /// The current folder, the root of every relative path on the command line.
    static var currentFolder: String { FileManager.default.currentDirectoryPath }
}
