extension Route {
    /// What an analytics placeholder stands for: `{intent}`, `{event}` and
    /// `{route}` of the route, else the routing event's argument of that name
    /// (the last one, should a routing function repeat a name), else nothing.
    /// Looked up where a template asks: most templates have one placeholder or none.
    func placeholder(_ key: String, of event: RoutingEvent) -> String {
        switch key {
        case "intent": return intent
        case "event": return self.event
        case "route": return name
        default: return event.arguments.last { $0.name == key }?.value.text ?? ""
        }
    }
}
