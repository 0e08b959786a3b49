import BabylonRouting
import LinkSpecCLI

/// The team's router as linkspec's routing function: the link and the
/// situation it arrives in go to the app's own `ApplicationInvocationRouter`,
/// configured for the flavour in force and the login state, and its event
/// comes back under the name of a route's `event` in `Features/app.json`, its
/// parameter as the screen's context.
public enum BabylonLinks {
    public static func route(_ link: IncomingLink) -> LinkSpecCLI.RoutingEvent? {
        let flavour = link.flavour.flatMap(AppFlavour.init(rawValue:)) ?? .full
        let router = ApplicationInvocationRouter(configuration: flavour.deeplinkConfiguration, isLoggedIn: link.isLoggedIn)
        let invocation: ApplicationInvocation = link.channel == .universalLink
            ? .userActivity(link.url)
            : .deeplink(DeepLink(url: link.url))
        return router.route(invocation).map(event)
    }

    /// The app's event under its name in the app map.
    static func event(_ event: BabylonRouting.RoutingEvent) -> LinkSpecCLI.RoutingEvent {
        switch event {
        case .show(.home): LinkSpecCLI.RoutingEvent("showHome")
        case .show(.appointments): LinkSpecCLI.RoutingEvent("showAppointments")
        case .showSomeScreen(let id): LinkSpecCLI.RoutingEvent("showSomeScreen", [.init("id", .int(id))])
        case .showAppointment(let id): LinkSpecCLI.RoutingEvent("showAppointment", [.init("id", .int(id))])
        case .showHealthRecords: LinkSpecCLI.RoutingEvent("showHealthRecords")
        case .showPrescription(let id): LinkSpecCLI.RoutingEvent("showPrescription", [.init("id", .int(id))])
        case .showSignUp(let referral): LinkSpecCLI.RoutingEvent("showSignUp", [.init("referral", .string(referral))])
        }
    }
}
