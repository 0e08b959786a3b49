import Foundation
import LinkSpecLanguageServer

/// `linkspec lsp`: the language server on standard input and output, with the
/// command line's steps (the standard ones, and a team's) and app.
enum LspCommand {
    static let subcommand = LinkSpecCommand.Subcommand(
        "lsp", summary: "the language server for editors (LSP over standard input and output)",
        options: options, defaults: Values(), help: helpText, run: run)

    struct Values {
        var app: String?
        var i18nFile: String?
    }

    static let options = CommandOptions<Values>("linkspec lsp", [
        .app { $0.app = $1 },
        .i18nFile { $0.i18nFile = $1 },
        // What editors' generic clients often pass; standard input and output is all there is.
        .hiddenFlag("--stdio"),
    ])

    static func helpText(_ name: String) -> String { """
    USAGE: \(name) lsp [--app PATH] [--i18n-file PATH]

    Speaks the Language Server Protocol over standard input and output for .feature
    and .feature.md files: diagnostics (parse errors, undefined, ambiguous and
    wrong-keyword steps, names the app map does not know), completion, hover, go to
    definition, document symbols and formatting. Editors start it; see the documentation's
    'Editing features: the language server' (Sources/LinkSpecCLI/LinkSpecCLI.docc/LanguageServer.md).

    \(options.help)
    """
    }

    static func run(_ values: Values, console: Console, setup: CommandLineSetup) throws -> Int32 {
        let server: LanguageServer
        do {
            server = try LanguageServer(library: setup.library, app: setup.app(explicit: values.app),
                                        dialects: try DialectFile.dialects(values.i18nFile), version: LinkSpecVersion.current,
                                        log: { console.writeError("\(setup.name) lsp: \($0)\n") })
        } catch {
            for problem in error.errors { console.writeError("\(problem)\n") }
            return ExitCode.usage
        }
        console.flush()
        return server.serve(input: 0, output: 1)
    }
}
