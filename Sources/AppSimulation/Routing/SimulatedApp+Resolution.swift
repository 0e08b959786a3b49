import Foundation
import LinkSpecPlatform

/// Which route a link reaches: the team's routing function or the map's patterns,
/// with fallbacks and disabled intents, without navigating.
extension SimulatedApp {
    /// The routing event a link means, without navigating: Babylon's URL-to-RoutingEvent table.
    package func resolve(_ link: String) -> RoutingEvent? { resolution(of: link).event }

    /// A bare intent path (`somescreen/42`) or a custom-scheme URL is taken as the
    /// OS would hand it over; an https link as a universal link. A team's routing
    /// function sees the app's flavour and login state as they are now.
    package func resolution(of text: String) -> LinkResolution {
        switch Link.parse(text) {
        case .failure(let error): return .none(reason: "malformed link: \(error)")
        case .success(let link):
            var notes: [AppEvent] = []
            // The channel the link would arrive by: a bare intent path only ever comes in-app.
            let channel: IncomingLink.Channel = link.isWeb ? .universalLink : link.scheme == nil ? .inApp : .customScheme
            switch decide(link, text: text, channel: channel, notes: &notes) {
            case .success(let task): return .event(task.event, route: map.routes[task.routeIndex].name)
            case .failure(let failure):
                if let event = failure.unknownEvent { return .unknownEvent(event, reason: failure.reason) }
                return .none(reason: failure.reason)
            }
        }
    }

    struct RoutingFailure: Error {
        var reason: String
        /// For universal links: a route claims the path, so the app opens even though it ignores the link.
        var claimed: Bool
        /// The team's routing function produced an event that no route has: a
        /// mistake in its code or the map, which steps report as a failure.
        var unknownEvent: RoutingEvent? = nil
    }

    /// Chooses the route: the team's routing function when plugged in, else the
    /// patterns (full match by precedence; otherwise the best partial match's fallback).
    /// `url` is the link the app receives when it is not `text` (the link a
    /// Chrome intent carries).
    func decide(_ link: Link, text: String, url: String? = nil, channel: IncomingLink.Channel,
                notes: inout [AppEvent]) -> Result<RouteTask, RoutingFailure> {
        let universal = link.isWeb
            && (platform == .android ? takesAndroidWebLinks(onHost: link.host ?? "") : map.claimsUniversalLinks(onHost: link.host ?? ""))
        var routeIndex: Int
        var event: RoutingEvent
        if let routingFunction {
            var urlText = url ?? text
            if link.scheme == nil, let scheme = map.deepLinkScheme { urlText = "\(scheme)://\(text)" }
            guard let url = URL(string: urlText) else {
                return .failure(RoutingFailure(reason: "'\(text)' is not a URL the team's routing function can take", claimed: false))
            }
            let incoming = IncomingLink(url: url, channel: channel, flavour: flavour, isLoggedIn: session.isLoggedIn)
            guard let produced = routingFunction(incoming) else {
                return .failure(RoutingFailure(reason: "the team's routing function returned nil", claimed: false))
            }
            guard let index = map.routes.firstIndex(where: { $0.event == produced.name }) else {
                return .failure(RoutingFailure(reason: unknownEventReason(produced), claimed: true, unknownEvent: produced))
            }
            routeIndex = index
            event = produced
        } else {
            let router = universal ? map.universalRouter : map.customRouter
            let path = universal ? link.path : link.intentSegments
            switch router.resolve(path, query: link.query, host: universal ? link.host?.lowercased() : nil) {
            case .unmatched:
                let shown = path.isEmpty ? "(empty)" : path.joined(separator: "/")
                return .failure(RoutingFailure(reason: "no route matches '\(shown)'", claimed: false))
            case .matched(let index, let arguments):
                routeIndex = index
                event = RoutingEvent(map.routes[index].event, arguments)
            case .rejected(let index, let problem):
                let route = map.routes[index]
                if let reason = disabledReason(forIntent: route.intent) {
                    return .failure(RoutingFailure(reason: reason, claimed: true))
                }
                guard let fallbackName = route.fallback, let fallback = map.routes.firstIndex(where: { $0.name == fallbackName }) else {
                    return .failure(RoutingFailure(reason: "route '\(route.name)': \(problem)", claimed: false))
                }
                notes.append(.fallbackTaken(link: text, from: route.name, to: fallbackName, reason: problem))
                routeIndex = fallback
                event = RoutingEvent(map.routes[fallback].event)
            }
        }
        let route = map.routes[routeIndex]
        // A route that starts with a parameter (`{slug}`) has no intent of its own: the
        // link's first segment is its intent, so a disabled one stays disabled by any route.
        let intent = route.intent.isEmpty ? (universal ? link.path.first : link.intentSegments.first) ?? "" : route.intent
        if let reason = disabledReason(forIntent: intent) {
            return .failure(RoutingFailure(reason: reason, claimed: true))
        }
        notes.append(.routeResolved(link: text, route: route.name, event: event))
        return .success(RouteTask(link: text, event: event, routeIndex: routeIndex))
    }

    /// Why an event of the team's routing function cannot run: no route has its
    /// name. Suggests a close one, or lists them.
    func unknownEventReason(_ event: RoutingEvent) -> String {
        var events: [String] = []
        for route in map.routes where !events.contains(route.event) { events.append(route.event) }
        let close = suggestion(event.name, Set(events))
        return "the team's routing function returned the event '\(event.name)', which is no route's event in the app map"
            + (close.isEmpty ? " (its events: \(events.joined(separator: ", ")))" : close)
    }
}
