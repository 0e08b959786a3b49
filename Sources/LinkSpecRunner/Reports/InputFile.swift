#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// A file (or standard input) read in large chunks, for streams too big to load whole.
public final class InputFile {
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    public let path: String
    private let chunkSize: Int

    /// Opens `path` for reading; a missing or unreadable file is a `ReportFileError`.
    public init(path: String, chunkSize: Int = 1 << 16) throws {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw ReportFileError(path: path, message: "cannot open for reading: \(SystemCalls.errorText())")
        }
        self.descriptor = descriptor
        self.ownsDescriptor = true
        self.path = path
        self.chunkSize = chunkSize
    }

    /// The process's standard input.
    public init(standardInput: Void = (), chunkSize: Int = 1 << 16) {
        self.descriptor = 0
        self.ownsDescriptor = false
        self.path = "<stdin>"
        self.chunkSize = chunkSize
    }

    deinit {
        if ownsDescriptor { close(descriptor) }
    }

    /// The next chunk, or nil at the end of the file.
    public func read() throws -> [UInt8]? {
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { raw in
                #if canImport(Glibc)
                Glibc.read(descriptor, raw.baseAddress, raw.count)
                #elseif canImport(Darwin)
                Darwin.read(descriptor, raw.baseAddress, raw.count)
                #else
                Musl.read(descriptor, raw.baseAddress, raw.count)
                #endif
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw ReportFileError(path: path, message: "cannot read: \(SystemCalls.errorText())")
            }
            if count == 0 { return nil }
            chunk.removeSubrange(count...)
            return chunk
        }
    }

    /// The whole rest of the file.
    public func readAll() throws -> [UInt8] {
        var bytes: [UInt8] = []
        while let chunk = try read() { bytes.append(contentsOf: chunk) }
        return bytes
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
