import AppSimulation
import Foundation
import PlatformLinkRules

/// The string and bool resources of an app's `res` folder, which a manifest
/// refers to as `@string/share_host` and `@bool/autoVerify`: Android resolves
/// such a reference when it parses the package, and Gradle's merged manifest
/// keeps it. Read from every XML file of `res/values/` and of the qualified
/// `res/values-*/` folders (Android merges a folder's files, whatever their
/// names); a name the default `values` folder defines wins, as on a phone whose
/// configuration no qualifier matches (docs/decisions/1000-android-resources.md).
struct AndroidResources: Sendable {
    /// The folder as the user would write it (`app/src/main/res`).
    var folder: String
    /// Where it is.
    var url: URL?
    /// By `string/name` and `bool/name`: the value as Android gives it to the
    /// app, and where it is defined.
    private var values: [String: Located<String>] = [:]

    init(folder: String) { self.folder = folder }

    /// The value of `type/name` (`string/share_host`), if the folder defines it.
    func value(_ type: String, _ name: String) -> Located<String>? { values["\(type)/\(name)"] }

    /// The names of that type, for suggestions.
    func names(of type: String) -> Set<String> {
        Set(values.keys.filter { $0.hasPrefix(type + "/") }.map { String($0.dropFirst(type.count + 1)) })
    }

    /// The kinds of resource linkspec resolves in a manifest.
    static let resolvedTypes: Set<String> = ["string", "bool"]

    /// Reads `res/values*/*.xml` under `url`; `shown` is how messages name the
    /// folder. A file that is not XML, or a value of the wrong kind, is an error
    /// at its place: the app would not build.
    static func read(folder url: URL, shown: String) throws(AppFileError) -> AndroidResources {
        var resources = AndroidResources(folder: shown)
        resources.url = url
        let manager = FileManager.default
        let folders = ((try? manager.contentsOfDirectory(atPath: url.path)) ?? [])
            .filter { $0 == "values" || $0.hasPrefix("values-") }
            // `values` first: its names win over a qualified folder's.
            .sorted { ($0 == "values" ? 0 : 1, $0) < ($1 == "values" ? 0 : 1, $1) }
        for folder in folders {
            let files = ((try? manager.contentsOfDirectory(atPath: url.appendingPathComponent(folder).path)) ?? [])
                .filter { $0.hasSuffix(".xml") }.sorted()
            for file in files {
                let path = url.appendingPathComponent(folder).appendingPathComponent(file).path
                let shownPath = "\(shown)/\(folder)/\(file)"
                let bytes: [UInt8]
                do {
                    bytes = try AppMap.fileBytes(atPath: path)
                } catch {
                    throw AppFileError(error.message, at: FileLocation(file: shownPath))
                }
                try resources.add(try LocatedXML.read(bytes, file: shownPath, keptDepth: 2))
            }
        }
        return resources
    }

    /// The `<string>`, `<bool>` and `<item type="string|bool">` of a `<resources>` file.
    private mutating func add(_ root: LocatedXMLElement) throws(AppFileError) {
        guard root.name == "resources" else { return }
        for element in root.children {
            let type = element.name == "item" ? element.attribute("type")?.value ?? "" : element.name
            guard Self.resolvedTypes.contains(type), let name = element.attribute("name")?.value, !name.isEmpty else { continue }
            let key = "\(type)/\(name)"
            guard values[key] == nil else { continue }
            let value = Self.value(of: element.text)
            if type == "bool", value != "true", value != "false", !value.hasPrefix("@") {
                throw AppFileError("a bool resource is true or false, found '\(value)'", at: element.location)
            }
            values[key] = Located(value, at: element.location)
        }
    }

    /// A resource's text as Android's resource compiler gives it to the app:
    /// white space at either end dropped unless the value is in double quotes,
    /// which are then removed, and the escapes of `ManifestValue.unescaped`.
    static func value(of text: String) -> String {
        var trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") { trimmed = String(trimmed.dropFirst().dropLast()) }
        return ManifestValue.unescaped(trimmed)
    }
}
