/// What linkspec reads from the app's Info.plist: the bundle identifier (half of
/// the app ID an AASA must list) and the URL schemes the app registers, in order.
package struct InfoPlist: Sendable {
    package var file: String
    /// `CFBundleIdentifier`, build settings filled in.
    package var bundleIdentifier: Located<String>?
    /// `CFBundleURLTypes[*].CFBundleURLSchemes[*]`, lowercased, in the file's order, each once.
    package var schemes: [Located<String>]

    static func read(_ root: PlistNode, file: String, settings: BuildSettings, errors: inout [AppleFileError]) -> InfoPlist {
        var plist = InfoPlist(file: file, bundleIdentifier: nil, schemes: [])
        guard case .dictionary = root.value else {
            errors.append(AppleFileError("an Info.plist holds a dictionary, found \(root.kind)", at: root.location))
            return plist
        }
        if let node = root["CFBundleIdentifier"] {
            if let text = expandedString(node, "$.CFBundleIdentifier", settings, &errors) {
                plist.bundleIdentifier = Located(text, at: node.location)
            }
        }
        guard let types = root["CFBundleURLTypes"] else { return plist }
        guard case .array(let entries) = types.value else {
            errors.append(AppleFileError("expected an array of URL types, found \(types.kind)", at: types.location, path: "$.CFBundleURLTypes"))
            return plist
        }
        var seen: Set<String> = []
        for (i, entry) in entries.enumerated() {
            let path = "$.CFBundleURLTypes[\(i)]"
            guard case .dictionary = entry.value else {
                errors.append(AppleFileError("expected a dictionary, found \(entry.kind)", at: entry.location, path: path))
                continue
            }
            guard let list = entry["CFBundleURLSchemes"] else { continue }
            guard case .array(let schemes) = list.value else {
                errors.append(AppleFileError("expected an array of schemes, found \(list.kind)", at: list.location, path: "\(path).CFBundleURLSchemes"))
                continue
            }
            for (j, node) in schemes.enumerated() {
                let schemePath = "\(path).CFBundleURLSchemes[\(j)]"
                guard let text = expandedString(node, schemePath, settings, &errors) else { continue }
                let scheme = text.lowercased()
                if let problem = schemeProblem(scheme) {
                    errors.append(AppleFileError(problem, at: node.location, path: schemePath))
                } else if seen.insert(scheme).inserted {
                    plist.schemes.append(Located(scheme, at: node.location))
                }
            }
        }
        return plist
    }

    /// Why `scheme` cannot be a custom URL scheme, or nil.
    static func schemeProblem(_ scheme: String) -> String? {
        let valid = scheme.first.map { $0.isASCII && $0.isLetter } == true
            && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") }
        if !valid { return "'\(scheme)' is not a URL scheme (a letter, then letters, digits, '+', '-' or '.')" }
        if scheme == "http" || scheme == "https" { return "'\(scheme)' cannot be a custom scheme; https links are universal links" }
        return nil
    }
}

/// A string value with the build settings filled in; a wrong type or an unset
/// setting is an error at the value.
func expandedString(_ node: PlistNode, _ path: String, _ settings: BuildSettings, _ errors: inout [AppleFileError]) -> String? {
    guard case .string(let text) = node.value else {
        errors.append(AppleFileError("expected a string, found \(node.kind)", at: node.location, path: path))
        return nil
    }
    switch settings.expand(text) {
    case .success(let expanded): return expanded
    case .failure(let error):
        errors.append(AppleFileError(error.message, at: node.location, path: path))
        return nil
    }
}
