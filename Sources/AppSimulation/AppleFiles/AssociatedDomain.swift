/// One `applinks:` entry of the Associated Domains entitlement:
/// `applinks:babylon.example`, `applinks:*.babylon.example` (every subdomain, not
/// the domain itself) or `applinks:babylon.example?mode=developer`.
package struct AssociatedDomain: Sendable, Hashable, CustomStringConvertible {
    /// The domain lowercased, with its `*.` when it has one.
    package var domain: String
    /// `developer`, `managed` or `developer+managed`; nil for the ordinary mode.
    package var mode: String?

    package var isWildcard: Bool { domain.hasPrefix("*.") }

    package var description: String { "applinks:\(domain)" + (mode.map { "?mode=\($0)" } ?? "") }

    /// Whether a link to `host` is a universal link of this entry.
    package func covers(host: String) -> Bool {
        let host = host.lowercased()
        guard isWildcard else { return host == domain }
        let base = domain.dropFirst(2)
        return host.count > base.count + 1 && host.hasSuffix("." + base)
    }

    /// A host of the domain to build links on: `*.babylon.example` gives `www.babylon.example`.
    package static func exampleHost(of domain: String) -> String {
        domain.hasPrefix("*.") ? "www" + domain.dropFirst() : domain
    }

    static let modes: Set<String> = ["developer", "managed", "developer+managed"]

    /// Reads one entry; nil for another service (`webcredentials:`, `appclips:`,
    /// `activitycontinuation:`), which universal links ignore.
    static func parse(_ entry: String) -> Result<AssociatedDomain, ValueProblem>? {
        guard let colon = entry.firstIndex(of: ":") else {
            return .failure(ValueProblem("'\(entry)' is not '<service>:<domain>' (for universal links, applinks:example.com)"))
        }
        guard entry[..<colon] == "applinks" else { return nil }
        var domain = Substring(entry[entry.index(after: colon)...])
        var mode: String?
        if let mark = domain.firstIndex(of: "?") {
            let query = domain[domain.index(after: mark)...]
            domain = domain[..<mark]
            guard query.hasPrefix("mode="), modes.contains(String(query.dropFirst(5))) else {
                return .failure(ValueProblem("'\(entry)': after '?' only mode=developer, mode=managed or mode=developer+managed"))
            }
            mode = String(query.dropFirst(5))
        }
        let host = domain.lowercased()
        let bare = host.hasPrefix("*.") ? String(host.dropFirst(2)) : host
        let valid = !bare.isEmpty && !bare.hasPrefix(".") && !bare.hasSuffix(".") && !bare.contains("..")
            && bare.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." }
        guard valid else {
            return .failure(ValueProblem("'\(entry)': '\(domain)' is not a domain name (a wildcard is written *.example.com)"))
        }
        return .success(AssociatedDomain(domain: host, mode: mode))
    }
}

/// What linkspec reads from the app's entitlements: the `applinks:` entries of
/// `com.apple.developer.associated-domains`, in order.
package struct Entitlements: Sendable {
    package var file: String
    package var domains: [Located<AssociatedDomain>]

    static let associatedDomainsKey = "com.apple.developer.associated-domains"

    static func read(_ root: PlistNode, file: String, settings: BuildSettings, errors: inout [AppleFileError]) -> Entitlements {
        var entitlements = Entitlements(file: file, domains: [])
        guard case .dictionary = root.value else {
            errors.append(AppleFileError("an entitlements file holds a dictionary, found \(root.kind)", at: root.location))
            return entitlements
        }
        guard let list = root[associatedDomainsKey] else { return entitlements }
        let path = "$.\(associatedDomainsKey)"
        guard case .array(let entries) = list.value else {
            errors.append(AppleFileError("expected an array of '<service>:<domain>' strings, found \(list.kind)", at: list.location, path: path))
            return entitlements
        }
        var seen: Set<String> = []
        for (i, node) in entries.enumerated() {
            guard let text = expandedString(node, "\(path)[\(i)]", settings, &errors) else { continue }
            switch AssociatedDomain.parse(text) {
            case nil: continue
            case .failure(let error)?: errors.append(AppleFileError(error.message, at: node.location, path: "\(path)[\(i)]"))
            case .success(let domain)?:
                if seen.insert(domain.domain).inserted { entitlements.domains.append(Located(domain, at: node.location)) }
            }
        }
        return entitlements
    }
}
