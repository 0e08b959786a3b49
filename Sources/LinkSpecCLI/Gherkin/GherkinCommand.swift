import Foundation

/// `linkspec gherkin [--no-source] [--no-ast] [--no-pickles] [--i18n-file PATH] FILE...`:
/// the Gherkin engine on its own, printing the Cucumber messages of each file
/// as NDJSON exactly as the reference implementations do, so that the shared
/// conformance suite (and any other Cucumber tool) can check it.
enum GherkinCommand {
    static let subcommand = LinkSpecCommand.Subcommand(
        "gherkin", summary: "print the Cucumber messages (source, AST, pickles) of feature files as NDJSON",
        options: options, defaults: Options(), help: helpText) { options, console, _ in try run(options, console: console) }

    struct Options: Equatable {
        var includeSource = true
        var includeAST = true
        var includePickles = true
        var i18nFile: String?
        var paths: [String] = []
    }

    static let options = CommandOptions<Options>("linkspec gherkin", [
        .flag("--no-source", help: "leave out the source messages") { $0.includeSource = false },
        .flag("--no-ast", help: "leave out the gherkinDocument messages") { $0.includeAST = false },
        .flag("--no-pickles", help: "leave out the pickle messages") { $0.includePickles = false },
        .i18nFile { $0.i18nFile = $1 },
    ], argument: { $0.paths.append($1) })

    static func helpText(_ name: String) -> String { """
    USAGE: \(name) gherkin [OPTIONS] FILE...

    Parses each feature file (.feature, or .md for Markdown with Gherkin) and prints
    its messages as NDJSON: source, gherkinDocument, then pickles; parseError
    messages instead when the file has errors. Ids run on across all files.
    Exits 1 when any file had errors.

    \(options.help)
    """
    }

    static func run(_ options: Options, console: Console) throws -> Int32 {
        guard !options.paths.isEmpty else {
            throw UsageError("no feature files given to 'linkspec gherkin'", hint: Self.options.hint)
        }
        let pipeline = NDJSONPipeline(includeSource: options.includeSource, includeAST: options.includeAST,
                                      includePickles: options.includePickles, dialects: try DialectFile.dialects(options.i18nFile))
        do {
            // Every file is checked before anything is printed, so a typo in
            // the last path does not leave half the output behind.
            let clean = try pipeline.run(paths: options.paths, checkingFirst: {
                for path in options.paths { try checkReadable(path) }
            }, emit: { console.write(utf8: $0) })
            return clean ? ExitCode.success : ExitCode.failure
        } catch let error as NDJSONPipeline.Unreadable {
            throw UsageError("\(error.path): cannot read the file", hint: Self.options.hint)
        }
    }

    private static func checkReadable(_ path: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw UsageError("\(path): No such file or directory", hint: options.hint)
        }
        if isDirectory.boolValue {
            throw UsageError("\(path): is a directory, not a feature file", hint: options.hint)
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw UsageError("\(path): Permission denied", hint: options.hint)
        }
    }
}
