/// The clinical-access password prompt, shown modally over everything, holding the
/// route that waits for the answer.
struct PasswordPrompt: Sendable {
    static let screen = Screen("Password Prompt")
    var task: RouteTask
}
