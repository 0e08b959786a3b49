import AppSimulation
import Foundation
import LinkSpecJSON
import LinkSpecPlatform
import PlatformLinkRules

/// Reading the Android files `app.json` names: `androidManifest`, `assetLinks`
/// (an assetlinks.json per domain), with `applicationId`, `signingCertificates`
/// (named SHA-256 fingerprints) and `installedCertificate` (the one the build on
/// the phone is signed with; by default the first), `androidResources` (the
/// `res` folder whose strings and bools the manifest refers to; by default the
/// one beside the manifest) and `manifestPlaceholders` (the values Gradle fills
/// in for `${name}`). Paths are relative to the folder of `app.json`; each
/// problem is reported in the file it is in.
extension AppMapLoader {
    static let androidFileKeys: Set<String> = ["androidManifest", "assetLinks", "applicationId", "signingCertificates", "installedCertificate",
                                               "androidResources", "manifestPlaceholders"]

    mutating func androidFiles(_ top: [String: JSONValue]) -> AndroidFiles? {
        guard Self.androidFileKeys.contains(where: { top[$0] != nil }) else { return nil }
        var files = AndroidFiles()
        if let id = string(top["applicationId"], "$.applicationId"), let node = top["applicationId"] {
            if Self.isApplicationID(id) {
                files.statedApplicationId = Located(id, at: FileLocation(file: shownFile, line: node.line, column: node.column))
            } else {
                collector.add("$.applicationId", "'\(id)' is not an application ID (two or more parts joined by '.', "
                              + "each a letter, then letters, digits or '_', like com.babylon.example)")
            }
        }
        files.signingCertificates = signingCertificates(top["signingCertificates"])
        if let name = string(top["installedCertificate"], "$.installedCertificate") {
            if let certificate = files.certificate(named: name) {
                files.installedCertificate = certificate
            } else {
                let names = Set(files.signingCertificates.map(\.name))
                collector.add("$.installedCertificate", names.isEmpty
                    ? "'\(name)' names no certificate: signingCertificates lists the fingerprints by name"
                    : "'\(name)' is not one of signingCertificates\(suggestion(name, names))")
            }
        } else {
            files.installedCertificate = files.signingCertificates.first
        }

        // A file with errors is left out, as the Apple files are: the map does not load.
        var brokenFiles = false
        let placeholders = manifestPlaceholders(top["manifestPlaceholders"], applicationID: files.statedApplicationId?.value)
        let resourcesPath = string(top["androidResources"], "$.androidResources")
        if let path = resourcesPath, !Self.isFolder(url(path)) {
            collector.add("$.androidResources", "\(shown(path)): no such folder (androidResources names the app's res folder, like app/src/main/res)")
        }
        if let path = string(top["androidManifest"], "$.androidManifest") {
            do {
                let bytes = try fileBytes(path, "$.androidManifest")
                var values = ManifestValue()
                // The res folder is read only for a manifest that refers to a resource.
                let text = String(decoding: bytes, as: UTF8.self)
                if text.contains("\"@") || text.contains("'@") {
                    values = try manifestValues(placeholders, resources: resourcesPath, manifest: path)
                } else {
                    values = ManifestValue(placeholders: placeholders, resources: nil, missingResources: "")
                }
                files.manifest = try AndroidManifest.read(bytes, file: shown(path), values: values)
                files.shortcuts = try shortcuts(of: files.manifest, values: values)
            } catch {
                collector.issues.append(error.issue)
                brokenFiles = true
            }
        } else if top["androidManifest"] == nil {
            let named = Self.androidFileKeys.subtracting(["androidManifest"]).filter { top[$0] != nil }.sorted()
            collector.add("$.\(named[0])", "name the app's androidManifest too: Android's links are judged by its intent filters")
        }
        // In the file's order (the members of a JSON object keep it).
        if object(top["assetLinks"], "$.assetLinks", allowed: []) != nil, let hosts = top["assetLinks"]?.object {
            for member in hosts {
                let keyPath = "$.assetLinks.\(member.key)"
                guard let path = string(member.value, keyPath) else { continue }
                if let problem = Self.assetLinksDomainProblem(member.key) {
                    collector.add(keyPath, problem)
                    continue
                }
                if let copy = served?.assetLinks[ServedCopies.key(member.key)] {
                    servedAssetLinks(copy, host: member.key.lowercased(), into: &files)
                    continue
                }
                do {
                    files.assetLinks.append(try AssetLinks.read(try fileBytes(path, keyPath), host: member.key.lowercased(), file: shown(path)))
                } catch {
                    collector.issues.append(error.issue)
                }
            }
            if !hosts.isEmpty, files.manifest != nil, !brokenFiles, files.applicationID == nil {
                collector.add("$.assetLinks", "an assetlinks.json lists apps by application ID, and the manifest has no package: name the applicationId")
            }
        }
        // Served files of hosts app.json names no file for.
        let named = Set((top["assetLinks"]?.object ?? []).map { ServedCopies.key($0.key) })
        for (host, copy) in (served?.assetLinks ?? [:]).sorted(by: { $0.key < $1.key }) where !named.contains(host) {
            servedAssetLinks(copy, host: host, into: &files)
        }
        return files
    }

