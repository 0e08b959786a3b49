import AppSimulation
import PlatformLinkRules

extension AndroidManifest {
    /// Reads an AndroidManifest.xml: the package, `minSdkVersion`, and each
    /// activity's (and activity alias's) intent filters. Text that is not XML,
    /// a root other than `<manifest>`, a missing `android:name`, a value of the
    /// wrong kind (`autoVerify="yes"`), a placeholder Gradle fills in
    /// (`${host}`) or an advanced pattern that does not parse is an error at its
    /// place: Android would not build or install the app. Everything else a
    /// manifest holds is ignored.
    package static func read(_ bytes: [UInt8], file: String) throws(AppFileError) -> AndroidManifest {
        // manifest > application > activity > intent-filter > uri-relative-filter-group > data
        let root = try LocatedXML.read(bytes, file: file, keptDepth: 6)
        guard root.name == "manifest" else {
            throw AppFileError("an AndroidManifest.xml holds a <manifest> element, found <\(root.name)>", at: root.location)
        }
        var manifest = AndroidManifest(file: file, location: root.location)
        if let package = root.attribute("package") {
            manifest.package = Located(try ManifestValue.text(package), at: package.location)
        }
        for sdk in root.children(named: "uses-sdk") {
            guard let attribute = sdk.attribute("android:minSdkVersion") else { continue }
            guard let level = Int(try ManifestValue.text(attribute)), level >= 1 else {
                throw AppFileError("android:minSdkVersion is an API level (a whole number like 26), found '\(attribute.value)'", at: attribute.location)
            }
            manifest.minSdk = Located(level, at: attribute.location)
        }
        for application in root.children(named: "application") {
            for element in application.children where element.name == "activity" || element.name == "activity-alias" {
                manifest.activities.append(try activity(element))
            }
        }
        return manifest
    }

    private static func activity(_ element: LocatedXMLElement) throws(AppFileError) -> AndroidActivity {
        let name = try ManifestValue.required("android:name", of: element)
        var activity = AndroidActivity(name: name, isAlias: element.name == "activity-alias", location: element.location)
        for filter in element.children(named: "intent-filter") {
            activity.intentFilters.append(try intentFilter(filter))
        }
        return activity
    }

    private static func intentFilter(_ element: LocatedXMLElement) throws(AppFileError) -> IntentFilter {
        var filter = IntentFilter(location: element.location)
        if let autoVerify = element.attribute("android:autoVerify") {
            filter.autoVerify = Located(try ManifestValue.flag(autoVerify), at: autoVerify.location)
        }
        for child in element.children {
            switch child.name {
            case "action": filter.actions.append(try ManifestValue.required("android:name", of: child))
            case "category": filter.categories.append(try ManifestValue.required("android:name", of: child))
            case "data":
                var host: Located<String>?
                var port: Located<String>?
                for attribute in child.attributes {
                    switch attribute.name {
                    case "android:scheme": filter.schemes.append(Located(try ManifestValue.text(attribute), at: attribute.location))
                    case "android:host": host = Located(try ManifestValue.text(attribute), at: attribute.location)
                    case "android:port":
                        let text = try ManifestValue.text(attribute)
                        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                            throw AppFileError("android:port is a port number, found '\(text)'", at: attribute.location)
                        }
                        port = Located(text, at: attribute.location)
                    case "android:mimeType": filter.mimeTypes.append(Located(try ManifestValue.text(attribute), at: attribute.location))
                    default:
                        if let rule = try uriRule(attribute), rule.part == .path { filter.paths.append(rule) }
                    }
                }
                // A port goes with the host written beside it; alone it means nothing.
                if let host { filter.authorities.append(Authority(host: host, port: port)) }
            case "uri-relative-filter-group":
                var group = UriRelativeFilterGroup(allow: true, rules: [], location: child.location)
                if let allow = child.attribute("android:allow") { group.allow = try ManifestValue.flag(allow) }
                for data in child.children(named: "data") {
                    for attribute in data.attributes {
                        if let rule = try uriRule(attribute) { group.rules.append(rule) }
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
    private static func uriRule(_ attribute: LocatedXMLAttribute) throws(AppFileError) -> UriRule? {
        guard attribute.name.hasPrefix("android:") else { return nil }
        let name = attribute.name.dropFirst("android:".count)
        guard let part = [UriRule.Part.path, .query, .fragment].first(where: { name.hasPrefix($0.rawValue) }) else { return nil }
        let kinds: [String: AndroidPattern.Kind] = ["": .literal, "Prefix": .prefix, "Suffix": .suffix, "Pattern": .simpleGlob,
                                                    "AdvancedPattern": .advancedGlob]
        guard let kind = kinds[String(name.dropFirst(part.rawValue.count))] else { return nil }
        let text = try ManifestValue.text(attribute)
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
/// pattern's literal `*` as `\\*`).
enum ManifestValue {
    static func text(_ attribute: LocatedXMLAttribute) throws(AppFileError) -> String {
        let value = attribute.value
        if value.contains("${") {
            throw AppFileError("'\(value)' holds a manifest placeholder, which Gradle fills in when it merges the manifest: "
                                 + "name the merged AndroidManifest.xml (under build/intermediates)", at: attribute.location)
        }
        if value.hasPrefix("@"), value.contains("/") {
            throw AppFileError("'\(value)' refers to a resource, which linkspec does not look up: write the value itself", at: attribute.location)
        }
        return unescaped(value)
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

    static func flag(_ attribute: LocatedXMLAttribute) throws(AppFileError) -> Bool {
        switch try text(attribute) {
        case "true": return true
        case "false": return false
        default: throw AppFileError("\(attribute.name) is \"true\" or \"false\", found '\(attribute.value)'", at: attribute.location)
        }
    }

    static func required(_ name: String, of element: LocatedXMLElement) throws(AppFileError) -> Located<String> {
        guard let attribute = element.attribute(name) else {
            throw AppFileError("<\(element.name)> needs \(name)", at: element.location)
        }
        return Located(try text(attribute), at: attribute.location)
    }
}
