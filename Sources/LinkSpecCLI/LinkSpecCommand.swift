import CucumberMessages
import Foundation

/// The `linkspec` command line: dispatches to a subcommand, or runs features.
///
/// Every subcommand takes the words after its name and a console, and returns
/// the process's exit code; nothing here calls `exit`, so tests drive it directly.
public enum LinkSpecCommand {
    /// A subcommand: `linkspec NAME ...`.
    struct Subcommand: Sendable {
        var name: String
        var summary: String
        var run: @Sendable ([String], Console) throws -> Int32
    }

    static let subcommands: [Subcommand] = [
        GherkinCommand.subcommand,
        ReportCommand.subcommand,
        MergeJUnitCommand.subcommand,
        FuzzLinksCommand.subcommand,
        CheckCommand.subcommand,
        DrawCommand.subcommand,
        StepsCommand.subcommand,
        LspCommand.subcommand,
    ]

    public static func main(_ arguments: [String], console: Console) -> Int32 {
        do {
            if let first = arguments.first, let sub = subcommands.first(where: { $0.name == first }) {
                return try sub.run(Array(arguments.dropFirst()), console)
            }
            return try runFeatures(arguments, console: console)
        } catch let error as UsageError {
            console.writeError("linkspec: \(error.message)\n\(error.hint)\n")
            return ExitCode.usage
        } catch {
            console.writeError("linkspec: \(error)\n")
            return ExitCode.usage
        }
    }

    /// `linkspec [OPTIONS] [PATH...]`: the main job.
    static func runFeatures(_ words: [String], console: Console) throws -> Int32 {
        // --help, --version and the language listings answer before anything else is checked.
        for word in words {
            if word == "--" { break }
            if word == "-h" || word == "--help" {
                console.write(helpText)
                return ExitCode.success
            }
            if word == "--version" {
                console.write("linkspec \(LinkSpecVersion.current)\n")
                return ExitCode.success
            }
        }
        if let listing = try I18nListing.answer(words) {
            console.write(listing)
            return ExitCode.success
        }
        let options = try RunOptions.parse(words)
        return RunCommand.run(options, console: console, interruption: SignalInterruption.shared.interruption)
    }

    static var helpText: String {
        var text = """
        linkspec \(LinkSpecVersion.current): Gherkin acceptance tests for deep links, run headless against a simulated app.

        USAGE:
          linkspec [OPTIONS] [PATH[:LINE]...]    run the scenarios of these feature files or folders
          linkspec SUBCOMMAND ...

        OPTIONS:
          -h, --help                 show this help
          --version                  print the version
          --i18n-languages           list the languages of feature files (# language: CODE)
          --i18n-keywords CODE       list the keywords of one language
          --app PATH                 the app map (default: the nearest app.json at or above the features)
          -t, --tags EXPR            run scenarios whose tags match (repeatable: all must match)
          -n, --name REGEX           run scenarios whose name matches (repeatable: any may match)
          -d, --dry-run              match steps but run nothing; report undefined and ambiguous steps
          --strict, --no-strict      pending and undefined steps fail the run (default: strict)
          --fail-fast                stop after the first scenario that fails
          --retry N                  run a failed scenario up to N more times (the last attempt counts)
          --timeout SECONDS          fail a scenario that runs longer (default 60)
          --order defined|random[:SEED]  the order to run scenarios in
          -j, --jobs N               run scenarios on N threads (reports keep their order)
          --shard K/N                run the K-th of N disjoint parts of the scenarios
          --shard auto               the part this CI job is: LINKSPEC_SHARD=K/N, GitLab, CircleCI or Buildkite
          --shard-timings REPORT.xml balance the shards by the times in an earlier JUnit report
          --no-snippets              do not print snippets for undefined steps
          -f, --format NAME[:PATH]   progress, pretty, summary, junit, json, message, rerun, coverage
                             (repeatable; one to stdout)
          --junit-suite-name NAME    the JUnit testsuite name (default linkspec)
          --junit-file-attributes    add file and line attributes to JUnit test cases
          --no-color                 no colour, even on a terminal (NO_COLOR is honoured too)
          --i18n-file PATH           extra Gherkin languages (gherkin-languages.json format)
          PATH:LINE[:LINE]           the scenarios or Examples rows on these lines
          @FILE                      the scenarios listed in a rerun file

        """
        if !subcommands.isEmpty {
            text += "\nSUBCOMMANDS:\n"
            for sub in subcommands {
                text += "  " + sub.name.padding(toLength: 25, withPad: " ", startingAt: 0) + sub.summary + "\n"
            }
        }
        return text
    }
}
