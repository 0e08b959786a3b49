import AppSimulation
import LinkSpecJSON

/// Routes: a pattern, the event it means, what it requires and its one action.
extension AppMapLoader {
    static let actionKeys = ["selectTab", "push", "present", "workflow", "openInBrowser"]

    mutating func route(_ node: JSONValue, _ path: String) -> Route? {
        let allowed = Set<String>(["name", "pattern", "event", "requires", "tab", "fallback", "universalLink", "hosts", "pendingPolicy",
                                   "analytics"])
            .union(Self.actionKeys)
        guard let fields = object(node, path, allowed: allowed) else { return nil }
        let pattern = required(fields["pattern"], "\(path).pattern")
        let event = required(fields["event"], "\(path).event")
        let requires = fields["requires"].flatMap { enumValue($0, "\(path).requires", Requirement.self) } ?? .login
        let actions = Self.actionKeys.filter { fields[$0] != nil }
        var action: Route.Action?
        if actions.count != 1 {
            collector.add(path, actions.isEmpty
                ? "a route needs one action: selectTab, push, present, workflow or openInBrowser"
                : "a route has one action, found \(actions.joined(separator: ", "))")
        } else if actions.first == "openInBrowser" {
            if bool(fields["openInBrowser"], "\(path).openInBrowser") == false {
                collector.add("\(path).openInBrowser", "openInBrowser is the route's action: write true, or another action instead")
            }
            action = .openInBrowser
            if fields["tab"] != nil { collector.add("\(path).tab", "'tab' goes with 'push' only") }
        } else if let key = actions.first, let target = string(fields[key], "\(path).\(key)") {
            let tab = string(fields["tab"], "\(path).tab")
            switch key {
            case "selectTab": action = .selectTab(target)
            case "push": action = .push(target, onTab: tab)
            case "present": action = .present(target)
            default: action = .runWorkflow(target)
            }
            if tab != nil, key != "push" { collector.add("\(path).tab", "'tab' goes with 'push' only") }
        }
        var universalLink = Route.UniversalLink.samePattern
        if let claim = fields["universalLink"] {
            switch claim.content {
            case .bool(true): universalLink = .samePattern
            case .bool(false): universalLink = .none
            case .string(let text): universalLink = .pattern(text)
            default: collector.add("\(path).universalLink", "expected a pattern string or a boolean, found \(claim.kindName)")
            }
        }
        let hosts = strings(fields["hosts"], "\(path).hosts") ?? []
        let policy = fields["pendingPolicy"].flatMap { enumValue($0, "\(path).pendingPolicy", PendingPolicy.self) }
        let analytics = analytics(fields["analytics"], "\(path).analytics")
        let fallback = string(fields["fallback"], "\(path).fallback")
        let name = string(fields["name"], "\(path).name")
        guard let pattern, let event, let action else { return nil }
        return Route(pattern, event: event, requires: requires, action, fallback: fallback, universalLink: universalLink,
                     hosts: hosts, pendingPolicy: policy, analytics: analytics, name: name)
    }
}
