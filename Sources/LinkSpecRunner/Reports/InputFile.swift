import LinkSpecPlatform

/// A message stream read in chunks (a file, or standard input): the
/// platform's `FileReader`, its errors as `ReportFileError`s.
package final class InputFile {
    private let reader: FileReader
    package var path: String { reader.path }

    /// Opens `path` for reading; a missing or unreadable file is a `ReportFileError`.
    package init(path: String, chunkSize: Int = 1 << 16) throws {
        do {
            reader = try FileReader(path: path, chunkSize: chunkSize)
        } catch {
            throw ReportFileError(path: path, message: "cannot open for reading: \(error.message)")
        }
    }

    /// The process's standard input.
    package init(standardInput: Void = (), chunkSize: Int = 1 << 16) {
        reader = FileReader(standardInput: (), chunkSize: chunkSize)
    }

    /// The next chunk, or nil at the end of the file.
    package func read() throws -> [UInt8]? {
        do {
            return try reader.read()
        } catch {
            throw ReportFileError(path: path, message: error.message)
        }
    }
}

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
