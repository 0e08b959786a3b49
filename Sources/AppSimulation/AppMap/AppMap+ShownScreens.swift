extension AppMap {
    /// Each screen the route shows, with what holds when it is shown (the
    /// route's requirement, raised to login where a workflow waits for it or
    /// a tab's stack is involved, unless the tabs are there logged out): `linkspec check`'s gate rules and the link
    /// fuzzer's repaired map both read it.
    package func screens(shownBy route: Route) -> [(screen: String, requirement: Requirement)] {
        var requirement = route.requires
        var shown: [(String, Requirement)] = []
        var steps = route.action.step.map { [$0] } ?? []
        if case .runWorkflow(let name) = route.action { steps = workflow(named: name)?.steps ?? [] }
        for step in steps {
            switch step {
            case .waitForLogin:
                requirement = max(requirement, .login)
            case .selectTab(let tab):
                if let root = self.tab(named: tab)?.rootScreen { shown.append((root, max(requirement, tabBarRequirement))) }
            case .push(let screen, _):
                shown.append((screen, max(requirement, tabBarRequirement)))
            case .present(let screen):
                shown.append((screen, requirement))
            case .pushScreenNamedBy(_, let screens, _):
                shown += screens.values.sorted().map { ($0, max(requirement, tabBarRequirement)) }
            }
        }
        return shown
    }
}
