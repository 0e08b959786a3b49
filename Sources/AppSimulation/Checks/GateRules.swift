/// `gate-bypass`: a route that shows a screen marked `login` or `clinicalAccess`
/// without requiring as much. What a route requires is raised as the app raises
/// it: a tab action needs login, and a workflow's screens after `waitForLogin` do.
enum GateRules {
    static func findings(in document: AppMapDocument) -> [CheckFinding] {
        let map = document.map
        var findings: [CheckFinding] = []
        for (i, route) in map.routes.enumerated() {
            for (screen, requirement) in screens(shownBy: route, in: map) {
                let marked = map.requirement(ofScreen: screen)
                guard marked > requirement else { continue }
                let path = document.states("$.routes[\(i)].requires") ? "$.routes[\(i)].requires" : "$.routes[\(i)]"
                findings.append(CheckFinding(.gateBypass, at: document.location(of: path),
                    "route '\(route.name)' shows '\(screen)', marked \(marked), but requires \(requirement == .none ? "nothing" : "only \(requirement)"): a link shows it without \(marked == .login ? "login" : "clinical access")"))
            }
        }
        return findings
    }

    /// Each screen the route shows, with what holds when it is shown.
    static func screens(shownBy route: Route, in map: AppMap) -> [(screen: String, requirement: Requirement)] {
        var requirement = route.requires
        switch route.action {
        case .selectTab(let tab):
            return map.tab(named: tab).map { [($0.rootScreen, max(requirement, .login))] } ?? []
        case .push(let screen, _):
            return [(screen, max(requirement, .login))]
        case .present(let screen):
            return [(screen, requirement)]
        case .runWorkflow(let name):
            var shown: [(String, Requirement)] = []
            for step in map.workflow(named: name)?.steps ?? [] {
                switch step {
                case .waitForLogin: requirement = max(requirement, .login)
                case .selectTab(let tab): if let root = map.tab(named: tab)?.rootScreen { shown.append((root, max(requirement, .login))) }
                case .push(let screen, _): shown.append((screen, max(requirement, .login)))
                case .present(let screen): shown.append((screen, requirement))
                case .pushScreenNamedBy(_, let screens, _): shown += screens.values.sorted().map { ($0, max(requirement, .login)) }
                }
            }
            return shown
        }
    }
}
