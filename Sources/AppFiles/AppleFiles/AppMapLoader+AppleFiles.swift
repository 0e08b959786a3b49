import AppSimulation
import Foundation
import LinkSpecJSON
import LinkSpecPlatform
import PlatformLinkRules

/// Reading the files `app.json` names (`infoPlist`, `entitlements`,
/// `appleAppSiteAssociation`) with `teamID` and `buildSettings`. Paths are
/// relative to the folder of `app.json`; each problem is reported in the file it
/// is in.
extension AppMapLoader {
    static let appleFileKeys: Set<String> = ["infoPlist", "entitlements", "teamID", "buildSettings", "appleAppSiteAssociation"]

    mutating func appleFiles(_ top: [String: JSONValue]) -> AppleFiles? {
        guard Self.appleFileKeys.contains(where: { top[$0] != nil }) else { return nil }
        var files = AppleFiles()
        var settings = BuildSettings()
        if let node = object(top["buildSettings"], "$.buildSettings", allowed: []) {
            for key in node.keys.sorted() {
                if let value = string(node[key], "$.buildSettings.\(key)") { settings.values[key] = value }
            }
        }
        if let teamID = string(top["teamID"], "$.teamID"), let node = top["teamID"] {
            if teamID.count == 10, teamID.allSatisfy({ $0.isASCII && ($0.isUppercase || $0.isNumber) }) {
                files.teamID = Located(teamID, at: FileLocation(file: shownFile, line: node.line, column: node.column))
            } else {
                collector.add("$.teamID", "'\(teamID)' is not a team ID (ten capital letters and digits, like ABCDE12345)")
            }
        }
        // A file with errors is left out: the map does not load, and nothing else
        // is reported as a consequence of what it failed to give.
        var brokenFiles = false
        files.buildSettings = settings
        var unset: [UnsetBuildSetting] = []
        // The text of the files read, where a setting is used (`$(NAME)`, `${NAME:lower}`).
        var usingText = settings.values.values.joined(separator: "\n")
        files.infoPlist = propertyListFile(top, "infoPlist", &brokenFiles, unset: &unset, text: &usingText) { root, file, errors in
            InfoPlist.read(root, file: file, settings: settings, errors: &errors)
        }
        files.entitlements = propertyListFile(top, "entitlements", &brokenFiles, unset: &unset, text: &usingText) { root, file, errors in
            Entitlements.read(root, file: file, settings: settings, errors: &errors)
        }
        misspeltBuildSettings(settings, unset: unset, usedIn: usingText)
        if let teamID = files.teamID?.value, let bundleID = files.infoPlist?.bundleIdentifier?.value {
            files.appID = "\(teamID).\(bundleID)"
        }
        // In the file's order (the members of a JSON object keep it).
        if object(top["appleAppSiteAssociation"], "$.appleAppSiteAssociation", allowed: []) != nil,
           let hosts = top["appleAppSiteAssociation"]?.object {
            for member in hosts {
                let host = member.key
                let keyPath = "$.appleAppSiteAssociation.\(host)"
                guard let path = string(member.value, keyPath) else { continue }
                if case .failure(let error)? = Entitlements.domain(of: "applinks:\(host)") {
                    collector.add(keyPath, "'\(host)' is not a domain: \(error.message)")
                    continue
                }
                if let copy = served?.siteAssociations[ServedCopies.key(host)] {
                    servedAssociation(copy, host: host.lowercased(), into: &files)
                    continue
                }
                do {
                    files.siteAssociations.append(try SiteAssociation.read(try fileBytes(path, keyPath), host: host.lowercased(), file: shown(path)))
                } catch {
                    collector.issues.append(error.issue)
                }
            }
            if !hosts.isEmpty, files.appID == nil, !brokenFiles {
                var missing: [String] = []
                if top["infoPlist"] == nil { missing.append("infoPlist (for its CFBundleIdentifier)") }
                else if files.infoPlist?.bundleIdentifier == nil { missing.append("a CFBundleIdentifier in the Info.plist") }
                if top["teamID"] == nil { missing.append("teamID") }
                if !missing.isEmpty {
                    collector.add("$.appleAppSiteAssociation", "an AASA lists apps by app ID (<team ID>.<bundle ID>); name \(missing.joined(separator: " and "))")
                }
            }
        }
        // Served files of domains app.json names no file for.
        let named = Set((top["appleAppSiteAssociation"]?.object ?? []).map { ServedCopies.key($0.key) })
        for (domain, copy) in (served?.siteAssociations ?? [:]).sorted(by: { $0.key < $1.key }) where !named.contains(domain) {
            servedAssociation(copy, host: domain, into: &files)
        }
        return files
    }

    /// A served AASA, read as the repository's copy is (a domain that serves none has none).
    private mutating func servedAssociation(_ copy: ServedCopies.Copy, host: String, into files: inout AppleFiles) {
        guard let bytes = copy.bytes else { return }
        do {
            files.siteAssociations.append(try SiteAssociation.read(bytes, host: host, file: copy.file))
        } catch {
            collector.issues.append(error.issue)
        }
    }

