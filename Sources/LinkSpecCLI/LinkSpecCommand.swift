import Foundation

/// The `linkspec` command line, and a team's own (`LinkSpecCommandLine`):
/// dispatches to a subcommand, or runs features.
///
/// Every subcommand takes the words after its name, a console and the
/// command line's setup (its name, steps and app), and returns the process's
/// exit code; nothing here calls `exit`, so tests drive it directly.
package enum LinkSpecCommand {
    /// A subcommand: `linkspec NAME ...`. Its words are read with its
    /// options, starting from `defaults`; `-h` or `--help` prints its help,
    /// which names the executable, instead of running it.
    package struct Subcommand: Sendable {
        var name: String
        var summary: String
        var run: @Sendable ([String], Console, CommandLineSetup) throws -> Int32

        init<Values: Sendable>(_ name: String, summary: String, options: CommandOptions<Values>, defaults: Values,
                               help: @escaping @Sendable (String) -> String,
                               run: @escaping @Sendable (Values, Console, CommandLineSetup) throws -> Int32) {
            self.name = name
            self.summary = summary
            self.run = { words, console, setup in
                guard let values = try options.parse(words, into: defaults) else {
                    console.write(help(setup.name))
                    return ExitCode.success
                }
                return try run(values, console, setup)
            }
        }
    }

    static let subcommands: [Subcommand] = [
        GherkinCommand.subcommand,
        ReportCommand.subcommand,
        MergeJUnitCommand.subcommand,
        FuzzLinksCommand.subcommand,
        CheckCommand.subcommand,
        DrawCommand.subcommand,
        InitCommand.subcommand,
        SchemaCommand.subcommand,
        StepsCommand.subcommand,
        LspCommand.subcommand,
    ]

    package static func main(_ arguments: [String], console: Console, setup: CommandLineSetup = .standard) -> Int32 {
        do {
            if let first = arguments.first, let sub = subcommands.first(where: { $0.name == first }) {
                return try sub.run(Array(arguments.dropFirst()), console, setup)
            }
            return try runFeatures(arguments, console: console, setup: setup)
        } catch let error as UsageError {
            console.writeError("\(setup.name): \(named(error.message, setup.name))\n\(named(error.hint, setup.name))\n")
            return ExitCode.usage
        } catch {
            console.writeError("\(setup.name): \(error)\n")
            return ExitCode.usage
        }
    }

    /// `linkspec [OPTIONS] [PATH...]`: the main job.
    static func runFeatures(_ words: [String], console: Console, setup: CommandLineSetup) throws -> Int32 {
        // --help, --version and the language listings answer before anything else is checked.
        for word in words {
            if word == "--" { break }
            if word == "-h" || word == "--help" {
                console.write(helpText(setup.name))
                return ExitCode.success
            }
            if word == "--version" {
                console.write(version(setup.name) + "\n")
                return ExitCode.success
            }
        }
        if let listing = try I18nListing.answer(words) {
            console.write(listing)
            return ExitCode.success
        }
        let options = try RunOptions.parse(words)
        return RunCommand.run(options, console: console, setup: setup, interruption: SignalInterruption.shared.interruption)
    }

    /// Usage errors quote commands as `'linkspec gherkin'` and `Run 'linkspec
    /// --help'`; a team's executable says its own name there.
    static func named(_ text: String, _ name: String) -> String {
        name == "linkspec" ? text : text.replacingOccurrences(of: "'linkspec", with: "'\(name)")
    }

    /// `linkspec 0.1.0`; a team's executable: `acceptance (linkspec 0.1.0)`.
    static func version(_ name: String) -> String {
        name == "linkspec" ? "linkspec \(LinkSpecVersion.current)" : "\(name) (linkspec \(LinkSpecVersion.current))"
    }

    static func helpText(_ name: String) -> String {
        let usage = name.padding(toLength: max(name.count, 8), withPad: " ", startingAt: 0)
        var text = """
        \(version(name)): Gherkin acceptance tests for deep links, run headless against a simulated app.

        USAGE:
          \(usage) [OPTIONS] [PATH[:LINE]...]    run the scenarios of these feature files or folders
          \(usage) SUBCOMMAND ...

        \(RunOptions.options().help)
        """
        text += "\nSUBCOMMANDS:\n"
        for sub in subcommands {
            text += "  " + sub.name.padding(toLength: 25, withPad: " ", startingAt: 0) + sub.summary + "\n"
        }
        return text
    }
}
