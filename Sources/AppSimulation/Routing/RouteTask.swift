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
package struct PendingLink: Sendable, Hashable, CustomStringConvertible {
    package var link: String { task.link }
    package var event: RoutingEvent { task.event }
    /// Why it waits (`waiting for login`).
    package internal(set) var reason: String
    package let policy: PendingPolicy
    var task: RouteTask

    /// `babylon://records -> showHealthRecords (waiting for login; policy latest)`.
    package var description: String { "\(link) -> \(event) (\(reason); policy \(policy))" }
}

/// What a link means to this app without navigating: the `| link | event |` table.
package enum LinkResolution: Sendable, Hashable, CustomStringConvertible {
    /// A route takes the link and produces this event.
    case event(RoutingEvent, route: String)
    /// No route takes it (no route matches, the intent is disabled, a parameter fails without a fallback).
    case none(reason: String)
    /// The team's routing function produced an event no route of the app map has.
    case unknownEvent(RoutingEvent, reason: String)

    package var event: RoutingEvent? {
        if case .event(let event, _) = self { return event }
        return nil
    }

    /// `showSomeScreen(id: 42) (route 'somescreen')`, or why there is no event.
    package var description: String {
        switch self {
        case .event(let event, let route): return "\(event) (route '\(route)')"
        case .none(let reason): return "no event: \(reason)"
        case .unknownEvent(_, let reason): return "no route: \(reason)"
        }
    }
}

/// A user action that the app's current state does not allow, e.g. entering a
/// password while no prompt is shown. Steps report it as a failure.
package struct SimulatedAppError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was not allowed and why.
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}
