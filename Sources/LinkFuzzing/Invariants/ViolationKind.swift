/// The rules that must hold for every app after every link, whatever its routes say.
package enum ViolationKind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// A screen the map marks `clinicalAccess` is on screen without the grant.
    case clinicalScreenWithoutAccess = "clinical-screen-without-access"
    /// A screen the map marks `login` is on screen while logged out.
    case loginScreenWhileLoggedOut = "login-screen-while-logged-out"
    /// A link to an intent the flavour disables changed the screen stack.
    case disabledIntentChangedScreens = "disabled-intent-changed-screens"
    /// A web-view screen shows a URL whose host is not allowed (or is not http/https).
    case foreignWebView = "foreign-web-view"
    /// The link left no ending entry with a reason in the log.
    case linkWithoutEnding = "link-without-ending"
    /// One link made the app log more than the work budget allows: a loop.
    case runawayRouting = "runaway-routing"

    package var description: String { rawValue }

    /// What went wrong, for people.
    package var title: String {
        switch self {
        case .clinicalScreenWithoutAccess: return "a screen marked clinicalAccess is shown without clinical access"
        case .loginScreenWhileLoggedOut: return "a screen marked login is shown while logged out"
        case .disabledIntentChangedScreens: return "a flavour-disabled intent changed the screen stack"
        case .foreignWebView: return "a web view shows a host outside allowedWebHosts"
        case .linkWithoutEnding: return "the link did not end routed, ignored, discarded or pending with a reason in the log"
        case .runawayRouting: return "one link made the router exceed its work budget (a loop?)"
        }
    }
}

/// One broken rule, as a trial sees it.
struct Finding: Sendable, Hashable {
    var kind: ViolationKind
    /// The route the link resolved to (its name), when it reached one.
    var route: String?
    var followUp: FollowUp?
    var detail: String
}
