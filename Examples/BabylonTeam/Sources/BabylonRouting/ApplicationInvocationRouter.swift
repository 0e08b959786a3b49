import Foundation

/// Turns invocations of the app into routing events: the one place deep links
/// are parsed. Links the flavour's configuration disables have no effect.
public struct ApplicationInvocationRouter: Sendable {
    public let configuration: any DeeplinkConfiguration
    public let isLoggedIn: Bool

    public init(configuration: any DeeplinkConfiguration, isLoggedIn: Bool) {
        self.configuration = configuration
        self.isLoggedIn = isLoggedIn
    }

    /// The routing event for an invocation, or nil when the app ignores it.
    public func route(_ invocation: ApplicationInvocation) -> RoutingEvent? {
        let intent: ApplicationInvocation.Intent?
        let parameter: String?
        switch invocation {
        case .deeplink(let link):
            intent = link.intent
            parameter = link.path
        case .userActivity(let url):
            // https://babylon.example/somescreen/42: the first path component is the intent.
            let components = url.pathComponents.filter { $0 != "/" }
            intent = components.first.flatMap { ApplicationInvocation.Intent(rawValue: $0.lowercased()) }
            parameter = components.dropFirst().first
        }
        guard let intent, configuration.isEnabled(for: intent) else { return nil }
        return handle(intent, deeplinkPath: parameter)
    }

    private func handle(_ intent: ApplicationInvocation.Intent, deeplinkPath: String?) -> RoutingEvent? {
        switch intent {
        case .homepage:
            return .show(.home)
        case .someScreen:
            // Since we require an Int parameter, just go back to the home tab if it's missing.
            guard let deeplinkPath, let id = Int(deeplinkPath) else { return .show(.home) }
            return .showSomeScreen(id: id)
        case .appointments:
            guard let deeplinkPath else { return .show(.appointments) }
            guard let id = Int(deeplinkPath) else { return .show(.appointments) }
            return .showAppointment(id: id)
        case .records:
            return .showHealthRecords
        case .prescriptions:
            guard let deeplinkPath, let id = Int(deeplinkPath) else { return nil }
            return .showPrescription(id: id)
        case .invite:
            // A member who opens a referral link is already in: home, not sign-up.
            guard !isLoggedIn else { return .show(.home) }
            guard let deeplinkPath, !deeplinkPath.isEmpty else { return nil }
            return .showSignUp(referral: deeplinkPath)
        }
    }
}
