#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A whole file read as text, its bytes decoded as `String(decoding:as:)`
/// does (invalid UTF-8 replaced, as the reference parser reads files).
///
/// Read straight into the string's own storage: through `Data` and a URL,
/// each file cost about 30,000 instructions before its first byte was parsed,
/// and one more copy of its bytes.
enum FileText {
    /// The file's text, or nil when it cannot be opened or read.
    static func read(atPath path: String) -> String? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        let size = Int(status.st_size)
        // Zero for some special files whose size is not known up front.
        guard size > 0 else { return readToEnd(descriptor) }
        var complete = true
        let text = String(unsafeUninitializedCapacity: size) { buffer in
            var count = 0
            while count < size {
                let got = systemRead(descriptor, buffer.baseAddress! + count, size - count)
                if got < 0 {
                    if errno == EINTR { continue }
                    complete = false
                    return 0
                }
                if got == 0 { break }
                count += got
            }
            return count
        }
        guard complete else { return nil }
        // A file that grew while it was read is read again, whole, to its end.
        var probe: UInt8 = 0
        let more = systemRead(descriptor, &probe, 1)
        if more == 0 { return text }
        guard more > 0, lseek(descriptor, 0, SEEK_SET) == 0 else { return nil }
        return readToEnd(descriptor)
    }

    private static func readToEnd(_ descriptor: Int32) -> String? {
        readAll(descriptor).map { String(decoding: $0, as: UTF8.self) }
    }

    private static func readAll(_ descriptor: Int32) -> [UInt8]? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
            if got < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if got == 0 { return bytes }
            bytes += chunk[..<got]
        }
    }
}

/// `read(2)`, named apart from `FileText.read`.
@inline(__always)
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.read(descriptor, buffer, count)
    #else
    return Darwin.read(descriptor, buffer, count)
    #endif
}
