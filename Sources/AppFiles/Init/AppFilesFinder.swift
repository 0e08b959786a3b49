import Foundation

/// The app's files under a project or package folder, for `linkspec init`:
/// Info.plist files, entitlements, apple-app-site-association files, Xcode
/// projects and `.xcconfig` files, each path relative to the folder, sorted. Folders of build
/// products, dependencies and version control are not entered (see
/// docs/decisions/0700-linkspec-init.md).
package struct AppFilesFinder: Sendable {
    package var infoPlists: [String] = []
    package var entitlements: [String] = []
    package var siteAssociations: [String] = []
    /// `Demo.xcodeproj/project.pbxproj`.
    package var xcodeProjects: [String] = []
    /// `Config/Release.xcconfig`.
    package var xcconfigs: [String] = []

    /// Folders never entered: build output, dependency checkouts, tools' caches.
    static let skippedFolders: Set<String> = [".build", "build", "DerivedData", "Pods", "Carthage", "node_modules", ".git", ".swiftpm"]
    /// Bundles and catalogs, which hold built or generated files, not the app's sources.
    static let skippedExtensions: Set<String> = ["app", "appex", "framework", "xcframework", "bundle", "xcassets", "xcarchive", "xctest"]
    /// A walk stops after this many entries: a folder that large is not a project folder.
    static let entryLimit = 200_000

    package init(searching folder: URL) {
        let manager = FileManager.default
        guard let walk = manager.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey, .isRegularFileKey],
                                            options: [], errorHandler: { _, _ in true }) else { return }
        let base = folder.standardizedFileURL.path
        var seen = 0
        for case let url as URL in walk {
            seen += 1
            if seen > Self.entryLimit { break }
            let name = url.lastPathComponent
            let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isRegularFileKey])
            if values?.isDirectory == true {
                let hidden = name.hasPrefix(".") && name != ".well-known"
                if hidden || Self.skippedFolders.contains(name) || Self.skippedExtensions.contains(url.pathExtension) {
                    walk.skipDescendants()
                }
                continue
            }
            guard values?.isRegularFile == true else { continue }
            let path = Self.relative(url.standardizedFileURL.path, to: base)
            if name == "Info.plist" || name.hasSuffix("-Info.plist") {
                infoPlists.append(path)
            } else if url.pathExtension == "entitlements" {
                entitlements.append(path)
            } else if name == "apple-app-site-association" || name == "apple-app-site-association.json" || name.hasSuffix(".aasa.json") {
                siteAssociations.append(path)
            } else if name == "project.pbxproj", url.deletingLastPathComponent().pathExtension == "xcodeproj" {
                xcodeProjects.append(path)
            } else if url.pathExtension == "xcconfig" {
                xcconfigs.append(path)
            }
        }
        infoPlists.sort(by: Self.nearerFirst)
        entitlements.sort(by: Self.nearerFirst)
        siteAssociations.sort(by: Self.nearerFirst)
        xcodeProjects.sort(by: Self.nearerFirst)
        xcconfigs.sort(by: Self.nearerFirst)
    }

    /// Fewer folders deep first, then in code-point order: the deterministic order every choice follows.
    static func nearerFirst(_ a: String, _ b: String) -> Bool {
        let depthA = a.split(separator: "/").count, depthB = b.split(separator: "/").count
        return depthA != depthB ? depthA < depthB : a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
    }

    /// Whether a folder of `path` names a test target (`AppTests`, `AppUITests`, `Tests`).
    static func isInTestFolder(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { $0.hasSuffix("Tests") || $0.hasSuffix("Test") }
    }

    /// `path` (absolute, standardised) from `base` (absolute, standardised), with `..` where it is outside.
    package static func relative(_ path: String, to base: String) -> String {
        let from = base.split(separator: "/")
        let to = path.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
