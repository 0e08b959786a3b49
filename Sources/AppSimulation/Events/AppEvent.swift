/// One entry of the app's ordered event log. Reports, assertions and route coverage
/// read the log; every link leaves a `linkReceived` and one ending entry
/// (`linkRouted`, `linkIgnored`, `linkDiscarded`, `linkPending`, `linkNotOpened`,
/// `linkOpenedInBrowser`, `linkOpenedAppStore`, `linkOpenedInAppClip`,
/// `signInCallbackReceived`, `signInFailed`) with its reason.
package enum AppEvent: Sendable, Hashable, CustomStringConvertible {
    case launched(coldStartBy: String?)
    case terminated
    case movedToBackground
    case movedToForeground
    case loggedIn(user: String)
    case loggedOut

    case linkReceived(link: String, channel: OpeningChannel)
    /// The app's lifecycle received the link through `api` (it is running or launched by now).
    case linkDelivered(link: String, api: EntryAPI)
    /// The AASA of the link's domain lets the app open it; `rule` says which part.
    case universalLinkVerified(link: String, rule: String)
    /// The user picked where a domain's universal links open ("Open in Safari", or the app again).
    case universalLinksRedirected(host: String, toSafari: Bool)
    /// Android hands the link to the app; `rule` says why (the verified host and the filter).
    case androidLinkResolved(link: String, rule: String)
    /// Chrome read an `intent:` link: the link it carries, for the package it names.
    case chromeIntentRead(link: String, data: String, package: String?)
    /// Android's back button.
    case backPressed
    /// Back finished the activity instance a link started (launchMode standard): the one below it shows again.
    case activityFinished(activity: String)
    /// The installed build is signed with another certificate (`"upload" certificate (AB:CD:EF…)`).
    case installedBuildSigned(certificate: String)
    /// The user turned Android's "Open supported links" for the app on or off.
    case supportedLinksSwitched(on: Bool)
    /// The router chose `route` (its name in the app map) and produced `event`.
    case routeResolved(link: String, route: String, event: RoutingEvent)
    case fallbackTaken(link: String, from: String, to: String, reason: String)
    /// The team's routing function produced an event that no route of the app
    /// map has (the link is then ignored, and the step that opened it fails).
    case routingEventUnknown(link: String, event: RoutingEvent)
    case linkRouted(link: String, event: RoutingEvent)
    case linkIgnored(link: String, reason: String)
    case linkDiscarded(link: String, reason: String)
    case linkPending(link: String, reason: String)
    case linkNotOpened(link: String, reason: String)
    case linkOpenedInBrowser(link: String, reason: String)
    /// The app is not installed: the link leads to the App Store.
    case linkOpenedAppStore(link: String, reason: String)
    /// The full app is not installed: the link invokes its App Clip.
    case linkOpenedInAppClip(link: String, reason: String)
    /// The web sign-in session received its callback (the router never sees it).
    case signInCallbackReceived(link: String)
    /// The web sign-in session failed on its callback, as the OS fails it.
    case signInFailed(link: String, reason: String)

    case appRemoved
    case appInstalled
    /// A link tapped before the install, kept for the app's first launch.
    case deferredLinkKept(link: String, method: DeferredLinkMethod)

    case promptShown(name: String)
    case promptDismissed(name: String)
    case clinicalAccessGranted
    case passwordRejected

    case tabSelected(tab: String)
    case screenPresented(Screen)
    case screenPushed(Screen, tab: String)
    case screenDismissed(Screen)
    case poppedTo(Screen, tab: String)
    /// The finder found the target screen, with the same context, already in the stack.
    case screenReused(Screen)

    case workflowStarted(name: String)
    case workflowWaiting(name: String, reason: String)
    case workflowCompleted(name: String, note: String?)

    case analytics(AnalyticsEvent)

    /// One line of the app's log, as failure messages show it.
    package var description: String {
        switch self {
        case .launched(let link): return link.map { "app launched (cold start by \($0))" } ?? "app launched"
        case .terminated: return "app terminated"
        case .movedToBackground: return "app moved to the background"
        case .movedToForeground: return "app moved to the foreground"
        case .loggedIn(let user): return "logged in as \(user)"
        case .loggedOut: return "logged out"
        case .linkReceived(let link, let channel): return "link received (\(channel)): \(link)"
        case .linkDelivered(let link, let api): return "link arrives through \(api): \(link)"
        case .universalLinkVerified(let link, let rule): return "universal link opens the app: \(link): \(rule)"
        case .universalLinksRedirected(let host, let toSafari): return "\(host) links now open in \(toSafari ? "Safari" : "the app")"
        case .androidLinkResolved(let link, let rule): return "Android opens the app: \(link): \(rule)"
        case .chromeIntentRead(let link, let data, let package):
            return "Chrome reads \(link) as \(data)" + (package.map { " for \($0)" } ?? "")
        case .backPressed: return "back pressed"
        case .activityFinished(let activity): return "back finishes the \(activity) a link started: the one below it shows again"
        case .installedBuildSigned(let certificate): return "installed build signed with the \(certificate)"
        case .supportedLinksSwitched(let on): return "\"Open supported links\" turned \(on ? "on" : "off") for the app"
        case .routeResolved(let link, let route, let event): return "route resolved: \(link) -> \(event) by route '\(route)'"
        case .fallbackTaken(let link, let from, let to, let reason): return "fallback: \(link) -> route '\(to)' instead of '\(from)': \(reason)"
        case .routingEventUnknown(let link, let event): return "routing event without a route: \(link) -> \(event)"
        case .linkRouted(let link, let event): return "link routed: \(link) -> \(event)"
        case .linkIgnored(let link, let reason): return "link ignored: \(link): \(reason)"
        case .linkDiscarded(let link, let reason): return "link discarded: \(link): \(reason)"
        case .linkPending(let link, let reason): return "link pending: \(link): \(reason)"
        case .linkNotOpened(let link, let reason): return "app not opened: \(link): \(reason)"
        case .linkOpenedInBrowser(let link, let reason): return "opened in the browser: \(link): \(reason)"
        case .linkOpenedAppStore(let link, let reason): return "the App Store opens: \(link): \(reason)"
        case .linkOpenedInAppClip(let link, let reason): return "the App Clip opens: \(link): \(reason)"
        case .signInCallbackReceived(let link): return "the sign-in session receives its callback: \(link)"
        case .signInFailed(let link, let reason): return "the sign-in session fails: \(link): \(reason)"
        case .appRemoved: return "app not installed"
        case .appInstalled: return "app installed"
        case .deferredLinkKept(let link, let method): return "deferred link kept (\(method)): \(link)"
        case .promptShown(let name): return "prompt shown: \(name)"
        case .promptDismissed(let name): return "prompt dismissed: \(name)"
        case .clinicalAccessGranted: return "clinical access granted"
        case .passwordRejected: return "password rejected"
        case .tabSelected(let tab): return "tab selected: \(tab)"
        case .screenPresented(let screen): return "screen presented: \(screen)"
        case .screenPushed(let screen, let tab): return "screen pushed on \(tab): \(screen)"
        case .screenDismissed(let screen): return "screen dismissed: \(screen)"
        case .poppedTo(let screen, let tab): return "popped to on \(tab): \(screen)"
        case .screenReused(let screen): return "screen reused: \(screen)"
        case .workflowStarted(let name): return "workflow started: \(name)"
        case .workflowWaiting(let name, let reason): return "workflow \(name) waiting: \(reason)"
        case .workflowCompleted(let name, let note): return "workflow completed: \(name)" + (note.map { " (\($0))" } ?? "")
        case .analytics(let event): return "analytics: \(event)"
        }
    }
}
