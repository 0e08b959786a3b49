/// What the placeholders of post-routing analytics stand for: `{intent}`,
/// `{event}` and `{route}` of the route, else the routing event's argument of
/// that name (the last one, should a routing function repeat a name), else
/// nothing.
///
/// Looked up where a template asks, rather than gathered into a dictionary for
/// every routed link: most templates have one placeholder or none. It holds the
/// three names rather than the whole `Route`, which is costly to copy.
struct PlaceholderValues {
    let intent: String
    let event: String
    let route: String
    let arguments: [RoutingEvent.Argument]

    init(route: Route, event: RoutingEvent) {
        self.intent = route.intent
        self.event = route.event
        self.route = route.name
        self.arguments = event.arguments
    }

    func value(_ key: String) -> String {
        if key == "intent" { return intent }
        if key == "event" { return event }
        if key == "route" { return route }
        return arguments.last { $0.name == key }?.value.text ?? ""
    }
}
