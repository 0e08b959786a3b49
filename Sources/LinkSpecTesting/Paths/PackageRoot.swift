import Foundation
import LinkSpecSteps

/// The folder relative paths are resolved against: features, the app map (and
/// the app's files it names), and report files.
///
/// By default, the package the calling test file belongs to. `swift test` runs
/// in the package folder but Xcode does not, so the current folder is no
/// anchor; the test file's own path (`#filePath`) is, wherever the tests run
/// from, as long as they run where their sources are: on Linux, on a Mac, and
/// in the iOS simulator, which sees the Mac's disk. Resolution order:
/// `LINKSPEC_ROOT` in the environment; else the nearest folder at or above the
/// calling file holding `Package.swift`; else the nearest holding an
/// `.xcodeproj` or `.xcworkspace`; else the current folder.
///
/// On a device the sources are not there: ship the features in the test
/// bundle and read them from its resources, `.bundle(Bundle.module)` (SwiftPM)
/// or `.bundle(Bundle(for: SomeTestClass.self))` (an Xcode test target).
public struct PackageRoot: Hashable, Sendable {
    /// Absolute, without a trailing `/`: where features and the app map are read.
    public let path: String
    /// Where relative report paths are written: `path`, except for a bundle's
    /// resources (see `bundle(_:file:)`).
    public let reportsPath: String
    /// What a path not found here should say about where it was looked for,
    /// when that is not plain (a bundle, or the current folder as a last resort).
    let whereToLook: String?
    /// For a bundle's resources, the folder of the test file that named the
    /// bundle: its copies of the files are the ones to edit (see `sourcePath(of:)`).
    let sourceFolder: String?

    /// An explicit root: relative paths and reports are resolved against `path`, whatever `LINKSPEC_ROOT` says.
    public init(path: String) {
        self.init(path: path, reportsPath: path, whereToLook: nil, sourceFolder: nil)
    }

    init(path: String, reportsPath: String, whereToLook: String?, sourceFolder: String?) {
        self.path = PackageRoot.clean(path)
        self.reportsPath = PackageRoot.clean(reportsPath)
        self.whereToLook = whereToLook
        self.sourceFolder = sourceFolder.map(PackageRoot.clean)
    }

    /// The root for a test written in `filePath` (pass `#filePath`).
    package static func of(_ filePath: String,
                          environment: [String: String] = ProcessInfo.processInfo.environment) -> PackageRoot {
        if let override = TestSettings(environment).setting(TestSettings.root)?.value {
            return PackageRoot(path: absolute(override, base: FileManager.default.currentDirectoryPath))
        }
        let folder = (filePath as NSString).deletingLastPathComponent
        if let found = sourcePackage(containing: folder) {
            return PackageRoot(path: found)
        }
        return PackageRoot(path: FileManager.default.currentDirectoryPath, reportsPath: FileManager.default.currentDirectoryPath,
                           whereToLook: "resolved against the current folder: there is no Package.swift, .xcodeproj or "
                               + ".xcworkspace at or above \(folder) (a test on a device runs away from its sources; ship "
                               + "the features in the test bundle and pass from: .bundle(...))",
                           sourceFolder: nil)
    }

    /// The resources of a bundle: `.bundle(Bundle.module)` for a SwiftPM test
    /// target with `resources: [.copy("Features")]`, or
    /// `.bundle(Bundle(for: AcceptanceTests.self))` for an Xcode unit-test
    /// target whose Copy Bundle Resources phase holds the `Features` folder.
    /// `"Features/login.feature"` and `app: .file("Features/app.json")` are
    /// then read from the bundle, on a device as in the simulator, and so are
    /// the app's files `app.json` names.
    ///
    /// A bundle is read-only on a device, so relative report paths go to the
    /// calling file's package when the test runs where its sources are (Linux,
    /// macOS, the simulator), else to the temporary folder. Failures point at
    /// the calling file's own copy of a feature file when it finds one (at or
    /// above the test file's folder, within its package), so Xcode opens the
    /// file to edit rather than the bundle's copy.
    public static func bundle(_ bundle: Bundle, file: String = #filePath) -> PackageRoot {
        let resources = bundle.resourcePath ?? bundle.bundlePath
        let folder = (file as NSString).deletingLastPathComponent
        let package = sourcePackage(containing: folder)
        let name = (bundle.bundlePath as NSString).lastPathComponent
        return PackageRoot(path: resources,
                           reportsPath: package ?? NSTemporaryDirectory(),
                           whereToLook: "resolved against the resources of \(name): add the folder to the test target's "
                               + "resources (SwiftPM: resources: [.copy(\"Features\")]; Xcode: a folder reference in "
                               + "Build Phases > Copy Bundle Resources)",
                           sourceFolder: package == nil ? nil : folder)
    }

    /// `path` made absolute against the root (an absolute path is kept as it is).
    package func resolve(_ path: String) -> String {
        PackageRoot.absolute(path, base: self.path)
    }

    /// How reports and messages name a file: relative to the root when it is
    /// inside it (`Features/routing/routes.feature`, as `linkspec` run from the
    /// package folder names it), absolute otherwise.
    package func display(_ absolutePath: String) -> String {
        AppSource.shown(absolutePath, root: path)
    }

    /// The file a failure in `absolutePath` should point at: for a file read
    /// from a bundle, the same relative path at or above the test file's folder
    /// (up to its package) when it exists there; the file itself otherwise.
    func sourcePath(of absolutePath: String) -> String {
        guard let sourceFolder, absolutePath.hasPrefix(path + "/") else { return absolutePath }
        let relative = String(absolutePath.dropFirst(path.count + 1))
        let package = PackageRoot.sourcePackage(containing: sourceFolder) ?? sourceFolder
        var folder = sourceFolder
        while true {
            let candidate = folder + "/" + relative
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            guard folder != package, folder != "/", folder.hasPrefix(package) else { return absolutePath }
            folder = (folder as NSString).deletingLastPathComponent
        }
    }

    /// The nearest folder at or above `folder` holding `Package.swift`, else
    /// an `.xcodeproj` or `.xcworkspace`; nil when neither exists (the sources
    /// are not on this machine).
    static func sourcePackage(containing folder: String) -> String? {
        nearestAncestor(of: folder) { $0 == "Package.swift" }
            ?? nearestAncestor(of: folder) { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
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

    /// The nearest folder at or above `folder` holding an entry whose name `matches`.
    private static func nearestAncestor(of folder: String, holding matches: (String) -> Bool) -> String? {
        var current = clean(folder)
        while true {
            if let names = try? FileManager.default.contentsOfDirectory(atPath: current), names.contains(where: matches) {
                return current
            }
            guard current != "/" else { return nil }
            current = (current as NSString).deletingLastPathComponent
            if current.isEmpty { current = "/" }
        }
    }
}
