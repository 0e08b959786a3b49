import Foundation

/// Where the app map's JSON Schema (`Schemas/app-map.schema.json`) is on this
/// machine, for `linkspec init` to name it in the `app.json` it writes: in a
/// linkspec checkout above one of the places given (the folder app.json goes
/// in, the running executable), or in the SwiftPM checkout of linkspec of a
/// package above them (`.build/checkouts/linkspec`).
enum AppMapSchemaFile {
    static let path = "Schemas/app-map.schema.json"

    static func find(from places: [URL]) -> URL? {
        for place in places {
            var folder = place.standardizedFileURL.resolvingSymlinksInPath()
            for _ in 0..<8 {
                for candidate in [folder.appendingPathComponent(path),
                                  folder.appendingPathComponent(".build/checkouts/linkspec").appendingPathComponent(path)]
                where FileManager.default.fileExists(atPath: candidate.path) {
                    return candidate.standardizedFileURL
                }
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        return nil
    }
}
