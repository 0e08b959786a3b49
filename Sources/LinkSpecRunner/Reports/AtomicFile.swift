#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// A report file written whole or not at all: the bytes go to a temporary file in
/// the same folder, which `commit()` renames over the destination. A reader (CI)
/// sees the previous file or the complete new one, never half a report, even when
/// the run is killed midway; the temporary file is removed on `discard()` or when
/// the writer goes away uncommitted.
public final class AtomicFile: ReportOutput {
    public let path: String
    public private(set) var temporaryPath: String
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    private let limit = 1 << 16
    private var isFinished = false

    /// Creates the temporary file beside `path`. A missing folder or no permission
    /// is a `ReportFileError` now, before any work is done.
    public init(path: String) throws {
        self.path = path
        let folderEnd = path.lastIndex(of: "/")
        let folder = folderEnd.map { String(path[...$0]) } ?? ""
        let base = folderEnd.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array("\(folder).\(base).XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw ReportFileError(path: path, message: "cannot create the report: \(SystemCalls.errorText())")
        }
        self.descriptor = descriptor
        self.temporaryPath = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // mkstemp creates 0600; reports are ordinary files others may read.
        fchmod(descriptor, 0o644)
    }

    deinit {
        if !isFinished { discard() }
    }

    public func write(bytes: some Sequence<UInt8>) throws {
        guard !isFinished else {
            throw ReportFileError(path: path, message: "written after the report was finished")
        }
        buffer.append(contentsOf: bytes)
        if buffer.count >= limit { try flush() }
    }

    public func commit() throws {
        guard !isFinished else { return }
        do {
            try flush()
            if fsync(descriptor) != 0 && errno != EINVAL {
                throw ReportFileError(path: path, message: "cannot write the report: \(SystemCalls.errorText())")
            }
            close(descriptor)
            descriptor = -1
            if rename(temporaryPath, path) != 0 {
                throw ReportFileError(path: path, message: "cannot move the report into place: \(SystemCalls.errorText())")
            }
            isFinished = true
        } catch {
            discard()
            throw error
        }
    }

    public func discard() {
        guard !isFinished else { return }
        isFinished = true
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        unlink(temporaryPath)
        buffer.removeAll()
    }

    private func flush() throws {
        guard !buffer.isEmpty else { return }
        let failure = buffer.withUnsafeBytes { SystemCalls.writeAll($0, to: descriptor) }
        buffer.removeAll(keepingCapacity: true)
        if let failure {
            throw ReportFileError(path: path, message: "cannot write the report: \(SystemCalls.errorText(failure))")
        }
    }
}
