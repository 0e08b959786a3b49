/// A RIBs-style workflow: steps run one after another across the app's scopes; a
/// step may wait (for login) and the rest runs when it may.
public struct Workflow: Sendable, Hashable {
    /// The name routes run it by.
    public var name: String
    /// The steps in order.
    public var steps: [Step]

    /// `Workflow("launchGame", steps: [.waitForLogin, .selectTab("home")])`.
    public init(_ name: String, steps: [Step]) {
        self.name = name
        self.steps = steps
    }

    /// One step of a workflow.
    public enum Step: Sendable, Hashable, CustomStringConvertible {
        /// RIBs' `waitForLogin`: the workflow pauses until someone logs in.
        case waitForLogin
        /// Select the tab.
        case selectTab(String)
        /// Push the screen on the tab's stack (the selected tab when nil).
        case push(String, onTab: String?)
        /// Present the screen over the tab bar.
        case present(String)
        /// Push the screen that the value of a link parameter names, matched
        /// case-insensitively (`gameId=tictactoe` -> `Tic Tac Toe`); an unknown or
        /// missing value navigates nowhere and the workflow still completes.
        case pushScreenNamedBy(parameter: String, screens: [String: String], onTab: String?)

        /// `wait for login`, `select tab home`, ...
        public var description: String {
            switch self {
            case .waitForLogin: return "wait for login"
            case .selectTab(let tab): return "select tab \(tab)"
            case .push(let screen, let tab): return "push \(screen)" + (tab.map { " on \($0)" } ?? "")
            case .present(let screen): return "present \(screen)"
            case .pushScreenNamedBy(let parameter, _, let tab): return "push the screen named by \(parameter)" + (tab.map { " on \($0)" } ?? "")
            }
        }
    }
}
