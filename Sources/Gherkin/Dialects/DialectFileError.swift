/// A mistake in a dialect file (`--i18n-file`): where it is and what is wrong,
/// printed as `path:line:column: message`.
package struct DialectFileError: Error, Hashable, Sendable, CustomStringConvertible {
    package var path: String
    package var line: Int
    package var column: Int
    package var message: String

    package init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    package var description: String { "\(path):\(line):\(column): \(message)" }
}
