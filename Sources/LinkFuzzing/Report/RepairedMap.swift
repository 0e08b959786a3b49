import AppSimulation

/// The app map as it should have been: every route requires at least what the
/// screens it shows are marked with. Replaying a violation on it tells what an
/// honest app would show, which becomes the reproducing scenario's `Then`.
enum RepairedMap {
    static func make(from map: AppMap, requirements: [String: Requirement]) -> AppMap? {
        let routes = map.routes.map { route -> Route in
            var repaired = route
            let needed = map.screens(shownBy: route).map { requirements[$0.screen] ?? .none }.max() ?? .none
            repaired.requires = max(route.requires, needed)
            return repaired
        }
        return try? map.replacingRoutes(routes)
    }
}
