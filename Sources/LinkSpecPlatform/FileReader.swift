/// The one way linkspec reads files: whole (`FileReader.bytes(atPath:)`), or a
/// chunk at a time (`FileReader(path:)`, then `read()` until nil). Errors name
/// the file and say what is wrong: `Features/a.feature: no such file`.
package final class FileReader {
    /// The path as given, or `<stdin>`.
    package let path: String
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private let chunkSize: Int

    /// Opens `path` for reading. A missing file, a folder or a file without
    /// read permission is a `FileError` now, before anything is read.
    package init(path: String, chunkSize: Int = 1 << 16) throws(FileError) {
        descriptor = try Self.open(path)
        ownsDescriptor = true
        self.path = path
        self.chunkSize = max(chunkSize, 1)
    }

    package init(standardInput: Void = (), chunkSize: Int = 1 << 16) {
        descriptor = Platform.standardInput
        ownsDescriptor = false
        path = "<stdin>"
        self.chunkSize = max(chunkSize, 1)
    }

    deinit {
        if ownsDescriptor { Platform.close(descriptor) }
    }

    /// The next chunk (at most `chunkSize` bytes), or nil at the end.
    package func read() throws(FileError) -> [UInt8]? {
        switch Platform.read(descriptor, upTo: chunkSize) {
        case .success(let chunk): return chunk.isEmpty ? nil : chunk
        case .failure(let error): throw Self.error(error, path: path)
        }
    }

    /// The whole file at `path`. With `regularFileOnly`, a device or a pipe
    /// is refused before anything is read (`/dev/zero` never ends); past
    /// `sizeLimit` bytes the file is refused rather than read to its end.
    package static func bytes(atPath path: String, regularFileOnly: Bool = false,
                              sizeLimit: Int = .max) throws(FileError) -> [UInt8] {
        let reader = try FileReader(path: path)
        let status = Platform.status(of: reader.descriptor)
        if regularFileOnly && status?.isRegularFile != true {
            throw FileError(path: path, message: "is not a regular file")
        }
        let tooLarge = FileError(path: path, message: "is larger than \(describe(size: sizeLimit))")
        // Nearly always one read of the file's size; a file whose size is not
        // known (zero for some special files) or that grew is read on to its end.
        let size = status?.size ?? 0
        guard size <= sizeLimit else { throw tooLarge }
        var bytes: [UInt8] = []
        while bytes.count < size {
            switch Platform.read(reader.descriptor, upTo: size - bytes.count) {
            case .success(let got) where got.isEmpty: return bytes
            case .success(let got) where bytes.isEmpty: bytes = got
            case .success(let got): bytes += got
            case .failure(let failure): throw error(failure, path: path)
            }
        }
        if size > 0 {
            // A one-byte probe: most files end where their size said.
            switch Platform.read(reader.descriptor, upTo: 1) {
            case .success(let probe) where probe.isEmpty: return bytes
            case .success(let probe): bytes += probe
            case .failure(let failure): throw error(failure, path: path)
            }
        }
        while let chunk = try reader.read() {
            bytes += chunk
            if bytes.count > sizeLimit { throw tooLarge }
        }
        return bytes
    }

    /// `8 MiB`, `100 bytes`.
    private static func describe(size: Int) -> String {
        size >= 1 << 20 && size % (1 << 20) == 0 ? "\(size >> 20) MiB" : "\(size) bytes"
    }

    /// The whole file at `path` as text, its bytes decoded as
    /// `String(decoding:as:)` does (invalid UTF-8 becomes U+FFFD). For text
    /// that must be valid UTF-8, decode `bytes(atPath:)` strictly instead.
    package static func text(atPath path: String) throws(FileError) -> String {
        String(decoding: try bytes(atPath: path), as: UTF8.self)
    }

    private static func open(_ path: String) throws(FileError) -> Int32 {
        let descriptor: Int32
        switch Platform.openForReading(path) {
        case .success(let opened): descriptor = opened
        case .failure(let error): throw Self.error(error, path: path)
        }
        // Opening a folder for reading succeeds on Linux; reading it does not.
        if Platform.status(of: descriptor)?.isFolder == true {
            Platform.close(descriptor)
            throw FileError(path: path, message: "is a folder, not a file")
        }
        return descriptor
    }

    private static func error(_ error: SystemError, path: String) -> FileError {
        if error.isNoSuchFile { return FileError(path: path, message: "no such file") }
        if error.isFolder { return FileError(path: path, message: "is a folder, not a file") }
        if error.isPermissionDenied { return FileError(path: path, message: "cannot read the file (permission denied)") }
        return FileError(path: path, message: "cannot read the file: \(error)")
    }
}

/// A file that could not be read, as `path: message`.
package struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
    package var path: String
    package var message: String

    package init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    package var description: String { "\(path): \(message)" }
}
