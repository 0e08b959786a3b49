import Foundation
import LinkSpecRunner
import LinkSpecSteps

/// `linkspec steps`: the phrases a run knows and, with feature paths, where
/// each is used, as the `usage` formatters of cucumber-ruby and cucumber-js do.
enum StepsCommand {
    static let subcommand = LinkSpecCommand.Subcommand(
        "steps", summary: "list the step phrases, and with feature paths where each is used",
        options: options, defaults: Values(), help: helpText, run: run)

    struct Values {
        var json = false
        var i18nFile: String?
        var paths: [String] = []
    }

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

    static func run(_ values: Values, console: Console, setup: CommandLineSetup) throws -> Int32 {
        let catalog: StepCatalog
        let usage: StepUsage?
        do {
            catalog = try StepCatalog(setup.library)
            usage = values.paths.isEmpty ? nil
                : StepUsage(catalog: catalog, features: try load(values.paths, i18nFile: values.i18nFile))
        } catch {
            for problem in error.errors { console.writeError("\(problem)\n") }
            return ExitCode.usage
        }
        console.write(values.json ? json(catalog, usage) : text(catalog, usage))
        return ExitCode.success
    }

    private static func load(_ paths: [String], i18nFile: String?) throws(InputErrors) -> [ParsedFeature] {
        try FeatureLoader(dialects: try DialectFile.dialects(i18nFile)).load(try FeatureFinder().find(paths)).features
    }

    /// A definition's Swift file as a person or a tool opens it: relative to
    /// the current folder when inside it, else as compiled; `Module/File.swift`
    /// when the path is unknown.
    static func path(of location: CodeLocation) -> String {
        location.filePath.map { AppSource.shown($0, root: CommandLineSetup.currentFolder) } ?? location.file
    }
}
