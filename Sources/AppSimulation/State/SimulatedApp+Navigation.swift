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
