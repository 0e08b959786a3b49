/// How a link reaches the app. `system` goes through the OS, which opens only the
/// registered schemes and the claimed universal-link paths; `inApp` is Babylon's
/// TabDeeplinkRouter, which bypasses the OS and so always reaches this app. The
/// other entry points follow the rules Apple documents for each
/// (`OpeningChannel+Rules.swift`), and each is delivered to the API of the app's
/// lifecycle that receives it (`Delivery`).
public enum OpeningChannel: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The OS opens the link (a tapped link, another app).
    case system
    /// The app opens it itself, bypassing the OS.
    case inApp = "in-app"
    /// A tapped push notification whose payload holds the link.
    case pushNotification = "push notification"
    /// A tapped widget (`widgetURL`, `Link`): its URL opens in the app.
    case widget
    /// A shortcut running `OpenURLIntent`: one of the app's universal links.
    case shortcut
    /// The Camera's banner for a scanned QR code, tapped.
    case qrCode = "QR code"
    /// An NFC tag read in the background, its notification tapped: a
    /// universal link arrives as a browsing activity, like a tapped one.
    case nfcTag = "NFC tag"
    /// A tapped Spotlight result: the identifier of the app's searchable item.
    case spotlight = "Spotlight"
    /// A web page continued from another device (Handoff).
    case handoff = "Handoff"
    /// A link tapped in Messages.
    case messages = "Messages"
    /// A link tapped in Mail.
    case mail = "Mail"
    /// A link tapped in Notes.
    case notes = "Notes"
    /// The first page of an in-app browser (`SFSafariViewController`).
    case inAppBrowser = "in-app browser"
    /// A link tapped in a `WKWebView`.
    case webView = "web view"
    /// The app calls `UIApplication.open` itself.
    case appItself = "the app itself"
    /// The app calls `UIApplication.open` itself with `universalLinksOnly`.
    case appItselfUniversalLinksOnly = "the app itself, universal links only"
    /// Open on a web page's Smart App Banner: its `app-argument`.
    case smartAppBanner = "Smart App Banner"
    /// A link tapped before the app was installed, handed over on first launch.
    case deferredLink = "deferred link"
    /// Where the app's web sign-in session redirects; never the router's.
    case signInRedirect = "sign-in redirect"
    /// A static App Shortcut of `res/xml/shortcuts.xml` (Android): the launcher
    /// sends its explicit intent, whose data is the link.
    case appShortcut = "App Shortcut"
    /// Another app's `startActivity` of an `Intent.ACTION_VIEW` with the
    /// app's package set (Android): not a generic web intent.
    case androidIntent = "another app's intent"

    /// `system`, `in-app`, `push notification`, ...
    public var description: String { rawValue }
}
