import Foundation

/// How the app was invoked: a custom-scheme deep link (`babylon://somescreen/42`)
/// or a universal link (`https://babylon.example/somescreen/42`).
public enum ApplicationInvocation: Sendable, Equatable {
    case deeplink(DeepLink)
    case userActivity(URL)

    /// The part of a deep link after the prefix. `rawValue` is the URL's host
    /// (or, for a universal link, its first path component).
    public enum Intent: String, CaseIterable, Sendable {
        case homepage
        /// Opens Some Screen.
        case someScreen = "somescreen"
        case appointments
        case records
        case prescriptions
        /// A referral link a member shares with a friend.
        case invite
    }
}

/// A custom-scheme deep link. The app does not tell prefixes apart
/// (`babylon://x` and `otherprefix://x` are the same link): only the intent
/// and its parameter count.
public struct DeepLink: Sendable, Equatable {
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    public var intent: ApplicationInvocation.Intent? {
        url.host.flatMap { ApplicationInvocation.Intent(rawValue: $0.lowercased()) }
    }

    /// The single parameter after the intent (`42` in `somescreen/42`), if any.
    public var path: String? {
        url.pathComponents.first { $0 != "/" }
    }
}
