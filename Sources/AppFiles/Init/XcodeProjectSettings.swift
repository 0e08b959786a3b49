import AppSimulation
import Foundation
import PlatformLinkRules

/// The build settings an Xcode project gives the target whose Info.plist is a
/// given file, read from `project.pbxproj` (an old-style property list, which
/// `PropertyListFile` reads as it reads the others): the `buildSettings` of each
/// `XCBuildConfiguration` whose `INFOPLIST_FILE` is that file, a setting kept
/// where every such configuration (Debug, Release, ...) gives it the same
/// string, else Release's (docs/decisions/1202-build-settings-init-reads.md).
enum XcodeProjectSettings {
    /// `projectFile` is `.../Demo.xcodeproj/project.pbxproj`; `infoPlist` the
    /// plist's absolute, standardised path. Empty when no configuration names it.
    static func settings(projectFile: String, shown: String, infoPlist: String) throws(AppFileError) -> [String: String] {
        let bytes: [UInt8]
        do {
            bytes = try AppMap.fileBytes(atPath: projectFile)
        } catch {
            throw AppFileError("cannot read: \(error.message)", at: FileLocation(file: shown))
        }
        let root = try PropertyListFile.read(bytes, shown: shown)
        guard case .dictionary(let objects)? = root["objects"]?.value else { return [:] }
        // The folder INFOPLIST_FILE starts from: the one holding the .xcodeproj.
        let projectFolder = URL(fileURLWithPath: projectFile).deletingLastPathComponent().deletingLastPathComponent()
        var configurations: [(name: String, settings: [String: String])] = []
        for (_, object) in objects {
            guard case .string("XCBuildConfiguration")? = object["isa"]?.value,
                  case .dictionary(let members)? = object["buildSettings"]?.value else { continue }
            var settings: [String: String] = [:]
            for (key, node) in members { if case .string(let text) = node.value { settings[key] = text } }
            guard let file = settings["INFOPLIST_FILE"], resolved(file, in: projectFolder) == infoPlist else { continue }
            var name = ""
            if case .string(let text)? = object["name"]?.value { name = text }
            configurations.append((name, settings))
        }
        // What every configuration agrees on; where they differ, Release's (what ships).
        var agreed = configurations.first?.settings ?? [:]
        for configuration in configurations.dropFirst() { agreed = agreed.filter { configuration.settings[$0.key] == $0.value } }
        if let release = configurations.first(where: { $0.name == "Release" }) {
            agreed.merge(release.settings) { kept, _ in kept }
        }
        return agreed
    }

    /// `Demo/Info.plist` or `$(SRCROOT)/Demo/Info.plist` as an absolute, standardised path.
    private static func resolved(_ file: String, in folder: URL) -> String {
        var path = file
        for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where path.hasPrefix(prefix) {
            path.removeFirst(prefix.count)
        }
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
        return url.standardizedFileURL.path
    }
}
