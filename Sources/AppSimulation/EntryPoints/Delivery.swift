/// How the app receives a link that reached it: which object carries it, and so
/// which API of its lifecycle UIKit or SwiftUI calls. Every entry point delivers
/// by one of these (see `OpeningChannel.delivery(web:)`).
enum Delivery: Sendable, Hashable {
    /// A URL the system opens in the app: a custom scheme, a widget's URL, a Smart App Banner's `app-argument`.
    case openURL
    /// A universal link: an `NSUserActivity` of type `NSUserActivityTypeBrowsingWeb`.
    case universalLink
    /// A web page continued from another device: `NSUserActivityTypeBrowsingWeb` too,
    /// but at a scene's connection only the activity's type arrives.
    case handoff
    /// A Spotlight result: an `NSUserActivity` of type `CSSearchableItemActionType`.
    case spotlight
    /// A tapped push notification: a `UNNotificationResponse`.
    case notification
    /// A link tapped before the app was installed, handed over on first launch.
    case deferred(DeferredLinkMethod?)

    /// The API that receives it in `lifecycle`, at a cold start (the app was not running) or not.
    func api(_ lifecycle: Lifecycle, coldStart: Bool) -> EntryAPI {
        switch self {
        case .openURL:
            switch lifecycle {
            case .appDelegate: return EntryAPI("application(_:open:options:)", "url")
            case .scenes: return coldStart ? EntryAPI(Self.willConnect, "connectionOptions.urlContexts")
                : EntryAPI("scene(_:openURLContexts:)", "URLContexts")
            case .swiftUI: return EntryAPI("onOpenURL", "url")
            }
        case .universalLink:
            switch lifecycle {
            case .appDelegate: return EntryAPI(Self.continueActivity, "userActivity.webpageURL, NSUserActivityTypeBrowsingWeb")
            case .scenes: return coldStart ? EntryAPI(Self.willConnect, "connectionOptions.userActivities, NSUserActivityTypeBrowsingWeb")
                : EntryAPI("scene(_:continue:)", "userActivity.webpageURL, NSUserActivityTypeBrowsingWeb")
            case .swiftUI: return EntryAPI("onOpenURL", "url: SwiftUI hands universal links over as URLs")
            }
        case .handoff:
            switch lifecycle {
            case .appDelegate: return EntryAPI(Self.continueActivity, "userActivity.webpageURL, Handoff, NSUserActivityTypeBrowsingWeb")
            // A connecting scene gets only a Handoff activity's type; the activity follows, even at a cold start.
            case .scenes: return EntryAPI("scene(_:continue:)", "userActivity.webpageURL, Handoff, NSUserActivityTypeBrowsingWeb")
            case .swiftUI: return EntryAPI("onOpenURL", "url: SwiftUI hands NSUserActivityTypeBrowsingWeb activities over as URLs")
            }
        case .spotlight:
            switch lifecycle {
            case .appDelegate: return EntryAPI(Self.continueActivity, "userActivity, CSSearchableItemActionType")
            case .scenes: return coldStart ? EntryAPI(Self.willConnect, "connectionOptions.userActivities, CSSearchableItemActionType")
                : EntryAPI("scene(_:continue:)", "userActivity, CSSearchableItemActionType")
            case .swiftUI:
                return EntryAPI("onContinueUserActivity(CSSearchableItemActionType)", "userActivity.userInfo[CSSearchableItemActivityIdentifier]")
            }
        case .notification:
            return EntryAPI("userNotificationCenter(_:didReceive:withCompletionHandler:)",
                            "response.notification.request.content.userInfo")
        case .deferred(.pasteboard?):
            return EntryAPI("UIPasteboard.general", "the link the web page copied, read on first launch")
        case .deferred(.attribution?):
            return EntryAPI("the attribution provider's deferred link callback", "the link of the matched click")
        case .deferred(nil):
            return EntryAPI("the app's deferred link code", "the link handed over on first launch")
        }
    }

    private static let willConnect = "scene(_:willConnectTo:options:)"
    private static let continueActivity = "application(_:continue:restorationHandler:)"
}

/// The API a link arrived through (`scene(_:openURLContexts:)`), and the part
/// of its arguments that carries the link.
package struct EntryAPI: Sendable, Hashable, CustomStringConvertible {
    /// The API, as Apple's documentation names it: what `Then the link arrives through` compares.
    package var name: String
    /// Where the link is in its arguments (`URLContexts`, `userActivity.webpageURL, ...`).
    package var carrier: String

    package init(_ name: String, _ carrier: String) {
        self.name = name
        self.carrier = carrier
    }

    /// `scene(_:openURLContexts:) (URLContexts)`.
    package var description: String { "\(name) (\(carrier))" }
}
