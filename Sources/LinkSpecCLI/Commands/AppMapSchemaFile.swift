import Foundation

/// The app map's JSON Schema that `linkspec init` names in the `app.json` it
/// writes (docs/decisions/1200-the-schema-travels-with-the-binary.md): the
/// `Schemas/app-map.schema.json` of a linkspec checkout above one of the places
/// given (the folder app.json goes in, the running executable) or of the SwiftPM
/// checkout of linkspec of a package above them (`.build/checkouts/linkspec`),
/// when it is inside the project folder (a path out of it would lead nowhere on
/// a teammate's machine); else the copy beside app.json, which init writes from
/// the text the executable carries (`AppMapSchema`) unless a file of that name is there.
enum AppMapSchemaFile {
    static let path = "Schemas/app-map.schema.json"

    /// What init does about `"$schema"`.
    enum Choice: Equatable {
        /// A checkout's schema, or a copy already beside app.json: named, nothing written.
        case existing(URL)
        /// No checkout provides one: the executable's copy is written there and named.
        case write(URL)
        /// A file of the copy's name is there and is not an app map schema: nothing named, and init says so.
        case blocked(URL)
    }

    static func choose(outFolder: URL, executable: URL, project: URL) -> Choice {
        let projectPath = project.standardizedFileURL.resolvingSymlinksInPath().path
        if let found = find(from: [outFolder, executable]), found.resolvingSymlinksInPath().path.hasPrefix(projectPath + "/") {
            return .existing(found)
        }
        let copy = outFolder.appendingPathComponent(AppMapSchema.fileName)
        guard FileManager.default.fileExists(atPath: copy.path) else { return .write(copy) }
        // Another linkspec's copy (older or newer) is still the app map's schema, by its `$id`.
        let text = (try? String(contentsOf: copy, encoding: .utf8)) ?? ""
        return text.contains(#""$id": "https://linkspec.dev/schemas/app-map.schema.json""#) ? .existing(copy) : .blocked(copy)
    }

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
