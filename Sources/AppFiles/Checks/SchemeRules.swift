import AppSimulation

/// `scheme-not-registered`, and `app-json-disagrees` for schemes: `app.json`'s
/// `schemes` against the Info.plist's `CFBundleURLSchemes`; `third-party-scheme`:
/// the scheme `I open the app with ... deeplink` would use, when `app.json` does
/// not name it, against the shapes of login providers' callback schemes.
enum SchemeRules {
    static func findings(in document: AppMapDocument) -> [CheckFinding] {
        thirdPartySchemeFindings(in: document) + statedSchemeFindings(in: document)
    }

    /// Callback schemes of login and sharing SDKs, which an Info.plist registers
    /// beside (often before) the app's own: `fb` and the Facebook app ID, Google
    /// Sign-In's reversed client ID, Auth0, Microsoft's MSAL, Dropbox, Twitter Kit,
    /// Login with Amazon, VK, WeChat, QQ, LINE, Kakao and Pinterest.
    static func callbackProvider(of scheme: String) -> String? {
        func number(after prefix: String) -> Bool {
            scheme.hasPrefix(prefix) && scheme.dropFirst(prefix.count).first?.isNumber == true
        }
        if number(after: "fb") { return "Facebook Login" }
        if scheme.hasPrefix("com.googleusercontent.apps.") { return "Google Sign-In" }
        if scheme.contains("auth0") { return "Auth0" }
        if scheme.hasPrefix("msauth.") { return "Microsoft's MSAL" }
        if scheme.hasPrefix("db-") { return "Dropbox" }
        if scheme.hasPrefix("twitterkit-") { return "Twitter Kit" }
        if scheme.hasPrefix("amzn-") { return "Login with Amazon" }
        if number(after: "vk") { return "VK" }
        if scheme.hasPrefix("wx"), scheme.count == 18, scheme.dropFirst(2).allSatisfy(\.isHexDigit) { return "WeChat" }
        if number(after: "tencent") { return "QQ" }
        if scheme.hasPrefix("line3rdp.") { return "LINE" }
        if scheme.hasPrefix("kakao"), scheme.count > 5, scheme.dropFirst(5).allSatisfy(\.isHexDigit) { return "Kakao" }
        if number(after: "pdk") { return "Pinterest" }
        return nil
    }

    private static func thirdPartySchemeFindings(in document: AppMapDocument) -> [CheckFinding] {
        guard !document.states("$.deepLinkScheme"), let scheme = document.map.deepLinkScheme,
              let provider = callbackProvider(of: scheme) else { return [] }
        let plist = document.files?.infoPlist
        var location = plist?.schemes.first?.location ?? document.location(of: "$.schemes[0]")
        var source = plist.map { "of \($0.file)" } ?? "in app.json"
        // An Android-only map's schemes are its manifest's.
        if plist == nil, document.statedSchemes?.isEmpty ?? true, let manifest = document.map.android?.manifest,
           let written = manifest.intentFilters.lazy.filter({ $0.filter.takesBrowserLinks }).flatMap(\.filter.schemes)
               .first(where: { $0.value.lowercased() == scheme }) {
            location = written.location
            source = "of the browsable intent filters of \(manifest.file)"
        }
        return [CheckFinding(.thirdPartyScheme, at: location,
            "'I open the app with ... deeplink' would use '\(scheme)', the first scheme \(source), which looks like \(provider)'s callback scheme, not the app's own; name the app's own in app.json's deepLinkScheme")]
    }

    private static func statedSchemeFindings(in document: AppMapDocument) -> [CheckFinding] {
        guard let plist = document.files?.infoPlist, let stated = document.statedSchemes else { return [] }
        let registered = plist.schemes.map(\.value)
        let statedLowercased = stated.map { $0.lowercased() }
        var findings: [CheckFinding] = []
        for (i, scheme) in statedLowercased.enumerated() where !registered.contains(scheme) {
            findings.append(CheckFinding(.schemeNotRegistered, at: document.location(of: "$.schemes[\(i)]"),
                "'\(scheme)' is not registered by \(plist.file) (CFBundleURLSchemes: \(listed(registered))): the OS never opens the app with it"))
        }
        let missing = registered.filter { !statedLowercased.contains($0) }
        if !missing.isEmpty {
            findings.append(CheckFinding(.appJSONDisagrees, at: document.location(of: "$.schemes"),
                "\(plist.file) also registers \(listed(missing)), which app.json's schemes leave out; runs follow \(plist.file)"))
        }
        let sharedStated = statedLowercased.filter { registered.contains($0) }
        let sharedRegistered = registered.filter { statedLowercased.contains($0) }
        if sharedStated != sharedRegistered {
            findings.append(CheckFinding(.appJSONDisagrees, at: document.location(of: "$.schemes"),
                "app.json lists the schemes in another order than \(plist.file) (\(listed(registered))); runs follow \(plist.file), whose first scheme is the one 'I open the app with ... deeplink' uses unless deepLinkScheme names one"))
        }
        return findings
    }
}
