import LinkSpecRunner

/// `linkspec merge-junit OUT.xml IN.xml...`: one report from the JUnit reports of
/// the shards of a run (`--shard K/N`), so CI shows one suite.
enum MergeJUnitCommand {
    static let subcommand = LinkSpecCommand.Subcommand(
        name: "merge-junit",
        summary: "merge the JUnit reports of shards into one",
        run: { words, console, setup in try run(words, console: console, name: setup.name) })

    static func helpText(_ name: String) -> String { """
    USAGE: \(name) merge-junit [--junit-suite-name NAME] [--expect-from RUN.ndjson | --expect-count N] OUT.xml IN.xml...

    Merges JUnit reports into one testsuite: counts and times summed, test cases in
    input order. OUT.xml is written whole or not at all.

    OPTIONS:
      --junit-suite-name NAME    the merged testsuite's name (default: the first report's)
      --expect-from RUN.ndjson   check that the reports hold every scenario of this message
                                 stream once (\(name) PATHS... --dry-run --format message:RUN.ndjson,
                                 with the shards' options but not --shard); exit 1 listing the
                                 missing and repeated ones (OUT.xml is written all the same)
      --expect-count N           check that the reports hold N test cases and none twice
      -h, --help                 show this help

    """
    }

    static func run(_ words: [String], console: Console, name: String = "linkspec") throws -> Int32 {
        var arguments = Arguments(words)
        var merger = JUnitMerger()
        var paths: [String] = []
        var expectFrom: String?
        var expectCount: Int?
        while let word = arguments.next() {
            switch word {
            case "-h", "--help":
                console.write(helpText(name))
                return ExitCode.success
            case "--junit-suite-name":
                merger.suiteName = try arguments.value(for: word)
            case "--expect-from":
                expectFrom = try arguments.value(for: word)
            case "--expect-count":
                expectCount = try arguments.integer(for: word)
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
        if expectFrom != nil && expectCount != nil {
            throw UsageError("'--expect-from' and '--expect-count' are two ways to say one thing; give one",
                             hint: "Run 'linkspec merge-junit --help' for usage.")
        }
        var output: AtomicFile?
        let found: [ReportedTestCase]
        let expectation: ShardCompleteness.Expectation?
        do {
            // The expectation first: a stream that cannot be read leaves OUT.xml as it was.
            if let expectFrom {
                expectation = .testCases(try ShardCompleteness.expectedTestCases(fromMessagesAt: expectFrom))
            } else {
                expectation = expectCount.map { .count($0) }
            }
            let file = try AtomicFile(path: outputPath)
            output = file
            var merged: [ReportedTestCase] = []
            try merger.merge(Array(paths.dropFirst()), into: file, testCases: &merged)
            try file.commit()
            found = merged
        } catch {
            output?.discard()
            console.writeError("\(name): \(error)\n")
            return ExitCode.usage
        }
        guard let expectation else { return ExitCode.success }
        let problems = ShardCompleteness.problems(found: found, expected: expectation)
        guard !problems.isEmpty else { return ExitCode.success }
        console.writeError("\(name): merge-junit: the merged reports do not hold every selected scenario once:\n"
                           + problems.map { "  \($0)\n" }.joined())
        return ExitCode.failure
    }
}
