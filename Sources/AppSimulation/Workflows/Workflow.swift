/// A RIBs-style workflow: steps run one after another across the app's scopes; a
/// step may wait (for login) and the rest runs when it may.
public struct Workflow: Sendable, Hashable {
    public var name: String
    public var steps: [Step]

    public init(_ name: String, steps: [Step]) {
        self.name = name
        self.steps = steps
    }

    public enum Step: Sendable, Hashable, CustomStringConvertible {
        /// RIBs' `waitForLogin`: the workflow pauses until someone logs in.
        case waitForLogin
        case selectTab(String)
        case push(String, onTab: String?)
        case present(String)
        /// Push the screen that the value of a link parameter names, matched
        /// case-insensitively (`gameId=tictactoe` -> `Tic Tac Toe`); an unknown or
        /// missing value navigates nowhere and the workflow still completes.
        case pushScreenNamedBy(parameter: String, screens: [String: String], onTab: String?)

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
