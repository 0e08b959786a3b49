import CucumberMessages
import Foundation
import LinkSpecRunner

/// `linkspec report`: turns a saved message stream (`--format message` of a run,
/// or any Cucumber implementation's NDJSON) into reports, e.g.
/// `linkspec report --format junit:junit.xml < run.ndjson`.
enum ReportCommand {
    static let subcommand = LinkSpecCommand.Subcommand(
        name: "report",
        summary: "turn a saved message stream (NDJSON) into reports",
        run: { words, console, setup in try run(words, console: console, name: setup.name) })

    static func helpText(_ name: String) -> String { """
    USAGE: \(name) report [OPTIONS] [RUN.ndjson]

    Reads Cucumber Messages NDJSON from RUN.ndjson (or standard input) and writes reports.

    OPTIONS:
      --format NAME[:PATH]       progress, pretty, summary, junit, json, message, rerun or html;
                                 to PATH, or to standard output (at most one). Repeatable. Default: junit
      --junit-suite-name NAME    the JUnit testsuite's name (default: linkspec)
      --junit-file-attributes    add file and line attributes to each JUnit testcase
      --no-color                 no colours, even on a terminal (NO_COLOR does the same)
      --no-snippets              no snippets for undefined steps
      -h, --help                 show this help

    """
    }

    /// Runs the command. `standardInput` and `environment` are injectable so tests
    /// can drive it in-process.
    static func run(_ words: [String], console: Console, name: String = "linkspec",
                    standardInput: EnvelopeReader.ChunkSource? = nil,
                    environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Int32 {
        var arguments = Arguments(words)
        var formats: [FormatOption] = []
        var options = FormatterOptions()
        var noColor = false
        var inputPath: String?
        while let word = arguments.next() {
            switch word {
            case "-h", "--help":
                console.write(helpText(name))
                return ExitCode.success
            case "--format", "-f":
                do {
                    let format = try FormatOption(parsing: try arguments.value(for: word))
                    _ = try FormatterKind(named: format.name)
                    formats.append(format)
                } catch let error as FormatOptionError {
                    throw UsageError(error.message)
                }
            case "--junit-suite-name":
                options.junit.suiteName = try arguments.value(for: word)
            case "--junit-file-attributes":
                options.junit.fileAttributes = true
            case "--no-color":
                noColor = true
            case "--no-snippets":
                options.snippets = false
            case "--":
                for path in arguments.rest() { try setInput(path, &inputPath) }
            default:
                if word.hasPrefix("-") && word != "-" {
                    throw UsageError("unknown option '\(word)' for 'linkspec report'", hint: "Run 'linkspec report --help' for usage.")
                }
                try setInput(word, &inputPath)
            }
        }
        if formats.isEmpty {
            formats = [FormatOption(name: FormatterKind.junit.rawValue, destination: .standardOutput)]
        }
        guard formats.filter({ $0.destination == .standardOutput }).count <= 1 else {
            throw UsageError("at most one --format may write to standard output; give the others a path (NAME:PATH)")
        }
        let colors = console.isTerminal && !noColor && (environment["NO_COLOR"] ?? "").isEmpty

        let pipeline = ReportPipeline()
        do {
            for format in formats {
                var formatOptions = options
                formatOptions.colors = colors && format.destination == .standardOutput
                let output = try format.destination.open(standardOutput: { console.write($0) })
                pipeline.add(try FormatterKind(named: format.name).make(output: output, options: formatOptions))
            }
            var reader: EnvelopeReader
            if let inputPath, inputPath != "-" {
                reader = try EnvelopeReader(path: inputPath)
            } else {
                let stdin = InputFile(standardInput: ())
                reader = EnvelopeReader(name: "<stdin>", chunks: standardInput ?? { try stdin.read() })
            }
            while let envelope = try reader.next() {
                try pipeline.consume(envelope)
            }
            do {
                try pipeline.finish()
            } catch let error as IncompleteStreamError {
                throw MessageStreamError(path: reader.name, line: max(1, reader.lineNumber), column: 1, message: "\(error)")
            }
            return ExitCode.success
        } catch {
            pipeline.abandon()
            console.writeError("\(name): \(error)\n")
            return ExitCode.usage
        }
    }

    private static func setInput(_ path: String, _ inputPath: inout String?) throws {
        guard inputPath == nil else {
            throw UsageError("'linkspec report' reads one message stream; got '\(inputPath ?? "")' and '\(path)'")
        }
        inputPath = path
    }
}
