/// What the placeholders of post-routing analytics stand for: `{intent}`,
/// `{event}` and `{route}` of the route, else the routing event's argument of
/// that name (the last one, should a routing function repeat a name), else
/// nothing.
///
/// Looked up where a template asks, rather than gathered into a dictionary for
/// every routed link: most templates have one placeholder or none.
struct PlaceholderValues {
    let route: Route
    let event: RoutingEvent

    func value(_ key: String) -> String {
        if key == "intent" { return route.intent }
        if key == "event" { return route.event }
        if key == "route" { return route.name }
        return event.arguments.last { $0.name == key }?.value.text ?? ""
    }
}
