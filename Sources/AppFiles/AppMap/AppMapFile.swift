import Foundation

/// Where an app map's file is, found the one way the command line, the test
/// helpers (`AppSource`) and the language server all find it: a path names
/// the file or a folder holding one, and otherwise the nearest `app.json` in
/// a folder or a folder above it is the app's.
package enum AppMapFile {
    package static let name = "app.json"

    /// `path` itself, or the `app.json` in it when `path` is a folder.
    package static func file(at path: String) -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return path }
        return (path as NSString).appendingPathComponent(name)
    }

    /// The nearest `app.json` at or above `folder` (an absolute path).
    package static func nearest(from folder: String) -> String? {
        var current = folder.isEmpty ? "/" : folder
        while true {
            let candidate = (current as NSString).appendingPathComponent(name)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue { return candidate }
            let parent = (current as NSString).deletingLastPathComponent
            guard !parent.isEmpty, parent != current else { return nil }
            current = parent
        }
    }

    /// The folder feature files are found in when a run names none.
    package static let featuresFolder = "Features"

    /// `Features/app.json` under `folder`: where a project keeps its app map
    /// beside the features, which a command run at the project's root (where
    /// no `app.json` is at or above it) finds.
    package static func inFeaturesFolder(of folder: String) -> String? {
        let candidate = ((folder as NSString).appendingPathComponent(featuresFolder) as NSString).appendingPathComponent(name)
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder) && !isFolder.boolValue ? candidate : nil
    }
}