    /// A served assetlinks.json, read as the repository's copy is (a host that serves none has none).
    private mutating func servedAssetLinks(_ copy: ServedCopies.Copy, host: String, into files: inout AndroidFiles) {
        guard let bytes = copy.bytes else { return }
        do {
            files.assetLinks.append(try AssetLinks.read(bytes, host: host, file: copy.file))
        } catch {
            collector.issues.append(error.issue)
        }
    }

    /// The App Shortcuts of `res/xml/<name>.xml` for each activity whose
    /// `<meta-data android:name="android.app.shortcuts">` names one.
    private func shortcuts(of manifest: AndroidManifest?, values: ManifestValue) throws(AppFileError) -> [AppShortcut] {
        var shortcuts: [AppShortcut] = []
        for activity in manifest?.activities ?? [] {
            guard let resource = activity.shortcutsResource else { continue }
            guard let resources = values.resources, let folder = resources.url else {
                throw AppFileError("'@xml/\(resource.value)' names a shortcuts file in the res folder, and \(values.missingResources)", at: resource.location)
            }
            let path = folder.appendingPathComponent("xml").appendingPathComponent(resource.value + ".xml").path
            let shownPath = "\(resources.folder)/xml/\(resource.value).xml"
            let bytes: [UInt8]
            do {
                bytes = try AppMap.fileBytes(atPath: path)
            } catch {
                throw AppFileError("'@xml/\(resource.value)': \(shownPath): \(error.message)", at: resource.location)
            }
            shortcuts += try AppShortcut.read(bytes, file: shownPath, values: values)
        }
        return shortcuts
    }

    /// `{"hostName": "cards.example"}`: what Gradle fills in for `${hostName}`;
    /// `${applicationId}` is app.json's `applicationId` unless given here.
    private mutating func manifestPlaceholders(_ node: JSONValue?, applicationID: String?) -> [String: String] {
        var placeholders: [String: String] = [:]
        if let applicationID { placeholders["applicationId"] = applicationID }
        guard let members = object(node, "$.manifestPlaceholders", allowed: []) else { return placeholders }
        for key in members.keys.sorted() {
            if let value = string(members[key], "$.manifestPlaceholders.\(key)") { placeholders[key] = value }
        }
        return placeholders
    }

    /// The placeholders and the resources of `androidResources`, else of the
    /// `res` folder beside the manifest (Gradle's `src/main/res`), when there is one.
    private func manifestValues(_ placeholders: [String: String], resources path: String?, manifest: String) throws(AppFileError) -> ManifestValue {
        if let path {
            guard Self.isFolder(url(path)) else {
                return ManifestValue(placeholders: placeholders, resources: nil, missingResources: "app.json's androidResources is no folder")
            }
            return ManifestValue(placeholders: placeholders, resources: try AndroidResources.read(folder: url(path), shown: shown(path)),
                                 missingResources: "")
        }
        let beside = ((manifest as NSString).deletingLastPathComponent as NSString).appendingPathComponent("res")
        guard Self.isFolder(url(beside)) else {
            return ManifestValue(placeholders: placeholders, resources: nil,
                                 missingResources: "app.json names no androidResources, and there is no res folder beside the manifest (\(shown(beside)))")
        }
        return ManifestValue(placeholders: placeholders, resources: try AndroidResources.read(folder: url(beside), shown: shown(beside)),
                             missingResources: "")
    }

    static func isFolder(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// `{"play": "14:6D:…", "upload": "AB:CD:…"}`, in the file's order.
    private mutating func signingCertificates(_ node: JSONValue?) -> [SigningCertificate] {
        guard object(node, "$.signingCertificates", allowed: []) != nil, let members = node?.object else { return [] }
        var certificates: [SigningCertificate] = []
        for member in members {
            let path = "$.signingCertificates.\(member.key)"
            guard let text = string(member.value, path) else { continue }
            guard let certificate = SigningCertificate(name: member.key, fingerprint: text) else {
                collector.add(path, "'\(text)' is not a SHA-256 certificate fingerprint (32 pairs of hex digits joined by ':', "
                              + "as Play Console's App signing page and keytool -list show it)")
                continue
            }
            certificates.append(certificate)
        }
        return certificates
    }

    /// Android's rule for an application ID: two or more parts joined by `.`,
    /// each a letter followed by letters, digits or `_`.
    static func isApplicationID(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count >= 2 && parts.allSatisfy { part in
            guard let first = part.first, first.isASCII, first.isLetter else { return false }
            return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        }
    }

    /// Why `domain` cannot name an assetlinks.json, or nil: a wildcard host's
    /// file is its root domain's (Android asks `babylon.example` for `*.babylon.example`).
    static func assetLinksDomainProblem(_ domain: String) -> String? {
        if domain.hasPrefix("*.") {
            return "'\(domain)': Android verifies a wildcard host with its root domain's file: name it under '\(domain.dropFirst(2))'"
        }
        let valid = !domain.isEmpty && !domain.hasPrefix(".") && !domain.hasSuffix(".") && !domain.contains("..")
            && domain.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." }
        return valid ? nil : "'\(domain)' is not a domain name (the host whose /.well-known/assetlinks.json this is, like babylon.example)"
    }
}
