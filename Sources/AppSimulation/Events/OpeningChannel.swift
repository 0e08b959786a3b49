/// How a link reaches the app. `system` goes through the OS, which opens only the
/// registered schemes and the claimed universal-link paths; `inApp` is Babylon's
/// TabDeeplinkRouter, which bypasses the OS and so always reaches this app.
public enum OpeningChannel: String, Sendable, Hashable, CustomStringConvertible {
    /// The OS opens the link (a tapped link, a notification, another app).
    case system
    /// The app opens it itself, bypassing the OS.
    case inApp = "in-app"

    /// `system` or `in-app`.
    public var description: String { rawValue }
}
