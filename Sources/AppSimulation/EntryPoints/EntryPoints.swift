import PlatformLinkRules

/// How links enter the app besides a URL the OS opens: `app.json`'s
/// `entryPoints`, and the app's associated domains of the services other than
/// `applinks` (from its entitlements). A map built in Swift has the defaults:
/// the scene lifecycle, and no other entry point configured.
package struct EntryPoints: Sendable {
    /// Which lifecycle receives links; the app's log names the API each arrives through.
    package var lifecycle: Lifecycle = .scenes
    /// The key of a push notification's payload that holds the link (`deeplink`).
    package var notificationLinkKey: String?
    /// What a payload's relative link (`/lovelace/cameras`) is resolved
    /// against: `homeassistant://navigate/` (`pushNotifications.relativeLinks`);
    /// nil for the app's deep-link scheme (`<deepLinkScheme>://`).
    package var notificationRelativeLinkBase: String?
    /// Web domains whose pages the app expects to continue by Handoff.
    package var handoffDomains: [String] = []
    /// The app's App Clip, if it has one.
    package var appClip: AppClip?
    /// The callback of the app's web sign-in session (`ASWebAuthenticationSession`).
    package var signInCallback: SignInCallback?
    /// How a link tapped before the app was installed reaches it on first launch; nil: it is lost.
    package var deferredLinks: DeferredLinkMethod?
    /// E-mail click-tracking domains the app's links are wrapped in, lowercased.
    package var clickTrackingDomains: [String] = []
    /// The entitlements' domains of each service other than `applinks`
    /// (`webcredentials`, `activitycontinuation`, `appclips`), lowercased; nil
    /// when no entitlements file is named, and then `app.json` is taken at its word.
    package var associatedDomains: [AssociatedService: [String]]?

    package init() {}
}

/// Where an app receives links: the UIKit app delegate alone, UIKit scenes, or the SwiftUI app lifecycle.
package enum Lifecycle: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case appDelegate
    case scenes
    case swiftUI

    /// `appDelegate`, `scenes` or `swiftUI`, as `app.json` writes it.
    package var description: String { rawValue }
}

/// The app's App Clip: its bundle ID and the URLs that invoke it.
package struct AppClip: Sendable, Hashable {
    /// `com.babylon.demo.Clip`.
    package var bundleIdentifier: String
    /// `<team ID>.<bundle ID>`: what an AASA's `appclips` must list; nil without a team ID.
    package var appID: String?
    /// URL prefixes that invoke the Clip; empty: every URL of its domains.
    package var invocationURLs: [String]

    package init(bundleIdentifier: String, appID: String?, invocationURLs: [String]) {
        self.bundleIdentifier = bundleIdentifier
        self.appID = appID
        self.invocationURLs = invocationURLs
    }
}

/// What an `ASWebAuthenticationSession` waits for (`ASWebAuthenticationSession.Callback`).
package enum SignInCallback: Sendable, Hashable, CustomStringConvertible {
    /// Any URL of this scheme, lowercased (`.customScheme("babylon-auth")`).
    case customScheme(String)
    /// An https URL of this host (lowercased) and path (`.https(host:path:)`).
    case https(host: String, path: String)

    /// `babylon-auth:` or `https://babylon.example/auth/callback`.
    package var description: String {
        switch self {
        case .customScheme(let scheme): return "\(scheme):"
        case .https(let host, let path): return "https://\(host)\(path)"
        }
    }
}

/// How a link tapped before the app was installed reaches it on first launch.
package enum DeferredLinkMethod: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The web page copies the link to the pasteboard before it sends the user to
    /// the App Store; the app reads it on first launch, behind the paste prompt.
    case pasteboard
    /// An attribution provider's link records the click and sends the user to the
    /// App Store; its SDK matches the install to the click and hands the link over.
    case attribution

    /// `pasteboard` or `attribution`, as `app.json` writes it.
    package var description: String { rawValue }
}
