import LinkSpecRunner

/// `linkspec merge-junit OUT.xml IN.xml...`: one report from the JUnit reports of
/// the shards of a run (`--shard K/N`), so CI shows one suite.
enum MergeJUnitCommand {
    static let subcommand = LinkSpecCommand.Subcommand(
        name: "merge-junit",
        summary: "merge the JUnit reports of shards into one",
        run: { words, console in try run(words, console: console) })

    static let helpText = """
    USAGE: linkspec merge-junit [--junit-suite-name NAME] OUT.xml IN.xml...

    Merges JUnit reports into one testsuite: counts and times summed, test cases in
    input order. OUT.xml is written whole or not at all.

    OPTIONS:
      --junit-suite-name NAME    the merged testsuite's name (default: the first report's)
      -h, --help                 show this help

    """

    static func run(_ words: [String], console: Console) throws -> Int32 {
        var arguments = Arguments(words)
        var merger = JUnitMerger()
        var paths: [String] = []
        while let word = arguments.next() {
            switch word {
            case "-h", "--help":
                console.write(helpText)
                return ExitCode.success
            case "--junit-suite-name":
                merger.suiteName = try arguments.value(for: word)
            case "--":
                paths += arguments.rest()
            default:
                if word.hasPrefix("-") {
                    throw UsageError("unknown option '\(word)' for 'linkspec merge-junit'",
                                     hint: "Run 'linkspec merge-junit --help' for usage.")
                }
                paths.append(word)
            }
        }
        guard let outputPath = paths.first, paths.count >= 2 else {
            throw UsageError("'linkspec merge-junit' needs the output file and at least one report to merge",
                             hint: "Run 'linkspec merge-junit --help' for usage.")
        }
        var output: AtomicFile?
        do {
            let file = try AtomicFile(path: outputPath)
            output = file
            try merger.merge(Array(paths.dropFirst()), into: file)
            try file.commit()
            return ExitCode.success
        } catch {
            output?.discard()
            console.writeError("linkspec: \(error)\n")
            return ExitCode.usage
        }
    }
}
