import CucumberMessages
import Expressions
import Foundation
import LinkSpecReports
import LinkSpecRunner
import LinkSpecSteps

/// Everything `linkspec [OPTIONS] [PATH...]` was asked to do, parsed and checked
/// before anything runs: a mistake is one `UsageError` line with a hint (exit 2).
package struct RunOptions: Sendable {
    /// The names `--format` takes.
    package static let formatNames = FormatterKind.names

    package var paths: [String] = []
    package var appMap: String?
    package var tagExpressions: [TagExpression] = []
    package var namePatterns: [String] = []
    package var order: RunOrder = .defined
    package var shard: Shard?
    /// With `--shard auto`: which CI variables gave the shard, the line the run prints.
    package var shardNote: String?
    package var shardTimings: String?
    package var formats: [FormatOption] = []
    package var junitSuiteName = "linkspec"
    package var junitFileAttributes = false
    package var color = true
    package var i18nFile: String?
    package var configuration = RunConfiguration()
    /// `--platform`: the phones each scenario runs on; nil: iOS, its test
    /// cases named as they always were.
    package var platform: PlatformChoice?
    /// Whether a defined-order run may stream its files batch by batch
    /// (`--no-stream` loads every file first: the reference runners' order).
    package var stream = true
    /// `--served` and its fetch options: the scenarios run with the files the web servers serve.
    var served = ServedRequest()

    package init() {}

    /// The formats to write; `progress` on standard output unless another
    /// format took standard output.
    package var effectiveFormats: [FormatOption] {
        formats.contains { $0.destination == .standardOutput } ? formats
            : [FormatOption(name: FormatterKind.progress.rawValue, destination: .standardOutput)] + formats
    }

    /// Parses the words after `linkspec` (`--help`, `--version` and the
    /// language listings are answered by the command before this). `--shard
    /// auto` reads `environment`.
    package static func parse(_ words: [String],
                             environment: [String: String] = ProcessInfo.processInfo.environment) throws(UsageError) -> RunOptions {
        let parsed: RunOptions?
        do {
            parsed = try options(environment: environment).parse(words, into: RunOptions())
        } catch let error as UsageError {
            throw error
        } catch {
            throw UsageError("\(error)")
        }
        // `--help` is answered before; here it only stops reading.
        guard let options = parsed else { return RunOptions() }
        try FormatOption.checkOneOnStandardOutput(options.formats)
        _ = try options.served.validated()
        if options.shardTimings != nil && options.shard == nil {
            throw UsageError("'--shard-timings' needs '--shard K/N'")
        }
        return options
    }

    /// The main command's options, for parsing and for `linkspec --help`.
    static func options(environment: [String: String] = ProcessInfo.processInfo.environment) -> CommandOptions<RunOptions> {
        CommandOptions("linkspec", [
            .help("--version", "print the version"),
            .help("--i18n-languages", "list the languages of feature files (# language: CODE)"),
            .help("--i18n-keywords CODE", "list the keywords of one language"),
            .app { $0.appMap = $1 },
            .value("-t", "--tags", value: "EXPR", help: "run scenarios whose tags match (repeatable: all must match)") { options, text in
                do throws(TagExpressionError) {
                    options.tagExpressions.append(try TagExpression(text))
                } catch {
                    throw UsageError("--tags: \(error.message)", hint: "Tag expressions look like '@smoke and not @slow'.")
                }
            },
            .platform(allowingAll: true,
                      help: "the phones to run on (all: each scenario on each); test cases are named [iOS], [Android]") { $0.platform = $1 },
            .value("-n", "--name", value: "REGEX", help: "run scenarios whose name matches (repeatable: any may match)") { options, pattern in
                do {
                    _ = try NameFilter(patterns: [pattern])
                } catch {
                    throw UsageError("--name: '\(pattern)' is not a valid regular expression")
                }
                options.namePatterns.append(pattern)
            },
            .flag("-d", "--dry-run", help: "match steps but run nothing; report undefined and ambiguous steps") {
                $0.configuration.dryRun = true
            },
            .flag("--strict", help: "pending and undefined steps fail the run (the default)") { $0.configuration.strict = true },
            .flag("--no-strict", help: "pending and undefined steps do not fail the run") { $0.configuration.strict = false },
            .flag("--fail-fast", help: "stop after the first scenario that fails") { $0.configuration.failFast = true },
            .value("--retry", value: "N", help: "run a failed scenario up to N more times (the last attempt counts)") {
                $0.configuration.retry = try OptionValue.wholeNumber($1, for: "--retry", in: 0...1000)
            },
            .value("--timeout", value: "SECONDS", help: "fail a scenario that runs longer (default 60)") { options, text in
                guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 86_400 else {
                    throw UsageError("'--timeout' expects a number of seconds greater than 0, got '\(text)'")
                }
                options.configuration.timeout = seconds
            },
            .value("--order", value: "defined|reverse|random[:SEED]", help: "the order to run scenarios in") { options, text in
                guard let order = RunOrder(option: text) else {
                    throw UsageError("'--order' expects 'defined', 'reverse', 'random' or 'random:SEED', got '\(text)'")
                }
                options.order = order
            },
            .value("-j", "--jobs", value: "N", help: "run scenarios on N threads (reports keep their order)") {
                $0.configuration.jobs = try OptionValue.wholeNumber($1, for: "--jobs", in: 1...256)
            },
            .value("--shard", value: "K/N", help: "run the K-th of N disjoint parts of the scenarios") { options, text in
                try options.setShard(text, environment: environment)
            },
            .help("--shard auto", "the part this CI job is: LINKSPEC_SHARD=K/N, GitLab, CircleCI or Buildkite"),
            .value("--shard-timings", value: "REPORT.xml", help: "balance the shards by the times in an earlier JUnit report") {
                $0.shardTimings = $1
            },
            .noSnippets { $0.configuration.snippets = false },
            .value("--snapshots", value: "none|failures|all",
                   help: "attach a picture of the app to failed steps (default) or every step") { options, text in
                guard let policy = SnapshotPolicy(rawValue: text) else {
                    throw UsageError("'--snapshots' expects 'none', 'failures' or 'all', got '\(text)'")
                }
                options.configuration.snapshots = policy
            },
            .flag("--no-stream", help: "load every file before running: the message stream in the reference order") {
                $0.stream = false
            },
            .reportFormat(known: formatNames, byDefault: "progress to standard output") { $0.formats.append($1) },
            .junitSuiteName(byDefault: "linkspec") { $0.junitSuiteName = $1 },
            .junitFileAttributes { $0.junitFileAttributes = true },
            .noColor { $0.color = false },
            .i18nFile { $0.i18nFile = $1 },
            .help("PATH:LINE[:LINE]", "the scenarios or Examples rows on these lines"),
            .help("@FILE", "the scenarios listed in a rerun file"),
        ] + CommandOption<RunOptions>.served { options, update in try update(&options.served) }, argument: { $0.paths.append($1) })
    }

    /// `--shard K/N`, or `--shard auto` from the CI job's variables.
    private mutating func setShard(_ text: String, environment: [String: String]) throws(UsageError) {
        if text == "auto" {
            let detected: DetectedShard
            do {
                detected = try ShardDetection.detect(in: environment)
            } catch {
                throw UsageError("--shard auto: \(error)",
                                 hint: "Set the CI system's parallel jobs up, or LINKSPEC_SHARD=K/N; see the documentation's 'Shards on CI' (Sources/LinkSpecCLI/LinkSpecCLI.docc/ShardsOnCI.md).")
            }
            shard = detected.shard
            shardNote = detected.note
            return
        }
        guard let parsed = Shard(option: text) else {
            throw UsageError("'--shard' expects K/N with 1 <= K <= N, or auto, got '\(text)'", hint: "For the second of three machines: --shard 2/3")
        }
        shard = parsed
        shardNote = nil
    }
}
