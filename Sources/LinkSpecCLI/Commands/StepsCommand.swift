import Foundation
import Gherkin
import LinkSpecJSON
import LinkSpecRunner
import LinkSpecSteps

/// `linkspec steps [--format text|json] [PATH...]`: every phrase the run would
/// know, with its keyword, expression, parameter types, Swift location and doc;
/// with feature paths also where each phrase is used, the phrases no step uses
/// and the steps no phrase binds (with the closest phrases), as the `usage`
/// formatters of cucumber-ruby and cucumber-js do, without running anything.
///
/// Exit codes: 0 listed; 2 a usage error or a feature file that does not parse.
enum StepsCommand {
    static let subcommand = LinkSpecCommand.Subcommand(
        name: "steps",
        summary: "list the step phrases, and with feature paths where each is used",
        run: { words, console, setup in try run(words, console: console, setup: setup) })

    struct Values {
        var json = false
        var i18nFile: String?
        var paths: [String] = []
    }

    /// Written with `linkspec`; the dispatcher puts a team's executable's name in.
    static let options = CommandOptions<Values>("linkspec steps", [
        .textOrJSON("steps") { $0.json = $1 },
        .i18nFile { $0.i18nFile = $1 },
    ], argument: { $0.paths.append($1) })

    static func helpText(_ name: String) -> String { """
    USAGE: \(name) steps [--format text|json] [--i18n-file PATH] [PATH...]

    Lists every step phrase a run knows: its keyword, expression, parameter types,
    Swift file and line, and what it does. With feature files or folders, also how
    often and where each phrase is used, the phrases no step uses, and the steps
    no phrase binds, with the closest phrases. Nothing runs.

    \(options.help)
    EXIT CODES: 0 listed, 2 usage error or a feature file that does not parse.

    """
    }

    /// How many uses of a phrase the text lists before "N more".
    static let listedUses = 5

    /// Lists the setup's phrases: the standard ones and a team's.
    static func run(_ words: [String], console: Console, setup: CommandLineSetup = .standard) throws -> Int32 {
        let library = setup.library
        guard let values = try options.parse(words, into: Values()) else {
            console.write(helpText(setup.name))
            return ExitCode.success
        }
        let paths = values.paths, json = values.json, i18nFile = values.i18nFile
        let catalog: StepCatalog
        let usage: StepUsage?
        do {
            catalog = try StepCatalog(library)
            usage = paths.isEmpty ? nil : StepUsage(catalog: catalog, features: try load(paths, i18nFile: i18nFile))
        } catch {
            for problem in error.errors { console.writeError("\(problem)\n") }
            return ExitCode.usage
        }
        console.write(json ? self.json(catalog, usage) : text(catalog, usage))
        return ExitCode.success
    }

    private static func load(_ paths: [String], i18nFile: String?) throws(InputErrors) -> [ParsedFeature] {
        try FeatureLoader(dialects: try DialectFile.dialects(i18nFile)).load(try FeatureFinder().find(paths)).features
    }

    /// A definition's Swift file as a person or a tool opens it: relative to
    /// the current folder when inside it, else as compiled; `Module/File.swift`
    /// when the path is unknown.
    static func path(of location: CodeLocation) -> String {
        guard let path = location.filePath else { return location.file }
        let current = FileManager.default.currentDirectoryPath
        let prefix = current.hasSuffix("/") ? current : current + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
