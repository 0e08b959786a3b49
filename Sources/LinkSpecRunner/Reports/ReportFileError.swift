/// A report file that could not be read, written or moved into place.
package struct ReportFileError: Error, Hashable, Sendable, CustomStringConvertible {
    package var path: String
    package var message: String

    package init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    package var description: String { "\(path): \(message)" }
}
