/// Where one `--format NAME[:PATH]` goes: standard output, or a report file
/// written atomically.
package enum ReportDestination: Hashable, Sendable {
    case standardOutput
    case file(String)

    /// The report file's path; nil for standard output.
    package var path: String? {
        if case .file(let path) = self { return path }
        return nil
    }
}

/// One `--format` option: the formatter's name and where its output goes.
package struct FormatOption: Hashable, Sendable {
    package var name: String
    package var destination: ReportDestination

    package init(name: String, destination: ReportDestination) {
        self.name = name
        self.destination = destination
    }

    /// Reads `NAME` or `NAME:PATH` (`junit:reports/junit.xml`). The path may itself
    /// contain colons; an empty path or name is an error.
    package init(parsing text: String) throws(FormatOptionError) {
        guard let colon = text.firstIndex(of: ":") else {
            guard !text.isEmpty else { throw FormatOptionError("empty format name") }
            self.init(name: text, destination: .standardOutput)
            return
        }
        let name = String(text[..<colon])
        let path = String(text[text.index(after: colon)...])
        guard !name.isEmpty else { throw FormatOptionError("'\(text)' has no format name before ':'") }
        guard !path.isEmpty else { throw FormatOptionError("'\(text)' has no path after ':'") }
        self.init(name: name, destination: .file(path))
    }
}

/// A `--format` value that cannot be understood.
package struct FormatOptionError: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}
