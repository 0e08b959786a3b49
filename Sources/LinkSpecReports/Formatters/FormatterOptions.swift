/// What the command line decides for all formatters of a run.
package struct FormatterOptions: Sendable {
    /// ANSI colours (the command line decides when).
    package var colors: Bool
    /// Print ready-to-paste snippets for undefined steps (`--no-snippets` turns off).
    package var snippets: Bool
    package var junit: JUnitOptions
    /// The run's phrases, to propose beside an undefined step's snippet; none
    /// for a report rebuilt from a saved stream.
    package var phrases: ClosestPhrases?

    package init(colors: Bool = false, snippets: Bool = true, junit: JUnitOptions = JUnitOptions()) {
        self.colors = colors
        self.snippets = snippets
        self.junit = junit
    }
}

/// The formatters `--format NAME[:PATH]` can name: the one registry of
/// reports, for runs, `linkspec report` and the reports of a test run.
public enum FormatterKind: String, CaseIterable, Sendable {
    /// One character per step as it finishes (`.` passed, `F` failed, ...), as
    /// cucumber-js prints it: the default.
    case progress
    /// Each scenario and step as written, with its result.
    case pretty
    /// What cucumber-js prints at the end of a run: the scenarios that failed,
    /// then the counts by status and the time.
    case summary
    /// JUnit XML in the layout of Cucumber's own JUnit formatter.
    case junit
    /// The Cucumber JSON report, in cucumber-jvm's dialect.
    case json
    /// Cucumber Messages, one envelope a line (NDJSON).
    case message
    /// `path:LINE` of every scenario that did not pass, a file a line
    /// (`features/a.feature:3:7`); `linkspec @rerun.txt` runs them again.
    case rerun
    /// One self-contained HTML page.
    case html
    /// Every route of the app map with the number of scenarios that reached it.
    case coverage

    package func make(output: any ReportOutput, options: FormatterOptions = FormatterOptions()) -> any ReportFormatter {
        switch self {
        case .progress: ProgressFormatter(output: output, colors: options.colors)
        case .pretty: PrettyFormatter(output: output, options: options)
        case .summary: SummaryFormatter(output: output, options: options)
        case .junit: JUnitFormatter(output: output, options: options.junit)
        case .json: CucumberJSONFormatter(output: output)
        case .message: MessageFormatter(output: output)
        case .rerun: RerunFormatter(output: output)
        case .html: HTMLFormatter(output: output)
        case .coverage: CoverageFormatter(output: output)
        }
    }

    /// Whether it writes a document for tools: on standard output, nothing else may follow it.
    package var writesADocument: Bool {
        switch self {
        case .junit, .json, .message, .rerun, .html: true
        case .progress, .pretty, .summary, .coverage: false
        }
    }

    /// The kind named `name`, or an error listing the known names.
    package init(named name: String) throws(FormatOptionError) {
        guard let kind = FormatterKind(rawValue: name) else {
            throw FormatOptionError("unknown format '\(name)' (known formats: \(Self.names.joined(separator: ", ")))")
        }
        self = kind
    }

    /// Every name, in the order `--help` lists them.
    package static var names: [String] { allCases.map(\.rawValue) }
}

extension FormatOption {
    /// The formatter this option names, writing to a report file (created
    /// now) or `standardOutput`. Throws `FormatOptionError` for an unknown
    /// name and `FileError` for a file that cannot be created.
    package func makeFormatter(options: FormatterOptions, standardOutput: ConsoleOutput) throws -> any ReportFormatter {
        let kind = try FormatterKind(named: name)
        let output: any ReportOutput = switch destination {
        case .standardOutput: StreamOutput(standardOutput.write, flushSink: standardOutput.flush)
        case .file(let path): try AtomicFile(path: path)
        }
        return kind.make(output: output, options: options)
    }
}
