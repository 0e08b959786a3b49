import AppSimulation

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
    /// An AASA's structure: unknown keys, wrong types, legacy and new forms mixed.
    case aasaSyntax = "aasa-syntax"
    /// `app.json` states schemes, hosts or AASA domains that the app's files say otherwise (runs follow the files).
    case appJSONDisagrees = "app-json-disagrees"
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

    package var description: String { rawValue }
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

    /// `Features/App/babylon.example.aasa.json:12:11: aasa-syntax: unknown key 'exlude' ...`.
    package var description: String { "\(location): \(rule): \(message)" }
}
