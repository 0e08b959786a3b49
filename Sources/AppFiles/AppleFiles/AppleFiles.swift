import AppSimulation
import PlatformLinkRules

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

    /// The build settings the Info.plist and the entitlements use that `buildSettings` does not set.
    package var unsetBuildSettings: [UnsetBuildSetting] {
        (infoPlist?.unsetBuildSettings ?? []) + (entitlements?.unsetBuildSettings ?? [])
    }
    /// The App Clip target's own entitlements, when `entryPoints.appClip.entitlements` names them.
    package var appClipEntitlements: Entitlements?
    /// `app.json`'s `buildSettings`, for the files `entryPoints` names.
    var buildSettings = BuildSettings()
}

/// A build setting a string of the app's files uses that `app.json`'s `buildSettings`
/// does not set: it expands to nothing, as in Xcode, and `linkspec check` notes it.
package struct UnsetBuildSetting: Sendable, Hashable {
    package var name: String
    /// Where the string is in its file: `$.CFBundleIdentifier`.
    package var keyPath: String
    /// The string as written: `${BUNDLE_ID_PREFIX}.App${BUNDLE_ID_SUFFIX}`.
    package var text: String
    package var location: FileLocation
}

/// What linkspec reads from the app's Info.plist: the bundle identifier (half of
/// the app ID an AASA must list) and the URL schemes the app registers, in order.
package struct InfoPlist: Sendable {
    package var file: String
    /// `CFBundleIdentifier`, build settings filled in.
    package var bundleIdentifier: Located<String>?
    /// `CFBundleURLTypes[*].CFBundleURLSchemes[*]`, lowercased, in the file's order, each once.
    package var schemes: [Located<String>]
    /// The build settings its strings use that are not set.
    package var unsetBuildSettings: [UnsetBuildSetting] = []

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
    /// Each domain once, where it is first listed.
    package var domains: [Located<String>]
    /// The entries with `?mode=developer` (or `developer+managed`), each where it is
    /// written: only a device in Associated Domains Development mode honours them.
    package var developerModeDomains: [Located<String>] = []

    /// The domains only developer-mode entries list (an entry without the mode
    /// makes a domain an ordinary one), in order.
    package var domainsNeedingDeveloperMode: [String] = []
    /// The build settings its strings use that are not set.
    package var unsetBuildSettings: [UnsetBuildSetting] = []

    /// The domains of the other services (`webcredentials:`, `activitycontinuation:`, `appclips:`), read as `applinks:`'s are.
    package var serviceDomains: [AssociatedService: [Located<String>]] = [:]

    static let associatedDomainsKey = "com.apple.developer.associated-domains"
}
