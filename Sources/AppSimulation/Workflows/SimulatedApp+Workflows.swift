/// Running a workflow step by step; a step that must wait suspends the workflow as
/// a pending link that resumes at that step.
extension SimulatedApp {
    mutating func runWorkflow(_ name: String, _ task: RouteTask) -> LinkOutcome {
        guard let workflow = map.workflow(named: name) else { return ignore(task.link, "unknown workflow '\(name)'") }
        var task = task
        if !task.workflowStarted {
            task.workflowStarted = true
            log(.workflowStarted(name: name))
        }
        var note: String?
        while task.workflowStep < workflow.steps.count {
            let step = workflow.steps[task.workflowStep]
            let needsLogin: Bool
            switch step {
            case .waitForLogin: needsLogin = true
            // They need the tab bar, there logged out only when the map says so.
            case .selectTab, .push, .pushScreenNamedBy: needsLogin = !map.tabsWhenLoggedOut
            case .present: needsLogin = false
            }
            if needsLogin, !session.isLoggedIn {
                log(.workflowWaiting(name: name, reason: "step \(task.workflowStep + 1) (\(step)) needs login"))
                return waitForLogin(task, reason: "workflow '\(name)' waits for login")
            }
            switch step {
            case .waitForLogin: break
            case .selectTab(let tab):
                dismissAllPresented()
                select(tab: tab)
            case .push(let screen, let tab):
                push(Screen(screen, context: task.event.context), onTab: tab)
            case .present(let screen):
                presentForLink(Screen(screen, context: task.event.context))
            case .pushScreenNamedBy(let parameter, let screens, let tab):
                let value = task.event[parameter]?.text
                if let value, let key = screens.keys.sorted().first(where: { $0.lowercased() == value.lowercased() }), let screen = screens[key] {
                    push(Screen(screen), onTab: tab)
                } else {
                    note = value.map { "unknown \(parameter) '\($0)': navigates nowhere" } ?? "no \(parameter): navigates nowhere"
                }
            }
            task.workflowStep += 1
        }
        log(.workflowCompleted(name: name, note: note))
        return finishRouting(task)
    }
}
