import AppSimulation

/// `gate-bypass`: a route that shows a screen marked `login` or `clinicalAccess`
/// without requiring as much. What a route requires is raised as the app raises
/// it: a tab action needs login, and a workflow's screens after `waitForLogin` do.
func gateFindings(in document: AppMapDocument) -> [CheckFinding] {
    let map = document.map
    var findings: [CheckFinding] = []
    for (i, route) in map.routes.enumerated() {
        for (screen, requirement) in map.screens(shownBy: route) {
            let marked = map.requirement(ofScreen: screen)
            guard marked > requirement else { continue }
            let path = document.states("$.routes[\(i)].requires") ? "$.routes[\(i)].requires" : "$.routes[\(i)]"
            findings.append(CheckFinding(.gateBypass, at: document.location(of: path),
                "route '\(route.name)' shows '\(screen)', marked \(marked), but requires \(requirement == .none ? "nothing" : "only \(requirement)"): a link shows it without \(marked == .login ? "login" : "clinical access")"))
        }
    }
    return findings
}
