import Foundation
import Gherkin
import LinkSpecLanguageServer
import LinkSpecRunner
import LinkSpecSteps

/// `linkspec lsp [--app PATH] [--i18n-file PATH]`: the language server for
/// editors, on standard input and output, with the command line's steps (the
/// standard ones, and a team's) and app map. Editors start it; see the README
/// for VS Code and Neovim.
enum LspCommand {
    static let subcommand = LinkSpecCommand.Subcommand(
        name: "lsp",
        summary: "the language server for editors (LSP over standard input and output)",
        run: { words, console, setup in try run(words, console: console, setup: setup) })

    /// Written with `linkspec`; the dispatcher puts a team's executable's name in.
    static let hint = "Run 'linkspec lsp --help' for usage."

    static func helpText(_ name: String) -> String { """
    USAGE: \(name) lsp [--app PATH] [--i18n-file PATH]

    Speaks the Language Server Protocol over standard input and output for .feature
    and .feature.md files: diagnostics (parse errors, undefined, ambiguous and
    wrong-keyword steps, names the app map does not know), completion, hover, go to
    definition, document symbols and formatting. Editors start it; see the README.

    OPTIONS:
      --app PATH         the app map (default: the nearest app.json above each file)
      --i18n-file PATH   extra Gherkin languages (gherkin-languages.json format)
      -h, --help         show this help

    """
    }

    static func run(_ words: [String], console: Console, setup: CommandLineSetup = .standard) throws -> Int32 {
        var app = mapSource(setup.app)
        var dialects = DialectTable.builtIn
        var arguments = Arguments(words)
        while let word = arguments.next() {
            switch word {
            case "-h", "--help":
                console.write(helpText(setup.name))
                return ExitCode.success
            case "--app":
                app = .file(try arguments.value(for: word))
            case "--i18n-file":
                let path = try arguments.value(for: word)
                do {
                    dialects = try DialectTable(contentsOf: URL(fileURLWithPath: path))
                } catch {
                    console.writeError("\(error.path):\(error.line):\(error.column): \(error.message)\n")
                    return ExitCode.usage
                }
            case "--stdio":
                break // what editors' generic clients often pass; standard input and output is all there is
            default:
                throw UsageError("lsp: unknown option '\(word)'", hint: hint)
            }
        }
        let server: LanguageServer
        do {
            server = try LanguageServer(library: setup.library, app: app, dialects: dialects, version: LinkSpecVersion.current,
                                        log: { console.writeError("\(setup.name) lsp: \($0)\n") })
        } catch {
            for problem in error.errors { console.writeError("\(problem)\n") }
            return ExitCode.usage
        }
        console.flush()
        return server.serve(input: 0, output: 1)
    }

    /// Where the server finds the app map: the setup's (a relative path from
    /// the current folder, as the server resolves it).
    static func mapSource(_ app: AppSource) -> AppMapSource {
        switch app.map {
        case .file(let path): .file(path)
        case .built(let map): .map(map)
        case .nearest: .nearest
        }
    }
}
