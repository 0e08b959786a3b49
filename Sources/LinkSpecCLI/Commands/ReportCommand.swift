import CucumberMessages
import Foundation
import LinkSpecJSON
import LinkSpecPlatform
import LinkSpecReports

/// `linkspec report`: turns a saved message stream (`--format message` of a run,
/// or any Cucumber implementation's NDJSON) into reports, e.g.
/// `linkspec report --format junit:junit.xml < run.ndjson`.
enum ReportCommand {
    static let subcommand = LinkSpecCommand.Subcommand(
        "report", summary: "turn a saved message stream (NDJSON) into reports",
        options: options, defaults: Values(), help: helpText) { values, console, setup in
        try run(values, console: console, name: setup.name)
    }

    struct Values {
        var formats: [FormatOption] = []
        var options = FormatterOptions()
        var noColor = false
        var input: String?
    }

    static let options = CommandOptions<Values>("linkspec report", [
        .reportFormat(known: FormatterKind.names, byDefault: "junit to standard output") { $0.formats.append($1) },
        .junitSuiteName(byDefault: "linkspec") { $0.options.junit.suiteName = $1 },
        .junitFileAttributes { $0.options.junit.fileAttributes = true },
        .noColor { $0.noColor = true },
        .noSnippets { $0.options.snippets = false },
    ], argument: { values, path in
        if let input = values.input {
            throw UsageError("'linkspec report' reads one message stream; got '\(input)' and '\(path)'")
        }
        values.input = path
    })

    static func helpText(_ name: String) -> String { """
    USAGE: \(name) report [OPTIONS] [RUN.ndjson]

    Reads Cucumber Messages NDJSON from RUN.ndjson (or standard input) and writes reports.

    \(options.help)
    """
    }

    /// Runs the command. `standardInput` and `environment` are injectable so tests
    /// can drive it in-process.
    static func run(_ values: Values, console: Console, name: String = "linkspec",
                    standardInput: EnvelopeReader.ChunkSource? = nil,
                    environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Int32 {
        let formats = values.formats.isEmpty ? [FormatOption(name: FormatterKind.junit.rawValue, destination: .standardOutput)]
            : values.formats
        try FormatOption.checkOneOnStandardOutput(formats)
        let colors = console.isTerminal && !values.noColor && (environment["NO_COLOR"] ?? "").isEmpty

        let pipeline = ReportPipeline()
        do {
            for format in formats {
                var formatOptions = values.options
                formatOptions.colors = colors && format.destination == .standardOutput
                pipeline.add(try format.makeFormatter(options: formatOptions, standardOutput: console.reportOutput))
            }
            var reader: EnvelopeReader
            if let inputPath = values.input, inputPath != "-" {
                reader = try EnvelopeReader(path: inputPath)
            } else {
                let stdin = FileReader(standardInput: ())
                reader = EnvelopeReader(name: "<stdin>", chunks: standardInput ?? { try stdin.read() })
            }
            while let envelope = try reader.next() {
                try pipeline.consume(envelope)
            }
            do {
                try pipeline.finish()
            } catch let error as IncompleteStreamError {
                throw JSONFileError(path: reader.name, line: max(1, reader.lineNumber), column: 1, message: "\(error)")
            }
            return ExitCode.success
        } catch {
            pipeline.abandon()
            console.writeError("\(name): \(error)\n")
            return ExitCode.usage
        }
    }
}
