/// A mistake in a JSON file (a dialect file, a line of a message stream), as
/// `path:line:column: message`; the column is the faulty value's, in scalars from 1.
package struct JSONFileError: Error, Hashable, Sendable, CustomStringConvertible {
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
