import LinkSpecReports
import LinkSpecRunner

/// `linkspec merge-junit OUT.xml IN.xml...`: one report from the JUnit reports of
/// the shards of a run (`--shard K/N`), so CI shows one suite.
enum MergeJUnitCommand {
    static let subcommand = LinkSpecCommand.Subcommand(
        "merge-junit", summary: "merge the JUnit reports of shards into one",
        options: options, defaults: Values(), help: helpText) { values, console, setup in
        try run(values, console: console, name: setup.name)
    }

    struct Values {
        var suiteName: String?
        var paths: [String] = []
        var expectFrom: String?
        var expectCount: Int?
    }

    static let options = CommandOptions<Values>("linkspec merge-junit", [
        .junitSuiteName(byDefault: "the first report's") { $0.suiteName = $1 },
        .value("--expect-from", value: "RUN.ndjson",
               help: "check that the reports hold every scenario of this message",
               "stream once (a --dry-run with the shards' paths and options but",
               "not --shard, and --format message:RUN.ndjson); exit 1 listing the",
               "missing and repeated ones (OUT.xml is written all the same)") { $0.expectFrom = $1 },
        .value("--expect-count", value: "N", help: "check that the reports hold N test cases in all") {
            $0.expectCount = try OptionValue.wholeNumber($1, for: "--expect-count", in: 0...Int.max)
        },
    ], argument: { $0.paths.append($1) })

    static func helpText(_ name: String) -> String { """
    USAGE: \(name) merge-junit [--junit-suite-name NAME] [--expect-from RUN.ndjson | --expect-count N] OUT.xml IN.xml...

    Merges JUnit reports into one testsuite: counts and times summed, test cases in
    input order. OUT.xml is written whole or not at all.

    \(options.help)
    """
    }

    static func run(_ values: Values, console: Console, name: String) throws -> Int32 {
        let paths = values.paths
        guard let outputPath = paths.first, paths.count >= 2 else {
            throw UsageError("'linkspec merge-junit' needs the output file and at least one report to merge", hint: options.hint)
        }
        if values.expectFrom != nil && values.expectCount != nil {
            throw UsageError("'--expect-from' and '--expect-count' are two ways to say one thing; give one", hint: options.hint)
        }
        // The expectation first: a stream that cannot be read leaves OUT.xml as it was.
        let expectation: ShardCompleteness.Expectation? = if let expectFrom = values.expectFrom {
            .testCases(try ShardCompleteness.expectedTestCases(fromMessagesAt: expectFrom))
        } else {
            values.expectCount.map { .count($0) }
        }
        let found = try AtomicFile.write(to: outputPath) { file in
            var merged: [ReportedTestCase] = []
            try JUnitMerger.merge(Array(paths.dropFirst()), suiteName: values.suiteName, into: file, testCases: &merged)
            return merged
        }
        guard let expectation else { return ExitCode.success }
        let problems = ShardCompleteness.problems(found: found, expected: expectation)
        guard !problems.isEmpty else { return ExitCode.success }
        console.writeError("\(name): merge-junit: the merged reports do not hold every selected scenario once:\n"
                           + problems.map { "  \($0)\n" }.joined())
        return ExitCode.failure
    }
}
