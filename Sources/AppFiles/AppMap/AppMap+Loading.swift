import AppSimulation
import Foundation
import LinkSpecJSON
import LinkSpecPlatform
import PlatformLinkRules

extension AppMap {
    /// Reads `app.json`, and the files it names relative to its folder. Throws
    /// `AppMapError` with every problem, each as `file:line:column: $.json.path:
    /// message`; never crashes on any input.
    package static func load(contentsOf url: URL) throws(AppMapError) -> AppMap {
        let bytes: [UInt8]
        do {
            bytes = try fileBytes(atPath: url.path)
        } catch {
            throw AppMapError(file: url.path, issues: [AppMapIssue(path: "$", message: "cannot read the app map: \(error.message)")])
        }
        return try decode(bytes, file: url.path, folder: url.deletingLastPathComponent())
    }

    /// Far above any real app.json, Info.plist, entitlements file or AASA
    /// (Apple's CDN refuses AASA files above 128 KB).
    static let fileSizeLimit = 8 << 20

    /// The bytes of `app.json`, or of a file it names, at `path`: only a regular
    /// file of at most `fileSizeLimit` is read, so a wrong path (a folder, a
    /// pipe, `/dev/zero`) is an error at once, never a hang.
    package static func fileBytes(atPath path: String) throws(FileError) -> [UInt8] {
        try FileReader.bytes(atPath: path, regularFileOnly: true, sizeLimit: fileSizeLimit)
    }

    /// Parses an app map from JSON text; `file` names it in messages, and the
    /// files it names are found relative to `file`'s folder (or the current folder).
    package static func decode(_ json: String, file: String? = nil) throws(AppMapError) -> AppMap {
        try decode(Array(json.utf8), file: file)
    }

    /// `folder` is where the paths `app.json` names start (`file`'s folder when nil).
    package static func decode(_ bytes: [UInt8], file: String? = nil, folder: URL? = nil) throws(AppMapError) -> AppMap {
        try document(bytes, file: file, folder: folder).map
    }

    /// The map with where each of its JSON paths is in `app.json`, for tools that
    /// point into the file (`linkspec check`).
    /// `served` gives domains' AASA and assetlinks.json files in place of the ones `app.json` names.
    package static func document(_ bytes: [UInt8], file: String?, folder: URL?, served: ServedCopies? = nil) throws(AppMapError) -> AppMapDocument {
        let root: JSONValue
        do {
            root = try JSONReader.read(bytes)
        } catch {
            throw AppMapError(file: file, issues: [AppMapIssue(path: "$", line: error.line, column: error.column, message: "not valid JSON: \(error.message)")])
        }
        var loader = AppMapLoader(file: file, folder: folder, served: served)
        loader.record(root, at: "$")
        let map = loader.map(from: root)
        guard let map, loader.collector.issues.isEmpty else { throw AppMapError(file: file, issues: loader.collector.issues) }
        return AppMapDocument(map: map, file: file ?? "app.json", positions: loader.collector.positions ?? SourcePositions(),
                              statedSchemes: loader.statedSchemes, statedHosts: loader.statedHosts, files: loader.files)
    }
}

/// An app map with where each part of it is written in `app.json`.
package struct AppMapDocument: Sendable {
    package var map: AppMap
    /// `app.json`'s path as the user would write it.
    package var file: String
    let positions: SourcePositions
    /// `schemes` and `universalLinkHosts` as `app.json` itself states them (nil
    /// where it leaves them out): the map follows the app's files instead.
    package var statedSchemes: [String]?
    package var statedHosts: [String]?
    /// The app's own files, when `app.json` names any.
    package var files: AppleFiles?

    /// Where the JSON path (or its nearest ancestor) is in `app.json`.
    package func location(of path: String) -> FileLocation {
        let position = positions.position(of: path)
        return FileLocation(file: file, line: position?.line ?? 1, column: position?.column ?? 1)
    }

    /// Whether `app.json` itself has the key (`$.schemes`), rather than leaving it to the files.
    package func states(_ path: String) -> Bool { positions.positions[path] != nil }
}
