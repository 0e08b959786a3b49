/// Who is logged in. Unlike `I log in as ...` (When), these state a fact:
/// already logged in as that user, nothing happens.
enum SessionSteps {
    /// The user of `I'm logged in as a mock user` and `I log in as a mock user`.
    static let mockUser = "mock user"

    static func register(into library: inout StepLibrary<AppWorld>) {
        library.given("I'm logged in as a mock user", doc: "Logs in as the mock user, unless it is logged in already.") { world in
            try beLoggedIn(as: mockUser, world)
        }
        library.given("I am logged in as {string}", doc: "Logs in as the named user, unless they are logged in already.") { (world, user: String) in
            try beLoggedIn(as: user, world)
        }
        library.given("I'm logged out", doc: "Logs out.") { world in world.logOut() }
        library.given("I am logged out", doc: "Logs out.") { world in world.logOut() }
    }

    static func beLoggedIn(as user: String, _ world: AppWorld) throws {
        try world.checkUserName(user)
        guard world.app.session.user != user else { return }
        try world.logIn(as: user)
    }
}
