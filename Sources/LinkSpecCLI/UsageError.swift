/// A mistake in how the command was called: printed as one line with a hint,
/// and the process exits with code 2.
package struct UsageError: Error, Equatable, Sendable {
    package var message: String
    package var hint: String

    /// The hint of the main command; a subcommand's options point at its own help instead.
    static let defaultHint = "Run 'linkspec --help' for usage."

    package init(_ message: String, hint: String = defaultHint) {
        self.message = message
        self.hint = hint
    }
}

/// Exit codes shared by every subcommand.
package enum ExitCode {
    package static let success: Int32 = 0
    /// Some scenario did not pass, or a parse produced errors (`linkspec gherkin`).
    package static let failure: Int32 = 1
    /// Usage error, unparsable feature file, broken app map.
    package static let usage: Int32 = 2
}
