import Foundation

/// The folder relative paths are resolved against: the package the calling test
/// file belongs to. `swift test` runs in the package folder but Xcode does not,
/// so the current folder is no anchor; the test file's own path (`#filePath`)
/// is, wherever the tests run from.
///
/// Resolution order: `LINKSPEC_ROOT` in the environment; else the nearest folder
/// at or above the calling file holding `Package.swift`; else the nearest holding
/// an `.xcodeproj` or `.xcworkspace`; else the current folder.
package struct PackageRoot: Hashable, Sendable {
    /// Absolute, without a trailing `/`.
    package let path: String

    package init(path: String) {
        self.path = PackageRoot.clean(path)
    }

    /// The root for a test written in `filePath` (pass `#filePath`).
    package static func of(_ filePath: String,
                          environment: [String: String] = ProcessInfo.processInfo.environment) -> PackageRoot {
        if let override = environment["LINKSPEC_ROOT"], !override.isEmpty {
            return PackageRoot(path: absolute(override, base: FileManager.default.currentDirectoryPath))
        }
        let folder = (filePath as NSString).deletingLastPathComponent
        if let found = nearestAncestor(of: folder, where: { contains($0, named: { $0 == "Package.swift" }) })
            ?? nearestAncestor(of: folder, where: { contains($0, named: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) }) {
            return PackageRoot(path: found)
        }
        return PackageRoot(path: FileManager.default.currentDirectoryPath)
    }

    /// `path` made absolute against the root (an absolute path is kept as it is).
    package func resolve(_ path: String) -> String {
        PackageRoot.absolute(path, base: self.path)
    }

    /// How reports and messages name a file: relative to the root when it is
    /// inside it (`Features/routing/routes.feature`, as `linkspec` run from the
    /// package folder names it), absolute otherwise.
    package func display(_ absolutePath: String) -> String {
        let prefix = path == "/" ? "/" : path + "/"
        return absolutePath.hasPrefix(prefix) ? String(absolutePath.dropFirst(prefix.count)) : absolutePath
    }

    static func absolute(_ path: String, base: String) -> String {
        clean(path.hasPrefix("/") ? path : base + "/" + path)
    }

    /// Removes `.` parts, doubled and trailing slashes, and folds `..`.
    static func clean(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    private static func nearestAncestor(of folder: String, where matches: (String) -> Bool) -> String? {
        var current = clean(folder)
        while true {
            if matches(current) { return current }
            guard current != "/" else { return nil }
            current = (current as NSString).deletingLastPathComponent
            if current.isEmpty { current = "/" }
        }
    }

    private static func contains(_ folder: String, named matches: (String) -> Bool) -> Bool {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return false }
        return names.contains(where: matches)
    }
}
