import AppSimulation
import LinkSpecJSON
import PlatformLinkRules

/// Reading `app.json`'s `entryPoints`: the lifecycle, the push payload's link
/// key, Handoff's domains, the App Clip, the sign-in callback, the deferred-link
/// method and the click-tracking domains; and the other services' domains from
/// the entitlements.
extension AppMapLoader {
    static let entryPointKeys: Set<String> = [
        "lifecycle", "pushNotifications", "handoffDomains", "appClip", "signInCallback", "deferredLinks", "clickTrackingDomains",
    ]

    mutating func entryPoints(_ node: JSONValue?) -> EntryPoints {
        var entry = EntryPoints()
        if let entitlements = files?.entitlements {
            var domains: [AssociatedService: [String]] = [:]
            for service in AssociatedService.allCases { domains[service] = (entitlements.serviceDomains[service] ?? []).map(\.value) }
            entry.associatedDomains = domains
        }
        let path = "$.entryPoints"
        guard let fields = object(node, path, allowed: Self.entryPointKeys) else { return entry }
        if let lifecycle = fields["lifecycle"].flatMap({ enumValue($0, "\(path).lifecycle", Lifecycle.self) }) {
            entry.lifecycle = lifecycle
        }
        if let push = object(fields["pushNotifications"], "\(path).pushNotifications", allowed: ["linkKey", "relativeLinks"]) {
            let keyPath = "\(path).pushNotifications.linkKey"
            if let key = required(push["linkKey"], keyPath) {
                if key.isEmpty { collector.add(keyPath, "the payload key cannot be empty") } else { entry.notificationLinkKey = key }
            }
            let basePath = "\(path).pushNotifications.relativeLinks"
            if let base = string(push["relativeLinks"], basePath) {
                entry.notificationRelativeLinkBase = relativeLinkBase(base, basePath)
            }
        }
        entry.handoffDomains = domains(fields["handoffDomains"], "\(path).handoffDomains")
        entry.clickTrackingDomains = domains(fields["clickTrackingDomains"], "\(path).clickTrackingDomains")
        if let text = string(fields["signInCallback"], "\(path).signInCallback") {
            entry.signInCallback = signInCallback(text, "\(path).signInCallback")
        }
        entry.deferredLinks = fields["deferredLinks"].flatMap { enumValue($0, "\(path).deferredLinks", DeferredLinkMethod.self) }
        if let clip = object(fields["appClip"], "\(path).appClip", allowed: ["bundleIdentifier", "invocationURLs", "entitlements"]) {
            entry.appClip = appClip(clip, "\(path).appClip", entry: &entry)
        }
        return entry
    }

    /// What a payload's relative link is resolved against: a custom-scheme
    /// or https link, to which the path (without its `/`) is appended.
    private mutating func relativeLinkBase(_ base: String, _ path: String) -> String? {
        guard let separator = base.range(of: "://"), AppMap.isScheme(String(base[..<separator.lowerBound])),
              !base.contains("?"), !base.contains("#") else {
            collector.add(path, "'\(base)' is not a link to resolve relative links against: write the start of a link, "
                          + "like \"myapp://\" or \"myapp://navigate/\", that a payload's path ('/a/b') is appended to")
            return nil
        }
        return base
    }

    /// Host names, lowercased.
    private mutating func domains(_ node: JSONValue?, _ path: String) -> [String] {
        (strings(node, path) ?? []).enumerated().compactMap { i, host in
            guard !host.isEmpty, !host.contains("/"), !host.contains(":") else {
                collector.add("\(path)[\(i)]", "'\(host)' is not a host name")
                return nil
            }
            return host.lowercased()
        }
    }

    /// A custom scheme (`babylon-auth`) or an https URL (its host and path).
    private mutating func signInCallback(_ text: String, _ path: String) -> SignInCallback? {
        if AppMap.isScheme(text) { return .customScheme(text.lowercased()) }
        if text.lowercased().hasPrefix("https://"), let url = UniversalLinkURL(text), !url.host.isEmpty,
           url.query.isEmpty, url.fragment.isEmpty {
            return .https(host: url.host.lowercased(), path: url.path)
        }
        collector.add(path, "'\(text)' is neither a URL scheme (babylon-auth) nor an https URL without query or fragment "
                      + "(https://babylon.example/auth/callback)")
        return nil
    }

    /// The Clip's bundle ID (by default the app's with `.Clip`), its app ID,
    /// its invocation URLs, and the `appclips:` domains of its own entitlements.
    private mutating func appClip(_ fields: [String: JSONValue], _ path: String, entry: inout EntryPoints) -> AppClip? {
        let bundle = string(fields["bundleIdentifier"], "\(path).bundleIdentifier")
            ?? files?.infoPlist?.bundleIdentifier.map { "\($0.value).Clip" }
        guard let bundle, !bundle.isEmpty else {
            collector.add(path, "name the App Clip's bundleIdentifier "
                          + "(or an infoPlist, whose CFBundleIdentifier with .Clip is the default)")
            return nil
        }
        var urls: [String] = []
        for (i, url) in (strings(fields["invocationURLs"], "\(path).invocationURLs") ?? []).enumerated() {
            if url.lowercased().hasPrefix("https://"), let parsed = UniversalLinkURL(url), !parsed.host.isEmpty {
                urls.append(url)
            } else {
                collector.add("\(path).invocationURLs[\(i)]", "'\(url)' is not an https URL (an App Clip's invocation URLs are https)")
            }
        }
        if let file = string(fields["entitlements"], "\(path).entitlements") {
            let keyPath = "\(path).entitlements"
            do {
                let root = try PropertyListFile.read(try fileBytes(file, keyPath), shown: shown(file))
                var errors: [AppFileError] = []
                let read = Entitlements.read(root, file: shown(file), settings: files?.buildSettings ?? BuildSettings(), errors: &errors)
                collector.issues += errors.map(\.issue)
                files?.appClipEntitlements = read
                entry.associatedDomains = entry.associatedDomains ?? [:]
                entry.associatedDomains?[.appClips] = (read.serviceDomains[.appClips] ?? []).map(\.value)
            } catch {
                collector.issues.append(error.issue)
            }
        }
        let appID = files?.teamID.map { "\($0.value).\(bundle)" }
        return AppClip(bundleIdentifier: bundle, appID: appID, invocationURLs: urls)
    }
}
