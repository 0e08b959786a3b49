/// What each entry point does with a link, beside its own refusals
/// (`SimulatedApp+EntryGate.swift`): whether the OS decides as for a tapped
/// link, whether the app's own code takes an intent path, and how the app
/// receives it.
///
/// - The OS decides for a link tapped anywhere but a browser: `system`, the
///   Camera's QR banner, an NFC tag's notification, Messages, Mail, Notes, a web view, a shortcut's
///   `OpenURLIntent`, and the app's own `UIApplication.open` of a custom scheme.
///   A universal link needs the AASA's consent, a custom scheme its registration.
/// - The app's own code hands the link to its router for the in-app router, a
///   notification's payload, a widget's URL, a Spotlight item's identifier, a
///   Smart App Banner's `app-argument` and a deferred link: no AASA, no
///   registration, but a web link still needs one of the app's domains.
extension OpeningChannel {
    /// Whether the OS's rules for a tapped link apply: schemes, the AASA, the user's "Open in Safari".
    var osDecides: Bool {
        switch self {
        case .system, .qrCode, .nfcTag, .messages, .mail, .notes, .webView, .shortcut, .appItself: return true
        case .inApp, .pushNotification, .widget, .spotlight, .handoff, .inAppBrowser, .appItselfUniversalLinksOnly,
             .smartAppBanner, .deferredLink, .signInRedirect, .appShortcut, .androidIntent: return false
        }
    }

    /// Whether a bare intent path (`somescreen/42`) is taken: the app's own code routes it.
    var takesIntentPaths: Bool {
        switch self {
        case .inApp, .pushNotification, .spotlight, .deferredLink: return true
        default: return false
        }
    }

    /// How the app receives a link that reached it (`web`: an http or https
    /// link); nil for the in-app router, which no lifecycle API is involved in.
    func delivery(web: Bool, deferred method: DeferredLinkMethod?) -> Delivery? {
        switch self {
        // Android's entry points arrive through the activity's API (`SimulatedApp.arriveOnAndroid`).
        case .inApp, .inAppBrowser, .appItselfUniversalLinksOnly, .signInRedirect, .appShortcut, .androidIntent: return nil
        case .system, .qrCode, .nfcTag, .messages, .mail, .notes, .webView, .shortcut, .appItself: return web ? .universalLink : .openURL
        case .widget, .smartAppBanner: return .openURL
        case .pushNotification: return .notification
        case .spotlight: return .spotlight
        case .handoff: return .handoff
        case .deferredLink: return .deferred(method)
        }
    }
}
