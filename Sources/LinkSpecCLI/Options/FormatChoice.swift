import LinkSpecReports

extension FormatOption {
    /// `--format NAME[:PATH]` as a run and `linkspec report` read it: a name
    /// among `known`, and where its output goes.
    static func parsing(_ text: String, known: [String]) throws(UsageError) -> FormatOption {
        let format: FormatOption
        do {
            format = try FormatOption(parsing: text)
        } catch {
            throw UsageError("--format \(text): \(error.message)")
        }
        guard known.contains(format.name) else {
            throw UsageError("unknown format '\(format.name)'", hint: "Formats: \(known.joined(separator: ", ")).")
        }
        return format
    }

    /// Checks that at most one of `formats` writes to standard output.
    static func checkOneOnStandardOutput(_ formats: [FormatOption]) throws(UsageError) {
        let onStandardOutput = formats.filter { $0.destination == .standardOutput }
        guard onStandardOutput.count > 1 else { return }
        throw UsageError("only one format can write to standard output, got \(onStandardOutput.map { "'\($0.name)'" }.joined(separator: " and "))",
                         hint: "Give the others a file: --format junit:reports/junit.xml")
    }
}
