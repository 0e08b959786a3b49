import Foundation
import LinkSpecPlatform
import LinkSpecRunner
import SimulatedApp

/// Finds and loads the app map of a run: `--app PATH`, or else the nearest
/// `app.json` in the folder of the feature files or a folder above it (the way
/// git finds `.git`), so `linkspec Features/login/` uses `Features/app.json`.
enum AppMapLocator {
    static let fileName = "app.json"

    /// The app map's path as the user would write it. Feature files under
    /// different app maps need `--app`: one run tests one app.
    static func locate(explicit: String?, features: [FeatureFile]) throws(InputErrors) -> String {
        if let explicit { return explicitPath(explicit) }
        var found: [String] = []
        var searched: [String: String?] = [:]
        for file in features {
            let folder = (file.uri as NSString).deletingLastPathComponent
            if searched[folder] == nil { searched[folder] = .some(nearest(from: folder)) }
            if let map = searched[folder] ?? nil, !found.contains(map) { found.append(map) }
        }
        guard let first = found.first else {
            let start = features.first.map { ($0.uri as NSString).deletingLastPathComponent } ?? "."
            throw InputErrors([InputError(path: start.isEmpty ? "." : start, message:
                "no app map found: no \(fileName) in this folder or any folder above it; name one with --app PATH")])
        }
        guard found.count == 1 else {
            throw InputErrors([InputError(path: first, message:
                "the feature files belong to different app maps (\(found.joined(separator: ", "))); run them separately or name one with --app PATH")])
        }
        return first
    }

    /// The app map of a subcommand that reads no feature files (`fuzz-links`,
    /// `draw`): `--app PATH`, else the nearest `app.json` at or above the current folder.
    static func commandPath(explicit: String?) throws(UsageError) -> String {
        if let explicit { return explicitPath(explicit) }
        guard let nearest = nearest(from: ".") else {
            throw UsageError("no \(fileName) in the current folder or any folder above it", hint: "Give the app map with --app PATH.")
        }
        return nearest
    }

    /// `--app PATH`: the file itself, or `app.json` inside it when it is a folder.
    static func explicitPath(_ path: String) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return path }
        return (path as NSString).appendingPathComponent(fileName)
    }

    /// The nearest `app.json` at or above `folder`, relative to the current
    /// folder when it is inside it.
    static func nearest(from folder: String) -> String? {
        var url = URL(fileURLWithPath: folder.isEmpty ? "." : folder).standardizedFileURL
        while true {
            let candidate = url.appendingPathComponent(fileName).path
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
                return display(candidate)
            }
            guard url.path != "/", !url.path.isEmpty else { return nil }
            url = url.deletingLastPathComponent().standardizedFileURL
        }
    }

    private static func display(_ absolute: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        let prefix = current.hasSuffix("/") ? current : current + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    /// Reads and checks the app map; every problem as `path:line:column: message`.
    static func load(_ path: String) throws(InputErrors) -> AppMap {
        try document(path).map
    }

    /// The app map with where each part is written, for `linkspec check`.
    static func document(_ path: String) throws(InputErrors) -> AppMapDocument {
        let bytes: [UInt8]
        do {
            bytes = try FileReader.bytes(atPath: path)
        } catch {
            throw InputErrors([InputError(path: path, message: "cannot load the app map: \(error.message)")])
        }
        do {
            return try AppMap.document(bytes, file: path, folder: nil)
        } catch {
            throw InputErrors(error.issues.map { issue in
                InputError(path: issue.file ?? path, line: issue.line ?? 1, column: issue.column ?? 1, message: issue.description)
            })
        }
    }
}
