/// The phone a scenario runs on. The same feature files run on either: links
/// are routed by the same routes, but the OS decides by its own rules whether
/// the app opens (iOS: registered schemes and the AASA; Android: the
/// manifest's intent filters and App Links verification).
public enum MobilePlatform: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// An iPhone: the default.
    case iOS = "ios"
    /// An Android phone (Android 15, the app targeting Android 12 or later),
    /// with the app's Android files from `app.json`.
    case android

    /// `iOS` or `Android`, as reports name the platform of a test case.
    public var name: String {
        switch self {
        case .iOS: "iOS"
        case .android: "Android"
        }
    }

    /// `@ios` or `@android`: the tag that keeps a scenario to this platform.
    public var tag: String { "@" + rawValue }

    /// The platform's name.
    public var description: String { name }
}
