import AppSimulation

/// The app's own files that `app.json` names, as read: its Info.plist, its
/// entitlements, its team ID and the apple-app-site-association file of each
/// domain. Runs follow them (the map keeps the app ID and the AASA files);
/// `linkspec check` compares them with each other and with `app.json`.
package struct AppleFiles: Sendable {
    package var infoPlist: InfoPlist?
    package var entitlements: Entitlements?
    package var teamID: Located<String>?
    /// `<team ID>.<bundle ID>`: what an AASA's `appIDs` must list.
    package var appID: String?
    /// In the order `app.json` names them.
    package var siteAssociations: [SiteAssociation] = []
    /// The App Clip target's own entitlements, when `entryPoints.appClip.entitlements` names them.
    package var appClipEntitlements: Entitlements?
    /// `app.json`'s `buildSettings`, for the files `entryPoints` names.
    var buildSettings = BuildSettings()
}

/// What linkspec reads from the app's Info.plist: the bundle identifier (half of
/// the app ID an AASA must list) and the URL schemes the app registers, in order.
package struct InfoPlist: Sendable {
    package var file: String
    /// `CFBundleIdentifier`, build settings filled in.
    package var bundleIdentifier: Located<String>?
    /// `CFBundleURLTypes[*].CFBundleURLSchemes[*]`, lowercased, in the file's order, each once.
    package var schemes: [Located<String>]

    /// Why `scheme` cannot be a custom URL scheme, or nil.
    static func schemeProblem(_ scheme: String) -> String? {
        if !AppMap.isScheme(scheme) { return "'\(scheme)' is not a URL scheme (a letter, then letters, digits, '+', '-' or '.')" }
        if scheme == "http" || scheme == "https" { return "'\(scheme)' cannot be a custom scheme; https links are universal links" }
        return nil
    }
}

/// What linkspec reads from the app's entitlements: the domains of the
/// `applinks:` entries of `com.apple.developer.associated-domains`, lowercased
/// (with their `*.` when they have one), in order.
package struct Entitlements: Sendable {
    package var file: String
    package var domains: [Located<String>]
    /// The domains of the other services (`webcredentials:`, `activitycontinuation:`, `appclips:`), read as `applinks:`'s are.
    package var serviceDomains: [AssociatedService: [Located<String>]] = [:]

    static let associatedDomainsKey = "com.apple.developer.associated-domains"
}
