/// The navigation primitives that routes and workflows use; each logs what it did.
extension SimulatedApp {
    mutating func dismissAllPresented() {
        while let top = presented.popLast() { log(.screenDismissed(top)) }
    }

    mutating func select(tab name: String) {
        guard var bar = tabBar, let index = bar.index(of: name), index != bar.selectedIndex else { return }
        bar.selectedIndex = index
        tabBar = bar
        log(.tabSelected(tab: name))
    }

    /// Pushes on a tab's stack, or pops to the same screen where the finder finds it.
    mutating func push(_ screen: Screen, onTab tab: String?) {
        dismissAllPresented()
        if let tab { select(tab: tab) }
        guard var bar = tabBar, bar.tabs.indices.contains(bar.selectedIndex) else { return }
        var selected = bar.tabs[bar.selectedIndex]
        // How many pushed screens stay: all but those above the screen, where it is found.
        let kept = selected.root == screen ? 0 : selected.pushed.firstIndex(of: screen).map { $0 + 1 }
        if let kept {
            let popped = kept < selected.pushed.count
            selected.pushed.removeSubrange(kept...)
            if popped { log(.poppedTo(screen, tab: selected.name)) }
            log(.screenReused(screen))
        } else {
            selected.pushed.append(screen)
            log(.screenPushed(screen, tab: selected.name))
        }
        bar.tabs[bar.selectedIndex] = selected
        tabBar = bar
    }

    /// Does what a workflow step (or a route's action) says; a note when it navigates nowhere.
    mutating func take(_ step: Workflow.Step, for task: RouteTask) -> String? {
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
            guard let value, let key = screens.keys.sorted().first(where: { $0.lowercased() == value.lowercased() }),
                  let screen = screens[key] else {
                return value.map { "unknown \(parameter) '\($0)': navigates nowhere" } ?? "no \(parameter): navigates nowhere"
            }
            push(Screen(screen), onTab: tab)
        }
        return nil
    }

    /// Presents over the tab bar after dismissing whatever is presented; where the
    /// same screen is already presented, it is shown again instead.
    mutating func presentForLink(_ screen: Screen) {
        if let found = presented.firstIndex(of: screen) {
            while presented.count > found + 1, let top = presented.popLast() { log(.screenDismissed(top)) }
            log(.screenReused(screen))
            return
        }
        dismissAllPresented()
        presented.append(screen)
        log(.screenPresented(screen))
    }
}
