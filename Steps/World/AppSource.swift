import AppFiles
import AppSimulation
import CucumberMessages
import Foundation
import LinkSpecPlatform
import LinkSpecRunner

/// The app scenarios run against: its app map, and the team's own routing code
/// when it has some. The same value plugs an app in everywhere, in XCTest, in
/// Swift Testing and in a team's command line:
///
///     app: .file("Features/app.json", routing: BabylonLinks.route)
///
/// Each scenario gets a fresh `AppWorld` built from the map; with a routing
/// function, links are routed by it rather than by the map's patterns (see
/// `RoutingFunction` for how its events meet the map).
public struct AppSource: Sendable {
    package enum Map: Sendable {
        /// A path: the `app.json` file, or a folder holding one.
        case file(String)
        case built(AppMap)
        /// The nearest `app.json` in the folder of the feature files or above it.
        case nearest
    }

    package var map: Map
    /// The team's routing function, nil to route by the map's patterns.
    package var routing: RoutingFunction?

    /// An `app.json` (or a folder holding one). A relative path is resolved
    /// against the package of the test file in tests, and against the current
    /// folder on the command line; the files `app.json` names are found beside it.
    public static func file(_ path: String, routing: RoutingFunction? = nil) -> AppSource {
        AppSource(map: .file(path), routing: routing)
    }

    /// An app map built in Swift (`AppMap(...)`) or loaded beforehand.
    public static func map(_ map: AppMap, routing: RoutingFunction? = nil) -> AppSource {
        AppSource(map: .built(map), routing: routing)
    }

    /// As `linkspec` finds it: the nearest `app.json` in the folder of the
    /// feature files or a folder above it.
    public static var nearest: AppSource { AppSource(map: .nearest, routing: nil) }

    /// The nearest `app.json`, with the team's routing function.
    public static func nearest(routing: RoutingFunction?) -> AppSource {
        AppSource(map: .nearest, routing: routing)
    }

    /// The same routing function with another map file (`--app PATH` on the command line).
    package func withMapFile(_ path: String) -> AppSource {
        AppSource(map: .file(path), routing: routing)
    }

    /// Worlds for a run on `platforms`: each pickle's on the platform it runs
    /// on, all sharing the one map.
    package func worlds(with map: AppMap, on platforms: PlatformChoice) -> @Sendable (Pickle) -> AppWorld {
        let shared = SharedAppMap(map)
        let routing = routing
        return { pickle in AppWorld(shared: shared, routing: routing, platform: platforms.platform(of: pickle)) }
    }
}

// MARK: - Loading

extension AppSource {
    /// The app map's file as an absolute path, or nil for a map built in Swift.
    /// A relative path is taken from `root`; `.nearest` searches from each of
    /// `folders` upwards, and they must all find the same file (one run tests
    /// one app). Not finding one is an error ending with `hint`.
    package func mapFile(root: String, searchingFrom folders: [String], hint: String) throws(InputErrors) -> String? {
        switch map {
        case .built:
            return nil
        case .file(let path):
            return AppMapFile.file(at: Self.absolute(path, root: root))
        case .nearest:
            var found: [String] = []
            var searched: Set<String> = []
            for folder in folders where searched.insert(folder).inserted {
                if let file = AppMapFile.nearest(from: Self.absolute(folder, root: root)), !found.contains(file) { found.append(file) }
            }
            if found.isEmpty {
                // At a project's root: its Features/app.json.
                for folder in folders {
                    if let file = AppMapFile.inFeaturesFolder(of: Self.absolute(folder, root: root)), !found.contains(file) { found.append(file) }
                }
            }
            guard let first = found.first else {
                let start = folders.first.map { Self.shown(Self.absolute($0, root: root), root: root) } ?? "."
                throw InputErrors([InputError(path: start.isEmpty ? "." : start, message:
                    "no app map found: no \(AppMapFile.name) in this folder, any folder above it or its \(AppMapFile.featuresFolder) folder; \(hint)")])
            }
            guard found.count == 1 else {
                let shown = found.map { Self.shown($0, root: root) }
                throw InputErrors([InputError(path: shown[0], message:
                    "the feature files belong to different app maps (\(shown.joined(separator: ", "))); run them separately or \(hint)")])
            }
            return first
        }
    }

    /// The app map, read and checked: every problem as `path:line:column: message`,
    /// paths shown relative to `root` when inside it.
    package func loadMap(root: String, searchingFrom folders: [String], hint: String) throws(InputErrors) -> AppMap {
        try load(root: root, searchingFrom: folders, hint: hint).map
    }

    /// The app map and the file it was read from (nil for a map built in Swift).
    package func load(root: String, searchingFrom folders: [String], hint: String) throws(InputErrors) -> (map: AppMap, file: String?) {
        if case .built(let map) = map { return (map, nil) }
        guard let file = try mapFile(root: root, searchingFrom: folders, hint: hint) else {
            throw InputErrors([InputError(path: root, message: "no app map")])
        }
        return (try Self.document(atPath: file, root: root).map, file)
    }

    /// The app map at `path` (absolute) with where each part is written, for
    /// `linkspec check`.
    /// With `served`, the domains' AASA and assetlinks.json files it gives are read in
    /// place of the ones `app.json` names (`--served`).
    package static func document(atPath path: String, root: String, served: ServedCopies? = nil) throws(InputErrors) -> AppMapDocument {
        let shown = shown(path, root: root)
        let bytes: [UInt8]
        do {
            bytes = try AppMap.fileBytes(atPath: path)
        } catch {
            throw InputErrors([InputError(path: shown, message: "cannot load the app map: \(error.message)")])
        }
        do {
            // The files app.json names are found beside it, wherever the process runs.
            return try AppMap.document(bytes, file: shown, folder: URL(fileURLWithPath: path).deletingLastPathComponent(), served: served)
        } catch {
            throw InputErrors(error.issues.map { issue in
                InputError(path: issue.file ?? shown, line: issue.line ?? 1, column: issue.column ?? 1, message: issue.description)
            })
        }
    }

    /// How messages name a file: relative to `root` when inside it, else absolute.
    package static func shown(_ path: String, root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    private static func absolute(_ path: String, root: String) -> String {
        URL(fileURLWithPath: path.isEmpty ? "." : path, relativeTo: URL(fileURLWithPath: root, isDirectory: true)).standardizedFileURL.path
    }
}
