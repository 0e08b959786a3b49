import CucumberMessages
import Expressions
import Foundation
import LinkSpecRunner

/// Everything `linkspec [OPTIONS] [PATH...]` was asked to do, parsed and checked
/// before anything runs: a mistake is one `UsageError` line with a hint (exit 2).
package struct RunOptions: Sendable {
    /// A report: `--format NAME[:PATH]`; no path means standard output.
    package struct Format: Hashable, Sendable {
        package var name: String
        package var path: String?
    }

    package static let formatNames = ["progress", "pretty", "summary", "junit", "json", "message", "rerun", "coverage", "html"]

    package var paths: [String] = []
    package var appMap: String?
    package var tagExpressions: [TagExpression] = []
    package var namePatterns: [String] = []
    package var order: RunOrder = .defined
    package var shard: Shard?
    /// With `--shard auto`: which CI variables gave the shard, the line the run prints.
    package var shardNote: String?
    package var shardTimings: String?
    package var formats: [Format] = []
    package var junitSuiteName = "linkspec"
    package var junitFileAttributes = false
    package var color = true
    package var i18nFile: String?
    package var configuration = RunConfiguration()
    /// Whether a defined-order run may stream its files batch by batch
    /// (`--no-stream` loads every file first: the reference runners' order).
    package var stream = true

    package init() {}

    /// The formats to write; `progress` on standard output unless another
    /// format took standard output.
    package var effectiveFormats: [Format] {
        formats.contains { $0.path == nil } ? formats : [Format(name: "progress", path: nil)] + formats
    }

    /// Parses the words after `linkspec` (`--help` and `--version` are answered
    /// by the command before this). `--shard auto` reads `environment`.
    package static func parse(_ words: [String],
                             environment: [String: String] = ProcessInfo.processInfo.environment) throws(UsageError) -> RunOptions {
        var options = RunOptions()
        var arguments = Arguments(words)
        do {
            while let word = arguments.next() {
                try options.apply(word, &arguments, environment: environment)
            }
        } catch let error as UsageError {
            throw error
        } catch {
            throw UsageError("\(error)")
        }
        let toStdout = options.formats.filter { $0.path == nil }
        if toStdout.count > 1 {
            throw UsageError("only one format can write to standard output, got \(toStdout.map { "'\($0.name)'" }.joined(separator: " and "))",
                             hint: "Give the others a file: --format junit:reports/junit.xml")
        }
        if options.shardTimings != nil && options.shard == nil {
            throw UsageError("'--shard-timings' needs '--shard K/N'")
        }
        return options
    }

    private mutating func apply(_ word: String, _ arguments: inout Arguments, environment: [String: String]) throws {
        switch word {
        case "--app":
            appMap = try arguments.value(for: word)
        case "--tags", "-t":
            let text = try arguments.value(for: word)
            do {
                tagExpressions.append(try TagExpression(text))
            } catch {
                throw UsageError("--tags: \(error.message)", hint: "Tag expressions look like '@smoke and not @slow'.")
            }
        case "--name", "-n":
            let pattern = try arguments.value(for: word)
            do {
                _ = try NameFilter(patterns: [pattern])
            } catch {
                throw UsageError("--name: '\(pattern)' is not a valid regular expression")
            }
            namePatterns.append(pattern)
        case "--dry-run", "-d":
            configuration.dryRun = true
        case "--strict":
            configuration.strict = true
        case "--no-strict":
            configuration.strict = false
        case "--fail-fast":
            configuration.failFast = true
        case "--retry":
            configuration.retry = try arguments.integer(for: word, in: 0...1000)
        case "--timeout":
            let text = try arguments.value(for: word)
            guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 86_400 else {
                throw UsageError("'--timeout' expects a number of seconds greater than 0, got '\(text)'")
            }
            configuration.timeout = seconds
        case "--order":
            let text = try arguments.value(for: word)
            guard let parsed = RunOrder(option: text) else {
                throw UsageError("'--order' expects 'defined', 'reverse', 'random' or 'random:SEED', got '\(text)'")
            }
            order = parsed
        case "--jobs", "-j":
            configuration.jobs = try arguments.integer(for: word, in: 1...256)
        case "--shard":
            let text = try arguments.value(for: word)
            if text == "auto" {
                let detected: DetectedShard
                do {
                    detected = try ShardDetection.detect(in: environment)
                } catch {
                    throw UsageError("--shard auto: \(error)",
                                     hint: "Set the CI system's parallel jobs up, or LINKSPEC_SHARD=K/N; see 'Shards on CI' in the README.")
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
        case "--shard-timings":
            shardTimings = try arguments.value(for: word)
        case "--no-stream":
            stream = false
        case "--snapshots":
            let text = try arguments.value(for: word)
            guard let policy = SnapshotPolicy(rawValue: text) else {
                throw UsageError("'--snapshots' expects 'none', 'failures' or 'all', got '\(text)'")
            }
            configuration.snapshots = policy
        case "--no-snippets":
            configuration.snippets = false
        case "--format", "-f":
            formats.append(try Self.format(try arguments.value(for: word)))
        case "--junit-suite-name":
            junitSuiteName = try arguments.value(for: word)
        case "--junit-file-attributes":
            junitFileAttributes = true
        case "--no-color", "--no-colour":
            color = false
        case "--i18n-file":
            i18nFile = try arguments.value(for: word)
        case "--":
            paths += arguments.rest()
        default:
            if word.hasPrefix("-") && word != "-" {
                throw UsageError("unknown option '\(word)'")
            }
            paths.append(word)
        }
    }

    /// `NAME` or `NAME:PATH`.
    static func format(_ text: String) throws(UsageError) -> Format {
        let name: String
        var path: String?
        if let colon = text.firstIndex(of: ":") {
            name = String(text[..<colon])
            path = String(text[text.index(after: colon)...])
            if path?.isEmpty == true {
                throw UsageError("--format \(text): the path after ':' is empty")
            }
        } else {
            name = text
        }
        guard formatNames.contains(name) else {
            throw UsageError("unknown format '\(name)'", hint: "Formats: \(formatNames.joined(separator: ", ")).")
        }
        return Format(name: name, path: path)
    }
}
