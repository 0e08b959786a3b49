import CucumberMessages
import Foundation
import Gherkin

/// Reads feature files as UTF-8 text. A file that is not valid UTF-8 is an
/// error pointing at the first bad byte's line and column, never a crash or
/// silently replaced characters.
public enum SourceReader {
    /// The `source` of a feature file found for the run.
    public static func source(of file: FeatureFile) throws(InputError) -> Source {
        Source(uri: file.uri, data: try readText(atPath: file.uri), mediaType: file.mediaType)
    }

    public static func readText(atPath path: String) throws(InputError) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputError(path: path, message: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw InputError(path: path, message: "is a folder, not a file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(path: path, message: "cannot read the file (permission denied)")
        }
        return try decode(data, path: path)
    }

    /// Strict UTF-8 decoding; a leading byte order mark is dropped.
    public static func decode(_ data: Data, path: String) throws(InputError) -> String {
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        // (`String(validating:)` would need macOS 15; one scan does the same on every platform.)
        guard let (line, column) = firstInvalidPosition(in: bytes) else {
            return String(decoding: bytes, as: UTF8.self)
        }
        throw InputError(path: path, line: line, column: column,
                         message: "not UTF-8 text (invalid byte sequence); save the file as UTF-8")
    }

    /// Line and column (in Unicode scalars, from 1) of the first invalid sequence.
    /// Nil when every byte is valid.
    /// Decodes from the raw buffer: `Data`'s own iterator costs a call per byte.
    static func firstInvalidPosition(in bytes: Data.SubSequence) -> (line: Int, column: Int)? {
        bytes.withUnsafeBytes { firstInvalidPosition(in: $0) }
    }

    /// ASCII is valid by itself, so the decoder starts at the line of the
    /// first byte above 0x7F (most feature files have none).
    private static func firstInvalidPosition(in bytes: UnsafeRawBufferPointer) -> (line: Int, column: Int)? {
        var line = 1
        var lineStart = 0
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte >= 0x80 { break }
            offset += 1
            if byte == 0x0A {
                line += 1
                lineStart = offset
            }
        }
        guard offset < bytes.count else { return nil }
        var iterator = UnsafeRawBufferPointer(rebasing: bytes[lineStart...]).makeIterator()
        var decoder = UTF8()
        var column = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .emptyInput:
                return nil
            case .error:
                return (line, column)
            }
        }
    }
}
