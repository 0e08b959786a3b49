import LinkSpecPlatform

/// A report file written whole or not at all: the bytes go to a temporary file in
/// the same folder, which `commit()` renames over the destination, so a reader
/// sees the previous file or the complete new one, even when the run is killed;
/// the temporary file is removed on `discard()` or when the writer goes away.
package final class AtomicFile: ReportOutput {
    package let path: String
    package private(set) var temporaryPath: String
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    private let limit = 1 << 16
    private var isFinished = false

    /// Creates the temporary file beside `path`: a missing folder or no
    /// permission is a `FileError` before any work is done.
    package init(path: String) throws {
        self.path = path
        let base = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        switch Platform.createUniqueFile(template: "\(path[..<base]).\(path[base...]).XXXXXX") {
        case .success(let file):
            descriptor = file.descriptor
            temporaryPath = file.path
        case .failure(let error):
            throw FileError(path: path, message: "cannot create the report: \(error)")
        }
    }

    deinit {
        if !isFinished { discard() }
    }

    /// Writes the file at `path` whole or not at all: the new file replaces
    /// `path` once `body` returned; when anything throws, `path` is left as it was.
    @discardableResult
    package static func write<Result>(to path: String, _ body: (AtomicFile) throws -> Result) throws -> Result {
        let file = try AtomicFile(path: path)
        do {
            let result = try body(file)
            try file.commit()
            return result
        } catch {
            file.discard()
            throw error
        }
    }

    package func write(bytes: some Sequence<UInt8>) throws {
        guard !isFinished else {
            throw FileError(path: path, message: "written after the report was finished")
        }
        buffer.append(contentsOf: bytes)
        if buffer.count >= limit { try flush() }
    }

    package func commit() throws {
        guard !isFinished else { return }
        do {
            try flush()
            if let error = Platform.synchronize(descriptor) {
                throw FileError(path: path, message: "cannot write the report: \(error)")
            }
            Platform.close(descriptor)
            descriptor = -1
            if let error = Platform.rename(temporaryPath, to: path) {
                throw FileError(path: path, message: "cannot move the report into place: \(error)")
            }
            isFinished = true
        } catch {
            discard()
            throw error
        }
    }

    package func discard() {
        guard !isFinished else { return }
        isFinished = true
        if descriptor >= 0 { Platform.close(descriptor) }
        descriptor = -1
        Platform.removeFile(temporaryPath)
        buffer.removeAll()
    }

    private func flush() throws {
        guard !buffer.isEmpty else { return }
        let failure = buffer.withUnsafeBytes { Platform.writeAll($0, to: descriptor) }
        buffer.removeAll(keepingCapacity: true)
        if let failure {
            throw FileError(path: path, message: "cannot write the report: \(failure)")
        }
    }
}
