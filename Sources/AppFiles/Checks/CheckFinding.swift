import AppSimulation
import PlatformLinkRules

/// The rules of `linkspec check`: each cross-checks two of the app's artefacts.
package enum CheckRule: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// A universal-link route none of whose links an AASA lets open the app: users land in Safari.
    case routeNotInAASA = "route-not-in-aasa"
    /// An AASA component that lets links open the app that no route handles: the app opens and shows nothing.
    case aasaPathWithoutRoute = "aasa-path-without-route"
    /// A scheme in `app.json` that the Info.plist does not register: the OS never opens the app with it.
    case schemeNotRegistered = "scheme-not-registered"
    /// An associated domain with no AASA named for it: nothing says which of its links open the app.
    case domainWithoutAASA = "domain-without-aasa"
    /// An AASA whose `details` never list the app's ID: universal links never open the app.
    case aasaAppIDMissing = "aasa-app-id-missing"
    /// A screen marked `login` or `clinicalAccess` that a route shows without that requirement.
    case gateBypass = "gate-bypass"
    /// An AASA's structure: unknown keys, wrong types, `appID` with `appIDs`.
    case aasaSyntax = "aasa-syntax"
    /// `app.json` states schemes, hosts or AASA domains that the app's files say otherwise (runs follow the files).
    case appJSONDisagrees = "app-json-disagrees"
    /// The scheme `I open the app with ... deeplink` would use looks like a third-party login callback
    /// (`fb1234`, `com.googleusercontent.apps.…`): name the app's own in `deepLinkScheme`.
    case thirdPartyScheme = "third-party-scheme"
    /// A note: a details entry keeps legacy `paths` beside `components`, which iOS 13 and later ignore.
    case aasaPathsIgnored = "aasa-paths-ignored"
    /// A note: the Info.plist or entitlements use a build setting `buildSettings` does not set; it expands to nothing.
    case buildSettingUnset = "build-setting-unset"
    /// A note: an `applinks:` domain with `?mode=developer`, which only a device in Associated Domains
    /// Development mode honours (an App Store build ignores it).
    case developerModeDomain = "developer-mode-domain"
    /// A click-tracking domain that is an associated domain whose AASA lets every path open the app:
    /// every tracked link, unsubscribe included, opens it.
    case trackingDomainAssociated = "tracking-domain-associated"
    /// Handoff expected from a domain (`entryPoints.handoffDomains`) that is not associated for
    /// `activitycontinuation`: its pages continue in Safari.
    case handoffNotAssociated = "handoff-not-associated"
    /// An App Clip that an invocation domain's `appclips` (or the Clip's `appclips:` entitlement) leaves
    /// out, or whose bundle ID does not end `.Clip`.
    case appClipNotAssociated = "app-clip-not-associated"
    /// An `https` sign-in callback whose host is not associated for `webcredentials`: the OS fails the session.
    case authCallbackNotAssociated = "auth-callback-not-associated"

    /// A host of an `autoVerify` intent filter with no assetlinks.json named for it: Android never verifies it.
    case assetLinksMissing = "assetlinks-missing"
    /// An assetlinks.json with no statement delegating links to the app's application ID: its links open the browser.
    case assetLinksPackageMismatch = "assetlinks-package-mismatch"
    /// A signing certificate `app.json` names that no statement for the app lists: builds signed with it are never verified.
    case assetLinksFingerprintMissing = "assetlinks-fingerprint-missing"
    /// An assetlinks.json's values Android does not understand: relation, namespace, fingerprint format, keys.
    case assetLinksSyntax = "assetlinks-syntax"
    /// An `autoVerify` web intent filter Android never verifies: no VIEW, DEFAULT or BROWSABLE, a scheme other than http(s), no host.
    case intentFilterShape = "intent-filter-shape"
    /// A note: `autoVerify` on a filter with no http or https scheme (the launcher's, a custom scheme's), which Android's verifier
    /// never considers: it does nothing.
    case autoVerifyUnused = "auto-verify-unused"
    /// A route's web link that no intent filter takes: Android opens it in the browser.
    case routeNotInIntentFilter = "route-not-in-intent-filter"
    /// An intent filter's path that lets web links open the app that no route handles: the app opens and shows nothing.
    case intentFilterPathWithoutRoute = "intent-filter-path-without-route"
    /// A manifest attribute newer than its `minSdkVersion`: older phones ignore it.
    case attributeNeedsAPILevel = "attribute-needs-api-level"

    // `linkspec check --served`: what the domains' servers, Apple's CDN and Google's API serve.
    /// No response: DNS, connection, TLS handshake or timeout, with the cause.
    case servedUnreachable = "served-unreachable"
    /// The server's certificate is not trusted, has expired, or names another host.
    case servedCertificate = "served-certificate"
    /// A 3xx: neither Apple's CDN nor Android's verifier follows a redirect.
    case servedRedirect = "served-redirect"
    /// A status other than 200 (with the first bytes of an HTML body).
    case servedStatus = "served-status"
    /// A Content-Type other than `application/json`.
    case servedContentType = "served-content-type"
    /// An AASA over Apple's 128 KB (or any file over the 1 MB linkspec reads).
    case servedTooLarge = "served-too-large"
    /// The body is not JSON at all (an HTML page, plain text).
    case servedNotJSON = "served-not-json"
    /// The body is broken JSON: the error at the served file's line and column.
    case servedSyntax = "served-syntax"
    /// The served file is not the repository's copy: the links whose fate changes.
    case servedDiffers = "served-differs"
    /// Apple's CDN hands phones a file other than the one the domain serves.
    case servedCDNStale = "served-cdn-stale"
    /// Google's Digital Asset Links API sees statements other than the domain's file.
    case servedGoogleDiffers = "served-google-differs"

    /// Whether a finding of this rule fails `check` (exit code 1) or is a note printed beside the findings.
    package var severity: CheckSeverity {
        switch self {
        case .aasaPathsIgnored, .buildSettingUnset, .developerModeDomain, .autoVerifyUnused: return .note
        default: return .finding
        }
    }

    package var description: String { rawValue }
}

/// A finding fails `check`; a note says something worth knowing that is not a defect.
package enum CheckSeverity: String, Sendable, Hashable {
    case finding, note
}

/// One finding: the rule, the place in the file at fault, and what is wrong there.
package struct CheckFinding: Sendable, Hashable, CustomStringConvertible {
    package var rule: CheckRule
    package var location: FileLocation
    package var message: String

    package init(_ rule: CheckRule, at location: FileLocation, _ message: String) {
        self.rule = rule
        self.location = location
        self.message = message
    }

    package var severity: CheckSeverity { rule.severity }

    /// `Features/App/babylon.example.aasa.json:12:11: aasa-syntax: unknown key 'exlude' ...`; a note has
    /// `note: ` before its rule.
    package var description: String {
        "\(location): " + (severity == .note ? "note: " : "") + "\(rule): \(message)"
    }
}
