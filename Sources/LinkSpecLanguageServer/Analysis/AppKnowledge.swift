import Foundation
import LinkSpecJSON
import LinkSpecRunner
import AppSimulation

/// What an app map says about the names steps use, for checking, completing
/// and finding them: its screens, tabs, flavours and intents, which route a
/// link reaches, and where each is written in `app.json`.
struct AppKnowledge {
    /// The `app.json` it was read from, when it was.
    let path: String?
    let map: AppMap
    let screens: [String]
    let tabs: [String]
    let flavours: [String]
    let intents: [String]
    private let app: SimulatedApp
    /// Links already resolved: a suite opens the same links again and again,
    /// and every edit checks the whole file.
    private let fates = FateCache()
    /// Where names and routes are written in `app.json`, lines and columns from 0.
    private var positions: [String: Position] = [:]

    init(map: AppMap, path: String?, json: JSONValue?) {
        self.map = map
        self.path = path
        app = SimulatedApp(map: map)
        var screens: [String] = []
        func add(_ screen: String) { if !screens.contains(screen) { screens.append(screen) } }
        map.screens.forEach { add($0.name) }
        map.tabs.forEach { add($0.rootScreen) }
        add(map.loginScreen)
        for route in map.routes {
            switch route.action {
            case .push(let screen, _), .present(let screen): add(screen)
            case .selectTab, .runWorkflow: break
            }
        }
        for workflow in map.workflows {
            for step in workflow.steps {
                switch step {
                case .push(let screen, _), .present(let screen): add(screen)
                case .pushScreenNamedBy(_, let named, _): named.values.sorted().forEach(add)
                case .waitForLogin, .selectTab: break
                }
            }
        }
        self.screens = screens
        tabs = map.tabs.map(\.name)
        flavours = map.flavours.map(\.name)
        var intents: [String] = []
        for route in map.routes where !intents.contains(where: { $0.lowercased() == route.intent.lowercased() }) {
            intents.append(route.intent)
        }
        self.intents = intents
        if let json { recordPositions(json) }
    }

    /// The names a parameter of this role may take, in the map's order.
    func names(for role: ParameterRole) -> [String] {
        switch role {
        case .screen: return screens
        case .tab: return tabs
        case .flavour: return flavours
        case .intent: return intents
        case .link: return []
        }
    }

    /// What is wrong with a name the map should know, or nil.
    func problem(with value: String, role: ParameterRole) -> String? {
        let (kind, known, found): (String, [String], Bool) = switch role {
        case .screen: ("screen", screens, screens.contains(value))
        case .tab: ("tab", tabs, tabs.contains(value))
        case .flavour: ("flavour", flavours, flavours.contains(value))
        case .intent: ("intent", intents, intents.contains { $0.lowercased() == value.lowercased() })
        case .link: ("link", [], true)
        }
        guard !found else { return nil }
        var message = "the app map has no \(kind) '\(value)'"
        if let close = closestName(to: value, among: known) {
            message += " (did you mean '\(close)'?)"
        } else {
            let listed = known.prefix(12).map { "'\($0)'" }.joined(separator: ", ")
            message += known.isEmpty ? "; it has none" : "; its \(kind)s are \(listed)" + (known.count > 12 ? ", ..." : "")
        }
        return message
    }

    /// What a link written in a step reaches.
    enum LinkFate {
        case routed(route: Int, event: String)
        /// The OS does not open the app, or no route takes the link: why,
        /// and the route pattern closest to the link.
        case notRouted(String, closest: String?)
    }

    func fate(of value: String, form: ParameterRole.LinkForm) -> LinkFate {
        if let known = fates.fates[FateCache.Key(value: value, form: form)] { return known }
        var fate = resolve(value, form: form)
        if case .notRouted(let reason, _) = fate { fate = .notRouted(reason, closest: closestRoute(to: value)) }
        if fates.fates.count > 20_000 { fates.fates.removeAll() }
        fates.fates[FateCache.Key(value: value, form: form)] = fate
        return fate
    }

