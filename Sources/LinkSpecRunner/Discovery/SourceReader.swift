import CucumberMessages
import Foundation
import LinkSpecPlatform

/// Reads feature files as UTF-8 text; a file that is not valid UTF-8 is an
/// error at the first bad byte's line and column, never replaced characters.
package enum SourceReader {
    /// The `source` of a feature file found for the run, read from its `path`;
    /// errors name its `uri`.
    package static func source(of file: FeatureFile) throws(InputError) -> Source {
        let text = try decode(bytes(atPath: file.path, shownAs: file.uri), path: file.uri)
        return Source(uri: file.uri, data: text, mediaType: file.mediaType)
    }

    package static func readText(atPath path: String) throws(InputError) -> String {
        try decode(bytes(atPath: path, shownAs: path), path: path)
    }

    private static func bytes(atPath path: String, shownAs shown: String) throws(InputError) -> [UInt8] {
        do {
            return try FileReader.bytes(atPath: path)
        } catch {
            throw InputError(path: shown, message: error.message)
        }
    }

    /// Strict UTF-8 decoding; a leading byte order mark is dropped.
    static func decode(_ bytes: [UInt8], path: String) throws(InputError) -> String {
        var text = bytes[...]
        if text.starts(with: [0xEF, 0xBB, 0xBF]) { text = text.dropFirst(3) }
        if let string = String(bytes: text, encoding: .utf8) { return string }
        let (line, column) = firstInvalidPosition(in: text)
        throw InputError(path: path, line: line, column: column,
                         message: "not UTF-8 text (invalid byte sequence); save the file as UTF-8")
    }

    /// Line and column (in Unicode scalars, from 1) of the first invalid
    /// sequence of bytes that are not UTF-8.
    private static func firstInvalidPosition(in bytes: ArraySlice<UInt8>) -> (line: Int, column: Int) {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var line = 1
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
            case .emptyInput, .error:
                return (line, column)
            }
        }
    }
}
