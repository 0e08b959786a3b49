import LinkSpecPlatform

/// A message stream read in chunks (a file, or standard input): the
/// platform's `FileReader`, its errors as `ReportFileError`s.
public final class InputFile {
    private let reader: FileReader
    public var path: String { reader.path }

    /// Opens `path` for reading; a missing or unreadable file is a `ReportFileError`.
    public init(path: String, chunkSize: Int = 1 << 16) throws {
        do {
            reader = try FileReader(path: path, chunkSize: chunkSize)
        } catch {
            throw ReportFileError(path: path, message: "cannot open for reading: \(error.message)")
        }
    }

    /// The process's standard input.
    public init(standardInput: Void = (), chunkSize: Int = 1 << 16) {
        reader = FileReader(standardInput: (), chunkSize: chunkSize)
    }

    /// The next chunk, or nil at the end of the file.
    public func read() throws -> [UInt8]? {
        do {
            return try reader.read()
        } catch {
            throw ReportFileError(path: path, message: error.message)
        }
    }
}

/// A report file that could not be read, written or moved into place.
public struct ReportFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
