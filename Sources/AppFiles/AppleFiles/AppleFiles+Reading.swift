import AppSimulation
import PlatformLinkRules

// Reading the Info.plist and the entitlements from their property lists.

extension InfoPlist {
    static func read(_ root: PlistNode, file: String, settings: BuildSettings, errors: inout [AppFileError]) -> InfoPlist {
        var plist = InfoPlist(file: file, bundleIdentifier: nil, schemes: [])
        guard case .dictionary = root.value else {
            errors.append(AppFileError("an Info.plist holds a dictionary, found \(root.kind)", at: root.location))
            return plist
        }
        if let node = root["CFBundleIdentifier"] {
            if let text = expandedString(node, "$.CFBundleIdentifier", settings, &errors, &plist.unsetBuildSettings) {
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
                let known = plist.unsetBuildSettings.count
                guard let text = expandedString(node, schemePath, settings, &errors, &plist.unsetBuildSettings) else { continue }
                let scheme = text.lowercased()
                if let problem = schemeProblem(scheme) {
                    errors.append(AppFileError(unsetSettingsProblem(problem, unset: plist.unsetBuildSettings[known...]), at: node.location, path: schemePath))
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
        var ordinary: Set<String> = []
        for (i, node) in entries.enumerated() {
            let known = entitlements.unsetBuildSettings.count
            guard let text = expandedString(node, "\(path)[\(i)]", settings, &errors, &entitlements.unsetBuildSettings) else { continue }
            let unset = entitlements.unsetBuildSettings[known...]
            switch domain(of: text) {
            case nil: readServiceDomain(text, at: node.location, path: "\(path)[\(i)]", errors: &errors, into: &entitlements)
            case .failure(let error)?: errors.append(AppFileError(unsetSettingsProblem(error.message, unset: unset), at: node.location, path: "\(path)[\(i)]"))
            case .success(let domain)?:
                if domain.needsDeveloperMode {
                    entitlements.developerModeDomains.append(Located(domain.host, at: node.location))
                } else {
                    ordinary.insert(domain.host)
                }
                if seen.insert(domain.host).inserted { entitlements.domains.append(Located(domain.host, at: node.location)) }
            }
        }
        entitlements.domainsNeedingDeveloperMode = entitlements.domains.map(\.value).filter { !ordinary.contains($0) }
        return entitlements
    }

    static let modes: Set<String> = ["developer", "managed", "developer+managed"]

    /// One `applinks:` entry: the domain, lowercased, and whether its `?mode=` needs
    /// Associated Domains Development mode on the device.
    struct Domain {
        var host: String
        var needsDeveloperMode: Bool
    }

    /// The domain of one entry (`applinks:*.babylon.example` or
    /// `applinks:babylon.example?mode=developer`); nil for another service
    /// (`webcredentials:`, `appclips:`, `activitycontinuation:`), which universal links ignore.
    static func domain(of entry: String, service: String = "applinks") -> Result<Domain, ValueProblem>? {
        guard let colon = entry.firstIndex(of: ":") else {
            return .failure(ValueProblem("'\(entry)' is not '<service>:<domain>' (for universal links, applinks:example.com)"))
        }
        guard entry[..<colon] == service else { return nil }
        var domain = Substring(entry[entry.index(after: colon)...])
        var mode = ""
        if let mark = domain.firstIndex(of: "?") {
            let query = domain[domain.index(after: mark)...]
            domain = domain[..<mark]
            mode = String(query.dropFirst(5))
            guard query.hasPrefix("mode="), modes.contains(mode) else {
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
        return .success(Domain(host: host, needsDeveloperMode: mode.hasPrefix("developer")))
    }
}

extension Entitlements {
    /// Records an entry of a service other than `applinks` that the entry points use.
    static func readServiceDomain(_ text: String, at location: FileLocation, path: String, errors: inout [AppFileError],
                                  into entitlements: inout Entitlements) {
        for service in AssociatedService.allCases {
            switch domain(of: text, service: service.rawValue) {
            case nil: continue
            case .failure(let error)?: errors.append(AppFileError(error.message, at: location, path: path))
            case .success(let domain)?:
                if !(entitlements.serviceDomains[service] ?? []).contains(where: { $0.value == domain.host }) {
                    entitlements.serviceDomains[service, default: []].append(Located(domain.host, at: location))
                }
            }
            return
        }
    }
}

/// The message of a value that is wrong (`problem`) because build settings it
/// uses are unset: which settings, and where to set them
/// (docs/decisions/1202-build-settings-init-reads.md); `problem` alone when none is.
func unsetSettingsProblem(_ problem: String, unset: ArraySlice<UnsetBuildSetting>) -> String {
    guard let first = unset.first else { return problem }
    var names: [String] = []
    for setting in unset where !names.contains(setting.name) { names.append(setting.name) }
    let one = names.count == 1
    let example = names.map { "\"\($0)\": \"...\"" }.joined(separator: ", ")
    return "the build setting\(one ? "" : "s") \(names.joined(separator: ", ")) \(one ? "is" : "are") not set in app.json's buildSettings, "
        + "so \(one ? "it expands" : "they expand") to nothing in '\(first.text)' and \(problem): set \(one ? "it" : "them") there (\"buildSettings\": {\(example)}) "
        + "to the value the app's build gives (the target's build settings in Xcode, or its .xcconfig)"
}

/// A string value with the build settings filled in; a wrong type or a reference
/// that cannot be filled is an error at the value, and each setting it uses that
/// is not set (it expands to nothing) is added to `unset`.
func expandedString(_ node: PlistNode, _ path: String, _ settings: BuildSettings, _ errors: inout [AppFileError],
                    _ unset: inout [UnsetBuildSetting]) -> String? {
    guard case .string(let text) = node.value else {
        errors.append(AppFileError("expected a string, found \(node.kind)", at: node.location, path: path))
        return nil
    }
    switch settings.expand(text) {
    case .success(let expanded):
        unset += expanded.unset.map { UnsetBuildSetting(name: $0, keyPath: path, text: text, location: node.location) }
        return expanded.text
    case .failure(let error):
        errors.append(AppFileError(error.message, at: node.location, path: path))
        return nil
    }
}
