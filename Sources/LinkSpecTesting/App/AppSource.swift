import Foundation
import LinkSpecPlatform
import LinkSpecRunner
import SimulatedApp

/// Which app the scenarios run against.
public enum AppSource: Sendable {
    /// An `app.json`, relative to the package root.
    case file(String)
    /// An app map built in Swift (`AppMap(...)`) or loaded beforehand.
    case map(AppMap)
    /// As `linkspec` finds it: the nearest `app.json` in the folder of the
    /// feature files or a folder above it.
    case nearest

    /// The app map, or every problem as `path:line:column: message`.
    func load(for suite: FeatureSuite) throws(LinkSpecError) -> AppMap {
        switch self {
        case .map(let map):
            return map
        case .file(let path):
            return try Self.load(absolutePath: suite.root.resolve(path), root: suite.root)
        case .nearest:
            var found: [String] = []
            for feature in suite.features {
                let folder = (feature.absolutePath as NSString).deletingLastPathComponent
                if let map = Self.nearestMap(from: folder), !found.contains(map) { found.append(map) }
            }
            guard let first = found.first else {
                let start = suite.features.first.map { suite.root.display(($0.absolutePath as NSString).deletingLastPathComponent) } ?? "."
                throw LinkSpecError([InputError(path: start, message:
                    "no app map found: no app.json in this folder or any folder above it; pass app: .file(\"path/app.json\")")])
            }
            guard found.count == 1 else {
                throw LinkSpecError([InputError(path: suite.root.display(first), message:
                    "the feature files belong to different app maps (\(found.map(suite.root.display).joined(separator: ", "))); run them separately or pass app: .file(...)")])
            }
            return try Self.load(absolutePath: first, root: suite.root)
        }
    }

    private static func load(absolutePath: String, root: PackageRoot) throws(LinkSpecError) -> AppMap {
        let shown = root.display(absolutePath)
        let bytes: [UInt8]
        do {
            bytes = try FileReader.bytes(atPath: absolutePath)
        } catch {
            throw LinkSpecError([InputError(path: shown, message: "cannot load the app map: \(error.message)")])
        }
        do {
            // The files app.json names are found beside it, wherever the process runs.
            let folder = URL(fileURLWithPath: absolutePath).deletingLastPathComponent()
            return try AppMap.decode(bytes, file: shown, folder: folder)
        } catch {
            throw LinkSpecError(error.issues.map { issue in
                InputError(path: issue.file ?? shown, line: issue.line ?? 1, column: issue.column ?? 1, message: issue.description)
            })
        }
    }

    private static func nearestMap(from folder: String) -> String? {
        var current = folder
        while true {
            let candidate = current == "/" ? "/app.json" : current + "/app.json"
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate
            }
            guard current != "/", !current.isEmpty else { return nil }
            current = (current as NSString).deletingLastPathComponent
        }
    }
}
