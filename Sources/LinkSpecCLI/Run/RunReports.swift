import LinkSpecPlatform
import LinkSpecReports
import LinkSpecRunner

/// The formatters of a run, from `--format NAME[:PATH]`: the one on standard
/// output (progress by default), each report file, and the cucumber-js summary
/// lines that end every run, followed by the route coverage line
/// (`Routes: 11/12 covered (missing: settings)`).
///
/// The summary goes to standard output after a text format (progress, pretty,
/// coverage), and to standard error when standard output carries a document
/// for tools (`FormatterKind.writesADocument`: message, JUnit, JSON, rerun,
/// HTML), so the document stays whole.
final class RunReports {
    let pipeline = ReportPipeline()
    private let console: Console
    private let routes: CoverageFormatter
    private var summaryToStandardError = false
    private var routesLineAfterSummary = true

    init(options: RunOptions, console: Console, environment: [String: String], routes routeNames: [String],
         phrases: LazyPhraseRanking? = nil) throws(InputErrors) {
        self.console = console
        self.routes = CoverageFormatter(output: MemoryOutput(), keys: routeNames)
        let colors = console.isTerminal && options.color && (environment["NO_COLOR"] ?? "").isEmpty
        var formatterOptions = FormatterOptions(colors: false, snippets: options.configuration.snippets,
                                                junit: JUnitOptions(suiteName: options.junitSuiteName,
                                                                    fileAttributes: options.junitFileAttributes))
        formatterOptions.phrases = phrases?.closestPhrases
        var standardOutputFormat: String?
        for format in options.effectiveFormats {
            let destination = format.destination
            formatterOptions.colors = colors && destination == .standardOutput
            let output: any ReportOutput
            do {
                output = try destination.open(standardOutput: { console.write($0) }, flush: { console.flush() })
            } catch {
                pipeline.abandon()
                // The error names the path already; the InputError places it.
                throw InputErrors([InputError(path: destination.path ?? "-", message: (error as? FileError)?.message ?? "\(error)")])
            }
            if destination == .standardOutput { standardOutputFormat = format.name }
            if format.name == "coverage" {
                pipeline.add(CoverageFormatter(output: output, keys: routeNames))
            } else {
                do {
                    pipeline.add(try FormatterKind(named: format.name).make(output: output, options: formatterOptions))
                } catch {
                    pipeline.abandon()
                    throw InputErrors([InputError(path: "--format", message: "\(error)")])
                }
            }
        }
        pipeline.add(routes)
        switch standardOutputFormat {
        case "summary":
            break
        case let name? where FormatterKind(rawValue: name)?.writesADocument == true:
            summaryToStandardError = true
            var summaryOptions = FormatterOptions(colors: false)
            summaryOptions.phrases = phrases?.closestPhrases
            pipeline.add(SummaryFormatter(output: StreamOutput { console.writeError($0) }, options: summaryOptions))
        case "coverage":
            routesLineAfterSummary = false
            pipeline.add(SummaryFormatter(output: StreamOutput { console.write($0) }, options: formatterOptions))
        default:
            formatterOptions.colors = colors
            pipeline.add(SummaryFormatter(output: StreamOutput { console.write($0) }, options: formatterOptions))
        }
    }

    /// Writes and commits every report, then the route coverage line.
    func finish() throws {
        try pipeline.finish()
        // A run without an app map (the Compatibility Kit's) has no routes to speak of.
        guard routesLineAfterSummary, !routes.tally.keys.isEmpty else { return }
        let line = routes.tally.summaryLine() + "\n"
        if summaryToStandardError { console.writeError(line) } else { console.write(line) }
    }
}
