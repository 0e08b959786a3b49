/// A mistake in a JSON file (a dialect file given by `--i18n-file`, a line of
/// a message stream): where it is and what is wrong, printed as
/// `path:line:column: message` (`run.ndjson:12:57: missing field 'status' in
/// 'testStepResult'`). The column is that of the JSON value at fault, in
/// Unicode scalars from 1.
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
