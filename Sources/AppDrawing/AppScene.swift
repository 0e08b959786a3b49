import AppSimulation

/// What a picture reads from the app besides the view's own facts. The view is a
/// value, so the drawing and the words of the summary read one state.
extension SimulatedAppView {
    /// The selected tab's index in `tabs`; nil while logged out or not running.
    var selectedTabIndex: Int? { selectedTab.flatMap { tabs.firstIndex(of: $0) } }
    /// The screens of the selected tab, root first; the login screen alone while logged out.
    var pageStack: [Screen] { isRunning && selectedTab == nil ? [Screen(map.loginScreen)] : selectedTabScreens }
}
