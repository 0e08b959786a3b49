import AppSimulation
import Foundation
import LinkSpecPlatform
import PlatformLinkRules

extension AndroidManifest {
    /// Reads an AndroidManifest.xml: the package, `minSdkVersion`, and each
    /// activity's (and activity alias's) intent filters. Text that is not XML,
    /// a root other than `<manifest>`, a missing `android:name`, a value of the
    /// wrong kind (`autoVerify="yes"`), a placeholder Gradle cannot fill in
    /// (`${host}` that `values` has no value for), a resource reference the
    /// app's resources do not define (`@string/host`) or an advanced pattern
    /// that does not parse is an error at its place: Android would not build or
    /// install the app. Everything else a manifest holds is ignored.
    package static func read(_ bytes: [UInt8], file: String, values: ManifestValue = ManifestValue()) throws(AppFileError) -> AndroidManifest {
        // manifest > application > activity > intent-filter > uri-relative-filter-group > data
        let root = try LocatedXML.read(bytes, file: file, keptDepth: 6)
        guard root.name == "manifest" else {
            throw AppFileError("an AndroidManifest.xml holds a <manifest> element, found <\(root.name)>", at: root.location)
        }
        var manifest = AndroidManifest(file: file, location: root.location)
        if let package = root.attribute("package") {
            manifest.package = Located(try values.text(package), at: package.location)
        }
        for sdk in root.children(named: "uses-sdk") {
            guard let attribute = sdk.attribute("android:minSdkVersion") else { continue }
            guard let level = Int(try values.text(attribute)), level >= 1 else {
                throw AppFileError("android:minSdkVersion is an API level (a whole number like 26), found '\(attribute.value)'", at: attribute.location)
            }
            manifest.minSdk = Located(level, at: attribute.location)
        }
        for application in root.children(named: "application") {
            for element in application.children where element.name == "activity" || element.name == "activity-alias" {
                manifest.activities.append(try activity(element, values))
            }
        }
        return manifest
    }

    private static func activity(_ element: LocatedXMLElement, _ values: ManifestValue) throws(AppFileError) -> AndroidActivity {
        let name = try values.required("android:name", of: element)
        var activity = AndroidActivity(name: name, isAlias: element.name == "activity-alias", location: element.location)
        for filter in element.children(named: "intent-filter") {
            activity.intentFilters.append(try intentFilter(filter, values))
        }
        if let attribute = element.attribute("android:launchMode") {
            let text = try values.text(attribute)
            guard let mode = LaunchMode(rawValue: text) else {
                throw AppFileError("android:launchMode is one of \(LaunchMode.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")), found '\(text)'",
                                   at: attribute.location)
            }
            activity.launchMode = Located(mode, at: attribute.location)
        }
        for data in element.children(named: "meta-data") where data.attribute("android:name")?.value == "android.app.shortcuts" {
            guard let resource = data.attribute("android:resource"), resource.value.hasPrefix("@xml/") else { continue }
            activity.shortcutsResource = Located(String(resource.value.dropFirst("@xml/".count)), at: resource.location)
        }
        return activity
    }

    private static func intentFilter(_ element: LocatedXMLElement, _ values: ManifestValue) throws(AppFileError) -> IntentFilter {
        var filter = IntentFilter(location: element.location)
        if let autoVerify = element.attribute("android:autoVerify") {
            filter.autoVerify = Located(try values.flag(autoVerify), at: autoVerify.location)
        }
        for child in element.children {
            switch child.name {
            case "action": filter.actions.append(try values.required("android:name", of: child))
            case "category": filter.categories.append(try values.required("android:name", of: child))
            case "data":
                var host: Located<String>?
                var port: Located<String>?
                for attribute in child.attributes {
                    switch attribute.name {
                    case "android:scheme": filter.schemes.append(Located(try values.text(attribute), at: attribute.location))
                    case "android:host": host = Located(try values.text(attribute), at: attribute.location)
                    case "android:port":
                        let text = try values.text(attribute)
                        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                            throw AppFileError("android:port is a port number, found '\(text)'", at: attribute.location)
                        }
                        port = Located(text, at: attribute.location)
                    case "android:mimeType": filter.mimeTypes.append(Located(try values.text(attribute), at: attribute.location))
                    default:
                        if let rule = try uriRule(attribute, values), rule.part == .path { filter.paths.append(rule) }
                    }
                }
                // A port goes with the host written beside it; alone it means nothing.
                if let host { filter.authorities.append(Authority(host: host, port: port)) }
            case "uri-relative-filter-group":
                var group = UriRelativeFilterGroup(allow: true, rules: [], location: child.location)
                if let allow = child.attribute("android:allow") { group.allow = try values.flag(allow) }
                for data in child.children(named: "data") {
                    for attribute in data.attributes {
                        if let rule = try uriRule(attribute, values) { group.rules.append(rule) }
                    }
                }
                filter.groups.append(group)
            default:
                continue
            }
        }
        return filter
    }

    /// `android:path`, `android:queryPrefix`, `android:fragmentAdvancedPattern`, ...;
    /// nil for any other attribute.
    private static func uriRule(_ attribute: LocatedXMLAttribute, _ values: ManifestValue) throws(AppFileError) -> UriRule? {
        guard attribute.name.hasPrefix("android:") else { return nil }
        let name = attribute.name.dropFirst("android:".count)
        guard let part = [UriRule.Part.path, .query, .fragment].first(where: { name.hasPrefix($0.rawValue) }) else { return nil }
        let kinds: [String: AndroidPattern.Kind] = ["": .literal, "Prefix": .prefix, "Suffix": .suffix, "Pattern": .simpleGlob,
                                                    "AdvancedPattern": .advancedGlob]
        guard let kind = kinds[String(name.dropFirst(part.rawValue.count))] else { return nil }
        let text = try values.text(attribute)
        do {
            return UriRule(part: part, pattern: try AndroidPattern(kind, text), location: attribute.location)
        } catch {
            throw AppFileError(error.message, at: attribute.location)
        }
    }
}

