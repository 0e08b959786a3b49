import AppSimulation

/// The app map as it should have been: every route requires at least what the
/// screens it shows are marked with. Replaying a violation on it tells what an
/// honest app would show, which becomes the reproducing scenario's `Then`.
enum RepairedMap {
    static func make(from map: AppMap, requirements: [String: Requirement]) -> AppMap? {
        let routes = map.routes.map { route -> Route in
            var repaired = route
            let needed = screens(shownBy: route, in: map).map { requirements[$0] ?? .none }.max() ?? .none
            repaired.requires = max(route.requires, needed)
            return repaired
        }
        return try? map.replacingRoutes(routes)
    }

    static func screens(shownBy route: Route, in map: AppMap) -> [String] {
        switch route.action {
        case .present(let screen), .push(let screen, _): return [screen]
        case .selectTab(let tab): return map.tab(named: tab).map { [$0.rootScreen] } ?? []
        case .runWorkflow(let name):
            return (map.workflow(named: name)?.steps ?? []).flatMap { step -> [String] in
                switch step {
                case .push(let screen, _), .present(let screen): return [screen]
                case .pushScreenNamedBy(_, let screens, _): return screens.values.sorted()
                case .selectTab(let tab): return map.tab(named: tab).map { [$0.rootScreen] } ?? []
                case .waitForLogin: return []
                }
            }
        }
    }
}
