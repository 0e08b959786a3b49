import AppSimulation
import Foundation
import PlatformLinkRules

/// The build settings an `.xcconfig` file sets, read as Xcode reads it:
/// `NAME = VALUE` a line, `//` to the end of a line a comment (in a value too,
/// as in Xcode), `#include "other.xcconfig"` (and `#include?`, whose file may be
/// missing) read first from the including file's folder, a later line winning.
/// Conditional settings (`NAME[sdk=iphoneos*] = ...`) are left out: which one
/// applies depends on the build; `$(inherited)` is dropped (linkspec knows no
/// level below). A file that cannot be read is left out too: init reads
/// xcconfig files only to fill in what the app's files use.
enum XcconfigFile {
    /// A setting's value and the file whose line sets it (`path`, or a file it includes).
    struct Setting: Equatable {
        var value: String
        var file: String
    }

    /// `path` absolute; includes are followed at most 16 deep.
    static func settings(atPath path: String, depth: Int = 0) -> [String: Setting] {
        guard depth < 16, let bytes = try? AppMap.fileBytes(atPath: path) else { return [:] }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        var settings: [String: Setting] = [:]
        for rawLine in String(decoding: bytes, as: UTF8.self).split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            var line = Substring(rawLine)
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            line = line.drop(while: \.isWhitespace)
            if line.hasPrefix("#include") {
                let rest = line.dropFirst("#include".count).drop { $0 == "?" || $0.isWhitespace }
                guard rest.hasPrefix("\""), let end = rest.dropFirst().firstIndex(of: "\"") else { continue }
                let included = String(rest[rest.index(after: rest.startIndex)..<end])
                let url = included.hasPrefix("/") ? URL(fileURLWithPath: included) : folder.appendingPathComponent(included)
                settings.merge(Self.settings(atPath: url.standardizedFileURL.path, depth: depth + 1)) { $1 }
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let name = line[..<equals].trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else { continue }
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            for inherited in ["$(inherited)", "${inherited}"] { value = value.replacingOccurrences(of: inherited, with: "") }
            if value.hasSuffix(";") { value.removeLast() }
            settings[name] = Setting(value: value.trimmingCharacters(in: .whitespaces), file: path)
        }
        return settings
    }
}
