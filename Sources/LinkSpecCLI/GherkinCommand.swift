import Foundation
import Gherkin

/// `linkspec gherkin [--no-source] [--no-ast] [--no-pickles] [--i18n-file PATH] FILE...`:
/// the Gherkin engine on its own, printing the Cucumber messages of each file
/// as NDJSON exactly as the reference implementations do, so that the shared
/// conformance suite (and any other Cucumber tool) can check it.
enum GherkinCommand {
    static let subcommand = LinkSpecCommand.Subcommand(
        name: "gherkin",
        summary: "print the Cucumber messages (source, AST, pickles) of feature files as NDJSON",
        run: { words, console, setup in try run(words, console: console, name: setup.name) })

    struct Options: Equatable {
        var includeSource = true
        var includeAST = true
        var includePickles = true
        var i18nFile: String?
        var paths: [String] = []
    }

    static let usageHint = "Run 'linkspec gherkin --help' for usage."

    static func helpText(_ name: String) -> String { """
    USAGE: \(name) gherkin [OPTIONS] FILE...

    Parses each feature file (.feature, or .md for Markdown with Gherkin) and prints
    its messages as NDJSON: source, gherkinDocument, then pickles; parseError
    messages instead when the file has errors. Ids run on across all files.
    Exits 1 when any file had errors.

    OPTIONS:
      --no-source          leave out the source messages
      --no-ast             leave out the gherkinDocument messages
      --no-pickles         leave out the pickle messages
      --i18n-file PATH     read more dialects from PATH (the format of gherkin-languages.json)
      -h, --help           show this help

    """
    }

    /// Reads the words after `gherkin`; nil means help was asked for.
    static func parseOptions(_ words: [String]) throws -> Options? {
        var options = Options()
        var arguments = Arguments(words)
        while let word = arguments.next() {
            switch word {
            case "-h", "--help":
                return nil
            case "--no-source":
                options.includeSource = false
            case "--no-ast":
                options.includeAST = false
            case "--no-pickles":
                options.includePickles = false
            case "--i18n-file":
                options.i18nFile = try arguments.value(for: word)
            case "--":
                options.paths += arguments.rest()
            default:
                if word.hasPrefix("-") && word.count > 1 {
                    throw UsageError("unknown option '\(word)' for 'linkspec gherkin'", hint: usageHint)
                }
                options.paths.append(word)
            }
        }
        if options.paths.isEmpty {
            throw UsageError("no feature files given to 'linkspec gherkin'", hint: usageHint)
        }
        return options
    }

    static func run(_ words: [String], console: Console, name: String = "linkspec") throws -> Int32 {
        guard let options = try parseOptions(words) else {
            console.write(helpText(name))
            return ExitCode.success
        }
        var dialects = DialectTable.builtIn
        if let path = options.i18nFile {
            dialects = try loadDialects(from: path)
        }
        let pipeline = NDJSONPipeline(includeSource: options.includeSource, includeAST: options.includeAST,
                                      includePickles: options.includePickles, dialects: dialects)
        do {
            // Every file is checked before anything is printed, so a typo in
            // the last path does not leave half the output behind.
            let clean = try pipeline.run(paths: options.paths, checkingFirst: {
                for path in options.paths { try checkReadable(path) }
            }, emit: { console.write(utf8: $0) })
            return clean ? ExitCode.success : ExitCode.failure
        } catch let error as NDJSONPipeline.Unreadable {
            throw UsageError("\(error.path): cannot read the file", hint: usageHint)
        }
    }

    /// The built-in dialects with those of `path` laid over them; errors name
    /// the path as given.
    static func loadDialects(from path: String) throws -> DialectTable {
        try checkReadable(path)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError("\(path): cannot read the dialect file", hint: usageHint)
        }
        do {
            return try DialectTable(jsonData: data, path: path)
        } catch {
            throw UsageError(error.description, hint: usageHint)
        }
    }

    private static func checkReadable(_ path: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw UsageError("\(path): No such file or directory", hint: usageHint)
        }
        if isDirectory.boolValue {
            throw UsageError("\(path): is a directory, not a feature file", hint: usageHint)
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw UsageError("\(path): Permission denied", hint: usageHint)
        }
    }
}
