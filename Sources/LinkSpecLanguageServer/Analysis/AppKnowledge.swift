import AppFiles
import AppSimulation
import Foundation
import LinkSpecPlatform
import LinkSpecSteps

/// What an app map says about the names steps use, for checking, completing
/// and finding them: its screens, tabs, flavours and intents, which route a
/// link reaches, and where each is written in `app.json`.
struct AppKnowledge {
    let map: AppMap
    /// The map as read from `app.json`, with positions; nil for a map built in Swift.
    let document: AppMapDocument?
    var path: String? { document?.file }
    let screens: [String]
    let tabs: [String]
    let flavours: [String]
    let intents: [String]
    /// The names of `app.json`'s `signingCertificates`.
    let certificates: [String]
    /// The app on each platform: a link is judged by the OS of its feature's platform.
    private let apps: [MobilePlatform: SimulatedApp]
    /// Links already resolved: a suite opens the same links again and again,
    /// and every edit checks the whole file.
    private let fates = FateCache()

    init(map: AppMap, routing: RoutingFunction?, document: AppMapDocument?) {
        self.map = map
        self.document = document
        var apps = [MobilePlatform.iOS: SimulatedApp(map: map, routing: routing)]
        if map.android != nil { apps[.android] = SimulatedApp(map: map, routing: routing, platform: .android) }
        self.apps = apps
        screens = AppParameterRole.screen.names(in: map)
        tabs = AppParameterRole.tab.names(in: map)
        flavours = AppParameterRole.flavour.names(in: map)
        intents = AppParameterRole.intent.names(in: map)
        certificates = AppParameterRole.certificate.names(in: map)
    }

    /// The names a parameter of this role may take, in the map's order.
    func names(for role: AppParameterRole) -> [String] {
        switch role {
        case .screen: return screens
        case .tab: return tabs
        case .flavour: return flavours
        case .intent: return intents
        case .certificate: return certificates
        case .link: return []
        }
    }

    /// What is wrong with a name the map should know, or nil: the message a
    /// run stops on too (`AppParameterRole.problem(with:among:)`).
    func problem(with value: String, role: AppParameterRole) -> String? {
        role.problem(with: value, among: names(for: role))
    }

    /// What a link written in a step reaches.
    enum LinkFate {
        case routed(route: Int, event: String)
        /// The OS does not open the app, or no route takes the link: why,
        /// and the route pattern closest to the link.
        case notRouted(String, closest: String?)
    }

    /// What the link reaches on `platform` (iOS when the map names no Android files).
    func fate(of value: String, form: AppParameterRole.LinkForm, on platform: MobilePlatform = .iOS) -> LinkFate {
        guard let app = apps[platform] ?? apps[.iOS] else { return .notRouted("no app", closest: nil) }
        let key = FateCache.Key(value: value, form: form, platform: app.platform)
        if let known = fates.fates[key] { return known }
        var fate = resolve(value, form: form, app: app)
        if case .notRouted(let reason, _) = fate { fate = .notRouted(reason, closest: closestRoute(to: value)) }
        if fates.fates.count > 20_000 { fates.fates.removeAll() }
        fates.fates[key] = fate
        return fate
    }

    private final class FateCache {
        struct Key: Hashable {
            var value: String
            var form: AppParameterRole.LinkForm
            var platform: MobilePlatform
        }

        var fates: [Key: LinkFate] = [:]
    }

    private func resolve(_ value: String, form: AppParameterRole.LinkForm, app: SimulatedApp) -> LinkFate {
        var link = value
        switch form {
        case .afterScheme:
            guard let scheme = map.deepLinkScheme else { return .notRouted("the app map registers no scheme", closest: nil) }
            link = "\(scheme)://\(value)"
        case .universalLink:
            guard value.lowercased().hasPrefix("https://") || value.lowercased().hasPrefix("http://") else {
                return .notRouted("only a universal link (an https link) opens the app this way", closest: nil)
            }
            fallthrough
        case .url, .packageIntent:
            // The OS's rules are the simulated OS's own, as a run meets them;
            // the routes route the link the app receives (a Chrome intent's data).
            switch app.handOver(of: value, via: form == .packageIntent ? .androidIntent : .system) {
            case .app(let received): link = received
            case .refused(let refusal): return .notRouted(refusal, closest: nil)
            }
        case .inApp:
            break
        case .notification:
            link = app.resolvedNotificationLink(value) ?? value
        }
        switch app.resolution(of: link) {
        case .event(let event, let route):
            let index = map.routes.firstIndex { $0.name == route } ?? 0
            if let handedBack = map.routes.indices.contains(index) ? SimulatedApp.browserHandBack(by: map.routes[index]) : nil {
                return .notRouted("the browser opens it: \(handedBack)", closest: nil)
            }
            return .routed(route: index, event: event.description)
        case .none(let reason), .unknownEvent(_, let reason):
            return .notRouted(reason, closest: nil)
        }
    }

    /// The route pattern closest to a link no route takes, for "did you mean".
    private func closestRoute(to link: String) -> String? {
        var path = Substring(link)
        if let colon = path.range(of: "://") { path = path[colon.upperBound...] }
        return Spelling.closest(to: String(path), among: map.routes.map(\.pattern))
    }

    /// Where a name or a route is written in `app.json`.
    func position(of value: String, role: AppParameterRole) -> Position? {
        switch role {
        case .screen:
            if let index = map.screens.firstIndex(where: { $0.name == value }) { return position(at: "$.screens[\(index)]") }
            // A screen named only where it is shown: a route, a tab's root, the login screen.
            for (index, route) in map.routes.enumerated() {
                switch route.action {
                case .push(value, _): return position(at: "$.routes[\(index)].push")
                case .present(value): return position(at: "$.routes[\(index)].present")
                default: continue
                }
            }
            if let index = map.tabs.firstIndex(where: { $0.rootScreen == value }) { return position(at: "$.tabs[\(index)].root") }
            return value == map.loginScreen ? position(at: "$.loginScreen") : nil
        case .tab: return map.tabs.firstIndex { $0.name == value }.flatMap { position(at: "$.tabs[\($0)]") }
        case .flavour: return position(at: "$.flavours.\(value)")
        case .intent: return map.routes.firstIndex { $0.intent.lowercased() == value.lowercased() }.flatMap(position(ofRoute:))
        case .certificate: return position(at: "$.signingCertificates.\(value)")
        case .link: return nil
        }
    }

    func position(ofRoute index: Int) -> Position? {
        position(at: "$.routes[\(index)]")
    }

    /// Where the JSON path is written, lines and columns from 0; nil where
    /// `app.json` does not have it.
    private func position(at path: String) -> Position? {
        guard let document, document.states(path) else { return nil }
        let location = document.location(of: path)
        return Position(line: max(location.line - 1, 0), character: max(location.column - 1, 0))
    }
}