/// An attribute's value as Android's resource compiler gives it to the app:
/// `\\` is `\`, `\n` a new line, `\t` a tab, `\uXXXX` that character, and `\`
/// before any other character that character (so the manifest writes a
/// pattern's literal `*` as `\\*`); Gradle's manifest placeholders
/// (`${hostName}`) filled in from `placeholders`, and a reference to a string
/// or bool resource (`@string/share_host`) resolved from `resources`, as
/// Android resolves it when it parses the package.
package struct ManifestValue: Sendable {
    /// `app.json`'s `manifestPlaceholders` (and `applicationId`, which Gradle
    /// always defines), by name.
    var placeholders: [String: String] = [:]
    /// The app's `res` folder, when there is one.
    var resources: AndroidResources?
    /// Why there is none: said where a manifest refers to a resource.
    var missingResources = "app.json names no androidResources and there is no res folder beside the manifest"

    package init() {}

    init(placeholders: [String: String], resources: AndroidResources?, missingResources: String) {
        self.placeholders = placeholders
        self.resources = resources
        self.missingResources = missingResources
    }

    func text(_ attribute: LocatedXMLAttribute) throws(AppFileError) -> String {
        let value = try filledIn(attribute.value, at: attribute.location)
        if value.hasPrefix("@"), value.contains("/") { return try resolved(value, at: attribute.location) }
        return Self.unescaped(value)
    }

    /// `value` with each `${name}` replaced by its value, as Gradle merges the manifest.
    private func filledIn(_ value: String, at location: FileLocation) throws(AppFileError) -> String {
        guard value.contains("${") else { return value }
        var result = ""
        var rest = Substring(value)
        while let start = rest.range(of: "${") {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].firstIndex(of: "}") else {
                throw AppFileError("'\(value)' opens a manifest placeholder with '${' and never closes it with '}'", at: location)
            }
            let name = String(rest[start.upperBound..<end])
            guard let filled = placeholders[name] else {
                if name == "applicationId" {
                    throw AppFileError("'\(value)' holds ${applicationId}, which Gradle fills in with the build's application ID: "
                                         + "give it as app.json's applicationId", at: location)
                }
                let known = placeholders.isEmpty ? "" : suggestion(name, Set(placeholders.keys))
                throw AppFileError("'\(value)' holds the manifest placeholder ${\(name)}, which Gradle fills in from the build's "
                                     + "manifestPlaceholders: give its value in app.json's manifestPlaceholders (\"\(name)\": \"…\")\(known)",
                                   at: location)
            }
            result += filled
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    /// The value of the resource `reference` names (`@string/share_host`,
    /// `@com.example.app:string/share_host`), followed through resources that
    /// refer to others.
    private func resolved(_ reference: String, at location: FileLocation) throws(AppFileError) -> String {
        var reference = reference
        for _ in 0..<16 {
            guard reference.hasPrefix("@"), let slash = reference.firstIndex(of: "/") else { return reference }
            var type = String(reference[reference.index(after: reference.startIndex)..<slash])
            let name = String(reference[reference.index(after: slash)...])
            if let colon = type.firstIndex(of: ":") {
                if type[..<colon] == "android" {
                    throw AppFileError("'\(reference)' refers to a resource of Android itself, which linkspec does not know: write the value itself", at: location)
                }
                type = String(type[type.index(after: colon)...])
            }
            guard AndroidResources.resolvedTypes.contains(type) else {
                throw AppFileError("'\(reference)' refers to a\(type.first.map { "aeiou".contains($0) } == true ? "n" : "") \(type) resource; "
                                     + "linkspec resolves @string and @bool references: write the value itself", at: location)
            }
            guard let resources else {
                throw AppFileError("'\(reference)' refers to a \(type) resource, and \(missingResources): name the app's res folder in app.json's androidResources",
                                   at: location)
            }
            guard let value = resources.value(type, name) else {
                throw AppFileError("'\(reference)': \(resources.folder)/values*/ defines no \(type) '\(name)'\(suggestion(name, resources.names(of: type)))",
                                   at: location)
            }
            reference = value.value
        }
        throw AppFileError("'\(reference)' refers to resources that refer to each other without end", at: location)
    }

    static func unescaped(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\", let escaped = scalars.next() else {
                if scalar != "\\" { result.append(scalar) }
                continue
            }
            switch escaped {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "u":
                var digits = ""
                for _ in 0..<4 { if let digit = scalars.next() { digits.unicodeScalars.append(digit) } }
                if let code = UInt32(digits, radix: 16), let character = Unicode.Scalar(code) {
                    result.append(character)
                } else {
                    result.append(contentsOf: ("u" + digits).unicodeScalars)
                }
            default: result.append(escaped)
            }
        }
        return String(result)
    }

    func flag(_ attribute: LocatedXMLAttribute) throws(AppFileError) -> Bool {
        let value = try text(attribute)
        switch value {
        case "true": return true
        case "false": return false
        default:
            let shown = value == attribute.value ? "'\(value)'" : "'\(value)' (from '\(attribute.value)')"
            throw AppFileError("\(attribute.name) is \"true\" or \"false\", found \(shown)", at: attribute.location)
        }
    }

    func required(_ name: String, of element: LocatedXMLElement) throws(AppFileError) -> Located<String> {
        guard let attribute = element.attribute(name) else {
            throw AppFileError("<\(element.name)> needs \(name)", at: element.location)
        }
        return Located(try text(attribute), at: attribute.location)
    }
}
