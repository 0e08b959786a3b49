import Foundation

/// Turns the paths of the command line into the feature files of the run:
/// files as given, folders searched recursively for `*.feature` and
/// `*.feature.md`, `@FILE` read as a rerun list; in the order given, a
/// folder's files sorted by path. A file named twice runs once (its line
/// lists merged; a whole file wins over lines).
package struct FeatureFinder: Sendable {
    package init() {}

    package func find(_ arguments: [String]) throws(InputErrors) -> [FeatureFile] {
        var paths: [FeaturePath] = []
        var errors: [InputError] = []
        for argument in arguments {
            if argument.hasPrefix("@") {
                do {
                    paths += try RerunFile.read(path: String(argument.dropFirst()))
                } catch {
                    errors.append(error)
                }
            } else {
                paths.append(FeaturePath(argument: argument))
            }
        }
        var found = FoundFiles()
        for path in paths {
            do {
                try collect(path, into: &found)
            } catch {
                errors.append(error)
            }
        }
        guard errors.isEmpty else { throw InputErrors(errors) }
        return found.files
    }

    private func collect(_ featurePath: FeaturePath, into found: inout FoundFiles) throws(InputError) {
        let path = Self.normalise(featurePath.path)
        let origin = featurePath.origin
        func failure(_ message: String) -> InputError {
            if let origin { return InputError(path: origin.path, line: origin.line, column: origin.column, message: "\(path): \(message)") }
            return InputError(path: path, message: message)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw failure("no such file or folder")
        }
        if isDirectory.boolValue {
            guard featurePath.lines.isEmpty else {
                throw failure("is a folder; a line number needs a feature file")
            }
            var walk = FolderWalk()
            let before = found.files.count
            try walk.collect(folder: path, into: &found)
            if found.files.count == before && !walk.sawFeatureFile {
                throw failure("no features found (no *.feature or *.feature.md files in this folder or below)")
            }
        } else {
            guard FileManager.default.isReadableFile(atPath: path) else {
                throw failure("cannot read the file (permission denied)")
            }
            let origin = featurePath.lines.isEmpty ? nil
                : (featurePath.origin ?? InputError(path: path, message: ""))
            found.add(FeatureFile(uri: path, lines: featurePath.lines, origin: origin))
        }
    }

    /// `./a//b/` -> `a/b`, so one file has one uri however it was written.
    static func normalise(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        let joined = path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }
}

/// The files found so far, each once, in the order first found.
struct FoundFiles {
    private(set) var files: [FeatureFile] = []
    private var indexByUri: [String: Int] = [:]

    mutating func add(_ file: FeatureFile) {
        guard let index = indexByUri[file.uri] else {
            indexByUri[file.uri] = files.count
            files.append(file)
            return
        }
        // Whole file (no lines) wins; otherwise merge the line lists.
        if files[index].lines.isEmpty { return }
        if file.lines.isEmpty {
            files[index].lines = []
            files[index].origin = nil
        } else {
            for line in file.lines where !files[index].lines.contains(line) {
                files[index].lines.append(line)
            }
        }
    }
}
