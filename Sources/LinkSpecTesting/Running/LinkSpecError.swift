import LinkSpecRunner

/// Why a run could not start: feature files that are missing or do not parse,
/// a bad tag expression, step definitions that do not compile, an app map that
/// does not load, or nothing selected. Each problem is `path:line:column: message`.
public struct LinkSpecError: Error, Sendable, CustomStringConvertible {
    /// Every problem, each with its location.
    public var errors: [InputError]

    package init(_ errors: [InputError]) {
        self.errors = errors
    }

    package init(_ errors: InputErrors) {
        self.errors = errors.errors
    }

    /// The problems, one a line.
    public var description: String {
        errors.map(\.description).joined(separator: "\n")
    }
}
