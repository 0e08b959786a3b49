/// The reports of a run, from its `--format NAME[:PATH]` options: the one on
/// standard output, each report file, and the summary lines that end every
/// run, followed by the route coverage line (for a run with an app).
///
/// The summary goes to standard output after a text format, and to standard
/// error when standard output carries a document for tools
/// (`FormatterKind.writesADocument`), so the document stays whole. With
/// `summary` on standard output the summary is that format's; with `coverage`
/// there, the coverage report ends with its own line and the summary follows.
package enum RunReports {
    /// Creates every report file now (a path that cannot be written is an
    /// error before anything runs) and the pipeline that writes them.
    /// `options.colors` is for standard output; report files never have colour.
    package static func pipeline(_ formats: [FormatOption], options: FormatterOptions,
                                 console: ConsoleOutput) throws(RunReportsError) -> ReportPipeline {
        let pipeline = ReportPipeline()
        var fileOptions = options
        fileOptions.colors = false
        var standardOutputFormat: FormatterKind?
        for format in formats {
            do {
                let onStandardOutput = format.destination == .standardOutput
                pipeline.add(try format.makeFormatter(options: onStandardOutput ? options : fileOptions, standardOutput: console))
                if onStandardOutput { standardOutputFormat = try FormatterKind(named: format.name) }
            } catch {
                pipeline.abandon()
                throw RunReportsError(format: format, error: error)
            }
        }
        let standardError = StreamOutput { console.writeError($0) }
        let standardOutput = StreamOutput { console.write($0) }
        switch standardOutputFormat {
        case .summary?:
            pipeline.add(CoverageFormatter(output: standardOutput, summaryLineOnly: true))
        case let kind? where kind.writesADocument:
            pipeline.add(SummaryFormatter(output: standardError, options: fileOptions))
            pipeline.add(CoverageFormatter(output: standardError, summaryLineOnly: true))
        case .coverage?:
            pipeline.add(SummaryFormatter(output: standardOutput, options: options))
        default:
            pipeline.add(SummaryFormatter(output: standardOutput, options: options))
            pipeline.add(CoverageFormatter(output: standardOutput, summaryLineOnly: true))
        }
        return pipeline
    }
}

/// A report of a run that cannot be made: an unknown format, or a file that
/// cannot be created.
package struct RunReportsError: Error {
    package var format: FormatOption
    package var error: any Error
}
