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
        ReportCommand.subcommand,
        MergeJUnitCommand.subcommand,
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
        var arguments = Arguments(words)
        while let word = arguments.next() {
            switch word {
            case "-h", "--help":
                console.write(helpText)
                return ExitCode.success
            case "--version":
                console.write("linkspec \(LinkSpecVersion.current)\n")
                return ExitCode.success
            default:
                if word.hasPrefix("-") && word != "-" {
                    throw UsageError("unknown option '\(word)'")
                }
            }
        }
        throw UsageError("running features is not implemented yet")
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
