/// The root while logged in (and logged out too in an app map with
/// `tabsWhenLoggedOut`): ordered tabs, each with a root screen and its own
/// navigation stack. It exists only while the app runs.
struct TabBar: Sendable, Hashable {
    struct Tab: Sendable, Hashable {
        var name: String
        var root: Screen
        var pushed: [Screen] = []
    }

    var tabs: [Tab]
    var selectedIndex: Int

    init(tabs: [AppMap.Tab], selecting initial: String) {
        self.tabs = tabs.map { Tab(name: $0.name, root: Screen($0.rootScreen)) }
        self.selectedIndex = tabs.firstIndex { $0.name == initial } ?? 0
    }

    var selected: Tab? { tabs.indices.contains(selectedIndex) ? tabs[selectedIndex] : nil }

    func index(of name: String) -> Int? { tabs.firstIndex { $0.name == name } }
}
