import Foundation
import Gherkin
import LinkSpecLanguageServer
import LinkSpecRunner
import LinkSpecSteps

/// `linkspec lsp [--app PATH] [--i18n-file PATH]`: the language server for
/// editors, on standard input and output, with the standard steps. Editors
/// start it; see the README for VS Code and Neovim.
enum LspCommand {
    static let subcommand = LinkSpecCommand.Subcommand(
        name: "lsp",
        summary: "the language server for editors (LSP over standard input and output)",
        run: { words, console in try run(words, console: console) })

    static let hint = "Run 'linkspec lsp --help' for usage."

    static let helpText = """
    USAGE: linkspec lsp [--app PATH] [--i18n-file PATH]

    Speaks the Language Server Protocol over standard input and output for .feature
    and .feature.md files: diagnostics (parse errors, undefined, ambiguous and
    wrong-keyword steps, names the app map does not know), completion, hover, go to
    definition, document symbols and formatting. Editors start it; see the README.

    OPTIONS:
      --app PATH         the app map (default: the nearest app.json above each file)
      --i18n-file PATH   extra Gherkin languages (gherkin-languages.json format)
      -h, --help         show this help

    """

    static func run(_ words: [String], console: Console,
                    library: StepLibrary<AppWorld> = StandardSteps.library()) throws -> Int32 {
        var app = AppMapSource.nearest
        var dialects = DialectTable.builtIn
        var arguments = Arguments(words)
        while let word = arguments.next() {
            switch word {
            case "-h", "--help":
                console.write(helpText)
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
            server = try LanguageServer(library: library, app: app, dialects: dialects, version: LinkSpecVersion.current,
                                        log: { console.writeError("linkspec lsp: \($0)\n") })
        } catch {
            for problem in error.errors { console.writeError("\(problem)\n") }
            return ExitCode.usage
        }
        console.flush()
        return server.serve(input: 0, output: 1)
    }
}
