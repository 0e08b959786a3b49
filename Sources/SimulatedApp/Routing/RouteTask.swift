/// A resolved link on its way: which route, with which event, and how far a
/// workflow has got. Pending links and the password prompt hold one.
struct RouteTask: Sendable, Hashable {
    var link: String
    var event: RoutingEvent
    var routeIndex: Int
    var workflowStep = 0
    var workflowStarted = false
}

/// A link that waits (for login, or for the password prompt to close) and runs later.
public struct PendingLink: Sendable, Hashable, CustomStringConvertible {
    public var link: String { task.link }
    public var event: RoutingEvent { task.event }
    public internal(set) var reason: String
    public let policy: PendingPolicy
    var task: RouteTask

    public var description: String { "\(link) -> \(event) (\(reason); policy \(policy))" }
}

/// What a link means to this app without navigating: the `| link | event |` table.
public enum LinkResolution: Sendable, Hashable, CustomStringConvertible {
    case event(RoutingEvent, route: String)
    case none(reason: String)
    /// The team's routing function produced an event no route of the app map has.
    case unknownEvent(RoutingEvent, reason: String)

    public var event: RoutingEvent? {
        if case .event(let event, _) = self { return event }
        return nil
    }

    public var description: String {
        switch self {
        case .event(let event, let route): return "\(event) (route '\(route)')"
        case .none(let reason): return "no event: \(reason)"
        case .unknownEvent(_, let reason): return "no route: \(reason)"
        }
    }
}

/// A user action that the app's current state does not allow, e.g. entering a
/// password while no prompt is shown. Steps report it as a failure.
public struct SimulatedAppError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
