/// Something wrong with what the run was given (a path, a file, a line number):
/// printed as `path:line:column: message`, and the command exits with code 2.
///
/// Errors about a path as a whole (a missing folder, say) have no position and
/// print as `path: message`.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file (or path as given) at fault.
    public var path: String
    /// The line in it, 1-based; nil for the path as a whole.
    public var line: Int?
    /// The column, 1-based, counting Unicode scalars.
    public var column: Int?
    /// What is wrong.
    public var message: String

    package init(path: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// `path:line:column: message`, or `path: message`.
    public var description: String {
        guard let line else { return "\(path): \(message)" }
        return "\(path):\(line):\(column ?? 1): \(message)"
    }
}

/// Every problem found in one pass, so a user fixes them all at once.
package struct InputErrors: Error, Sendable, CustomStringConvertible {
    package var errors: [InputError]

    package init(_ errors: [InputError]) {
        self.errors = errors
    }

    package var description: String {
        errors.map(\.description).joined(separator: "\n")
    }
}