    /// The path as the user would write it: `Features/App/Info.plist`, with `.`,
    /// `..` and doubled slashes taken out (`App/../Info.plist` is `Info.plist`).
    func shown(_ path: String) -> String {
        let joined = path.hasPrefix("/") || shownFolder.isEmpty ? path : shownFolder + "/" + path
        let absolute = joined.hasPrefix("/")
        var parts: [Substring] = []
        for part in joined.split(separator: "/") where part != "." {
            if part != ".." {
                parts.append(part)
            } else if let last = parts.last, last != ".." {
                parts.removeLast()
            } else if !absolute {
                parts.append(part)
            }
        }
        let normalised = parts.joined(separator: "/")
        return absolute ? "/" + normalised : normalised.isEmpty ? "." : normalised
    }

    func url(_ path: String) -> URL {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
        return (filesFolder ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).appendingPathComponent(path)
    }

    /// The file's bytes; a file that cannot be read is reported in app.json, at its name.
    func fileBytes(_ path: String, _ keyPath: String) throws(AppFileError) -> [UInt8] {
        let named = collector.positions?.position(of: keyPath)
        let here = FileLocation(file: shownFile, line: named?.line ?? 1, column: named?.column ?? 1)
        guard !path.isEmpty else { throw AppFileError("the path is empty", at: here, path: keyPath) }
        do {
            return try AppMap.fileBytes(atPath: url(path).path)
        } catch {
            // A file not found where app.json's folder leads: say where paths start.
            let note = error.message == "no such file" ? relativePathNote(path) : ""
            throw AppFileError("\(shown(path)): \(error.message)\(note)", at: here, path: keyPath)
        }
    }

    /// Where a relative path starts, for a file that cannot be read: the
    /// folder of `app.json`, not the folder the command runs in. Nothing when
    /// they are the same folder: the path was read as written.
    private func relativePathNote(_ path: String) -> String {
        guard !path.hasPrefix("/"), shown(path) != path else { return "" }
        let folder = shownFolder.isEmpty ? "." : shownFolder
        return "; paths in app.json are relative to its folder (\(folder)), so '\(path)' is read as '\(shown(path))'"
    }

    /// The property list `app.json` names under `key`, read by `read`; nil (and
    /// `broken` set) when it has errors, which are reported.
    private mutating func propertyListFile<Value: UsingBuildSettings>(
        _ top: [String: JSONValue], _ key: String, _ broken: inout Bool, unset: inout [UnsetBuildSetting], text: inout String,
        _ read: (PlistNode, String, inout [AppFileError]) -> Value
    ) -> Value? {
        let keyPath = "$.\(key)"
        guard let path = string(top[key], keyPath) else { return nil }
        var errors: [AppFileError] = []
        var value: Value?
        do {
            let bytes = try fileBytes(path, keyPath)
            text += "\n" + String(decoding: bytes, as: UTF8.self)
            let root = try PropertyListFile.read(bytes, shown: shown(path))
            value = read(root, shown(path), &errors)
        } catch {
            errors.append(error)
        }
        collector.issues += errors.map(\.issue)
        unset += value?.unsetBuildSettings ?? []
        guard errors.isEmpty else {
            broken = true
            return nil
        }
        return value
    }

    /// A `buildSettings` key no file uses, written close to a setting a file
    /// uses and `buildSettings` does not set: a misspelling that would leave
    /// the setting expanding to nothing (docs/decisions/1302-misspelt-build-settings.md).
    private mutating func misspeltBuildSettings(_ settings: BuildSettings, unset: [UnsetBuildSetting], usedIn text: String) {
        let wanted = unset.reduce(into: [String]()) { names, setting in
            if !names.contains(setting.name) { names.append(setting.name) }
        }
        for key in settings.values.keys.sorted() where !Self.references(key, in: text) {
            guard let meant = Spelling.closest(to: key, among: wanted),
                  let user = unset.first(where: { $0.name == meant }) else { continue }
            collector.add("$.buildSettings.\(key)", "no file uses the build setting '\(key)' (did you mean '\(meant)'? "
                + "\(user.location.file) uses it at \(user.keyPath), and it is not set)")
        }
    }
}

extension AppMapLoader {
    /// Whether `text` uses the build setting: `$(NAME)`, `${NAME}`, `$(NAME:modifier)`.
    static func references(_ name: String, in text: String) -> Bool {
        ["$(", "${"].contains { opening in
            [")", "}", ":"].contains { text.contains(opening + name + $0) }
        }
    }
}

/// A file read with build settings filled in, and those it used that are not set.
protocol UsingBuildSettings {
    var unsetBuildSettings: [UnsetBuildSetting] { get }
}

extension InfoPlist: UsingBuildSettings {}
extension Entitlements: UsingBuildSettings {}
