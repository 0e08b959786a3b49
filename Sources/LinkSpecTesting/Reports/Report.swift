import Foundation
import LinkSpecReports
import LinkSpecRunner

/// A report file a test run writes, as `linkspec --format NAME:PATH` would
/// write it (the same formatters). Paths are relative to the root's
/// `reportsPath` (the package root; for a bundle root, see `PackageRoot.bundle`).
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
        let resolved = root.resolveReport(path)
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

extension ReportPipeline {
    /// The formatters of `reports`, or nil when there are none. A report file
    /// that cannot be created is an error now, before anything runs.
    convenience init?(_ reports: [Report], root: PackageRoot) throws {
        guard !reports.isEmpty else { return nil }
        self.init(formatters: try reports.map { try $0.makeFormatter(root: root) })
    }
}
