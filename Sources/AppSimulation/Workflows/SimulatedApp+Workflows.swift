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
            note = take(step, for: task) ?? note
            task.workflowStep += 1
        }
        log(.workflowCompleted(name: name, note: note))
        return finishRouting(task)
    }
}