    private final class FateCache {
        struct Key: Hashable {
            var value: String
            var form: ParameterRole.LinkForm
        }

        var fates: [Key: LinkFate] = [:]
    }

    private func resolve(_ value: String, form: ParameterRole.LinkForm) -> LinkFate {
        var link = value
        switch form {
        case .afterScheme:
            guard let scheme = map.schemes.first else { return .notRouted("the app map registers no scheme", closest: nil) }
            link = "\(scheme)://\(value)"
        case .url:
            guard let colon = value.range(of: "://") else {
                return .notRouted("'\(value)' has no scheme; the OS opens only full URLs", closest: nil)
            }
            let scheme = value[..<colon.lowerBound].lowercased()
            if scheme == "https" || scheme == "http" {
                let host = value[colon.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }.lowercased()
                guard scheme == "https", map.universalLinkHosts.contains(host) else {
                    return .notRouted("the app claims no universal links on '\(scheme)://\(host)': the browser opens it", closest: nil)
                }
            } else if !map.schemes.contains(scheme) {
                return .notRouted("the app does not register the scheme '\(scheme)': the OS does not open it", closest: nil)
            }
        case .inApp:
            break
        }
        switch app.resolution(of: link) {
        case .event(let event, let route):
            return .routed(route: map.routes.firstIndex { $0.name == route } ?? 0, event: event.description)
        case .none(let reason), .unknownEvent(_, let reason):
            return .notRouted(reason, closest: nil)
        }
    }

    /// The route pattern closest to a link no route takes, for "did you mean".
    private func closestRoute(to link: String) -> String? {
        var path = Substring(link)
        if let colon = path.range(of: "://") { path = path[colon.upperBound...] }
        return closestName(to: String(path), among: map.routes.map(\.pattern))
    }

    /// Where a name or a route is written in `app.json`.
    func position(of value: String, role: ParameterRole) -> Position? {
        switch role {
        case .screen: return positions["screen:\(value)"] ?? positions["screen-target:\(value)"]
        case .tab: return positions["tab:\(value)"]
        case .flavour: return positions["flavour:\(value)"]
        case .intent:
            let index = map.routes.firstIndex { $0.intent.lowercased() == value.lowercased() }
            return index.flatMap { positions["route:\($0)"] }
        case .link: return nil
        }
    }

    func position(ofRoute index: Int) -> Position? {
        positions["route:\(index)"]
    }

    private mutating func recordPositions(_ root: JSONValue) {
        func at(_ value: JSONValue) -> Position { Position(line: max(value.line - 1, 0), character: max(value.column - 1, 0)) }
        for (index, route) in (root["routes"]?.array ?? []).enumerated() {
            positions["route:\(index)"] = at(route)
            for key in ["push", "present"] {
                if let target = route[key], let name = target.string, positions["screen-target:\(name)"] == nil {
                    positions["screen-target:\(name)"] = at(target)
                }
            }
        }
        for screen in root["screens"]?.array ?? [] {
            if let name = screen.string ?? screen["name"]?.string, positions["screen:\(name)"] == nil {
                positions["screen:\(name)"] = at(screen)
            }
        }
        for tab in root["tabs"]?.array ?? [] {
            guard let name = tab["name"]?.string else { continue }
            positions["tab:\(name)"] = at(tab)
            if let root = tab["root"], let screen = root.string, positions["screen-target:\(screen)"] == nil {
                positions["screen-target:\(screen)"] = at(root)
            }
        }
        for member in root["flavours"]?.object ?? [] {
            positions["flavour:\(member.key)"] = Position(line: max(member.keyLine - 1, 0), character: max(member.keyColumn - 1, 0))
        }
        if let login = root["loginScreen"], let name = login.string, positions["screen-target:\(name)"] == nil {
            positions["screen-target:\(name)"] = at(login)
        }
    }
}
