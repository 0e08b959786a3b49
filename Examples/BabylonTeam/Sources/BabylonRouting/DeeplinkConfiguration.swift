/// Which deep links an app flavour supports: a deep link ships before its
/// feature is complete, and each app target turns off what it does not have.
public protocol DeeplinkConfiguration: Sendable {
    func isEnabled(for intent: ApplicationInvocation.Intent) -> Bool
}

extension DeeplinkConfiguration {
    /// Every deep link is enabled unless a flavour says otherwise.
    public func isEnabled(for intent: ApplicationInvocation.Intent) -> Bool { true }
}

/// The full app.
public struct FullDeeplinkConfiguration: DeeplinkConfiguration {
    public init() {}
}

/// The lite app: no clinical records and no prescriptions.
public struct LiteDeeplinkConfiguration: DeeplinkConfiguration {
    public init() {}

    public func isEnabled(for intent: ApplicationInvocation.Intent) -> Bool {
        switch intent {
        case .records, .prescriptions: false
        default: true
        }
    }
}

/// The app's targets, each with its own configuration.
public enum AppFlavour: String, CaseIterable, Sendable {
    case full, lite

    public var deeplinkConfiguration: any DeeplinkConfiguration {
        switch self {
        case .full: FullDeeplinkConfiguration()
        case .lite: LiteDeeplinkConfiguration()
        }
    }
}
