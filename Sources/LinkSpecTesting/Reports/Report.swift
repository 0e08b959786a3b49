import Foundation
import LinkSpecRunner

/// A report file a test run writes, as `linkspec --format NAME:PATH` would
/// write it (the same formatters). Paths are relative to the package root.
/// Files are written whole or not at all.
public enum Report: Hashable, Sendable {
    /// JUnit XML in Cucumber's layout (`--format junit:PATH`).
    case junit(String, suiteName: String = "linkspec", fileAttributes: Bool = false)
    /// The Cucumber Messages NDJSON stream (`--format message:PATH`).
    case messages(String)
    /// Any other format of the command line, to a file: `.format(.rerun, "rerun.txt")`.
    case format(FormatterKind, String)

    var path: String {
        switch self {
        case .junit(let path, _, _), .messages(let path), .format(_, let path): path
        }
    }

    func makeFormatter(root: PackageRoot) throws -> any ReportFormatter {
        let resolved = root.resolve(path)
        // A report folder under .build is usually not there yet on a fresh checkout.
        try FileManager.default.createDirectory(atPath: (resolved as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        let output = try AtomicFile(path: resolved)
        switch self {
        case .junit(_, let suiteName, let fileAttributes):
            let options = FormatterOptions(junit: JUnitOptions(suiteName: suiteName, fileAttributes: fileAttributes))
            return FormatterKind.junit.make(output: output, options: options)
        case .messages:
            return FormatterKind.message.make(output: output)
        case .format(let kind, _):
            return kind.make(output: output)
        }
    }
}

/// The reports of one run: formatters fed the run's message stream.
final class ReportWriter {
    private let pipeline: ReportPipeline
    private(set) var error: (any Error)?

    init(_ reports: [Report], root: PackageRoot) throws {
        pipeline = ReportPipeline(formatters: try reports.map { try $0.makeFormatter(root: root) })
    }

    func consume(_ envelopes: [Envelope]) {
        guard error == nil else { return }
        do {
            for envelope in envelopes { try pipeline.consume(envelope) }
        } catch {
            self.error = error
            pipeline.abandon()
        }
    }

    /// Commits every report (or, after an error, none).
    func finish() throws {
        if let error { throw error }
        try pipeline.finish()
    }
}
