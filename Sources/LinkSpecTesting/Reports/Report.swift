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

    /// The formatter, made as `linkspec --format NAME:PATH` makes it, to its
    /// file under `root`. The file is created now, with its folder: a report
    /// folder under .build is usually not there yet on a fresh checkout.
    func makeFormatter(root: PackageRoot) throws -> any ReportFormatter {
        let kind: FormatterKind
        var options = FormatterOptions()
        switch self {
        case .junit(_, let suiteName, let fileAttributes):
            kind = .junit
            options.junit = JUnitOptions(suiteName: suiteName, fileAttributes: fileAttributes)
        case .messages:
            kind = .message
        case .format(let named, _):
            kind = named
        }
        let file = PackageRoot.absolute(path, base: root.reportsPath)
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        // Report files never write to standard output.
        return try FormatOption(name: kind.rawValue, destination: .file(file))
            .makeFormatter(options: options, standardOutput: ConsoleOutput(write: { _ in }, writeError: { _ in }))
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
