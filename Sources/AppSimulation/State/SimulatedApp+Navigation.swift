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
        guard var bar = tabBar, let tabIndex = bar.tabs.indices.first(where: { $0 == bar.selectedIndex }) else { return }
        let tabName = bar.tabs[tabIndex].name
        if bar.tabs[tabIndex].root == screen {
            let popped = !bar.tabs[tabIndex].pushed.isEmpty
            bar.tabs[tabIndex].pushed = []
            tabBar = bar
            if popped { log(.poppedTo(screen, tab: tabName)) }
            log(.screenReused(screen))
        } else if let found = bar.tabs[tabIndex].pushed.firstIndex(of: screen) {
            let popped = found < bar.tabs[tabIndex].pushed.count - 1
            bar.tabs[tabIndex].pushed.removeSubrange((found + 1)...)
            tabBar = bar
            if popped { log(.poppedTo(screen, tab: tabName)) }
            log(.screenReused(screen))
        } else {
            bar.tabs[tabIndex].pushed.append(screen)
            tabBar = bar
            log(.screenPushed(screen, tab: tabName))
        }
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
