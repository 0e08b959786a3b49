import AppSimulation

// Reading the Info.plist and the entitlements from their property lists.

extension InfoPlist {
    static func read(_ root: PlistNode, file: String, settings: BuildSettings, errors: inout [AppFileError]) -> InfoPlist {
        var plist = InfoPlist(file: file, bundleIdentifier: nil, schemes: [])
        guard case .dictionary = root.value else {
            errors.append(AppFileError("an Info.plist holds a dictionary, found \(root.kind)", at: root.location))
            return plist
        }
        if let node = root["CFBundleIdentifier"] {
            if let text = expandedString(node, "$.CFBundleIdentifier", settings, &errors) {
                plist.bundleIdentifier = Located(text, at: node.location)
            }
        }
        guard let types = root["CFBundleURLTypes"] else { return plist }
        guard case .array(let entries) = types.value else {
            errors.append(AppFileError("expected an array of URL types, found \(types.kind)", at: types.location, path: "$.CFBundleURLTypes"))
            return plist
        }
        var seen: Set<String> = []
        for (i, entry) in entries.enumerated() {
            let path = "$.CFBundleURLTypes[\(i)]"
            guard case .dictionary = entry.value else {
                errors.append(AppFileError("expected a dictionary, found \(entry.kind)", at: entry.location, path: path))
                continue
            }
            guard let list = entry["CFBundleURLSchemes"] else { continue }
            guard case .array(let schemes) = list.value else {
                errors.append(AppFileError("expected an array of schemes, found \(list.kind)", at: list.location, path: "\(path).CFBundleURLSchemes"))
                continue
            }
            for (j, node) in schemes.enumerated() {
                let schemePath = "\(path).CFBundleURLSchemes[\(j)]"
                guard let text = expandedString(node, schemePath, settings, &errors) else { continue }
                let scheme = text.lowercased()
                if let problem = schemeProblem(scheme) {
                    errors.append(AppFileError(problem, at: node.location, path: schemePath))
                } else if seen.insert(scheme).inserted {
                    plist.schemes.append(Located(scheme, at: node.location))
                }
            }
        }
        return plist
    }
}

extension Entitlements {
    static func read(_ root: PlistNode, file: String, settings: BuildSettings, errors: inout [AppFileError]) -> Entitlements {
        var entitlements = Entitlements(file: file, domains: [])
        guard case .dictionary = root.value else {
            errors.append(AppFileError("an entitlements file holds a dictionary, found \(root.kind)", at: root.location))
            return entitlements
        }
        guard let list = root[associatedDomainsKey] else { return entitlements }
        let path = "$.\(associatedDomainsKey)"
        guard case .array(let entries) = list.value else {
            errors.append(AppFileError("expected an array of '<service>:<domain>' strings, found \(list.kind)", at: list.location, path: path))
            return entitlements
        }
        var seen: Set<String> = []
        for (i, node) in entries.enumerated() {
            guard let text = expandedString(node, "\(path)[\(i)]", settings, &errors) else { continue }
            switch domain(of: text) {
            case nil: continue
            case .failure(let error)?: errors.append(AppFileError(error.message, at: node.location, path: "\(path)[\(i)]"))
            case .success(let domain)?:
                if seen.insert(domain).inserted { entitlements.domains.append(Located(domain, at: node.location)) }
            }
        }
        return entitlements
    }

    static let modes: Set<String> = ["developer", "managed", "developer+managed"]

    /// The domain of one entry, lowercased (`applinks:*.babylon.example` or
    /// `applinks:babylon.example?mode=developer`); nil for another service
    /// (`webcredentials:`, `appclips:`, `activitycontinuation:`), which universal links ignore.
    static func domain(of entry: String) -> Result<String, ValueProblem>? {
        guard let colon = entry.firstIndex(of: ":") else {
            return .failure(ValueProblem("'\(entry)' is not '<service>:<domain>' (for universal links, applinks:example.com)"))
        }
        guard entry[..<colon] == "applinks" else { return nil }
        var domain = Substring(entry[entry.index(after: colon)...])
        if let mark = domain.firstIndex(of: "?") {
            let query = domain[domain.index(after: mark)...]
            domain = domain[..<mark]
            guard query.hasPrefix("mode="), modes.contains(String(query.dropFirst(5))) else {
                return .failure(ValueProblem("'\(entry)': after '?' only mode=developer, mode=managed or mode=developer+managed"))
            }
        }
        let host = domain.lowercased()
        let bare = host.hasPrefix("*.") ? String(host.dropFirst(2)) : host
        let valid = !bare.isEmpty && !bare.hasPrefix(".") && !bare.hasSuffix(".") && !bare.contains("..")
            && bare.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." }
        guard valid else {
            return .failure(ValueProblem("'\(entry)': '\(domain)' is not a domain name (a wildcard is written *.example.com)"))
        }
        return .success(host)
    }
}

/// A string value with the build settings filled in; a wrong type or an unset
/// setting is an error at the value.
func expandedString(_ node: PlistNode, _ path: String, _ settings: BuildSettings, _ errors: inout [AppFileError]) -> String? {
    guard case .string(let text) = node.value else {
        errors.append(AppFileError("expected a string, found \(node.kind)", at: node.location, path: path))
        return nil
    }
    switch settings.expand(text) {
    case .success(let expanded): return expanded
    case .failure(let error):
        errors.append(AppFileError(error.message, at: node.location, path: path))
        return nil
    }
}
