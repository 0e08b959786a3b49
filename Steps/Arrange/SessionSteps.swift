import Foundation
import LinkSpecRunner
import AppSimulation

/// Who is logged in. Unlike `I log in as ...` (When), these state a fact:
/// already logged in as that user, nothing happens.
enum SessionSteps {
    /// The user of `I'm logged in as a mock user` and `I log in as a mock user`.
    static let mockUser = "mock user"

    static func register(into library: inout StepLibrary<AppWorld>) {
        library.given("I'm logged in as a mock user", doc: "Logs in as the mock user, unless it is logged in already.") { world in
            beLoggedIn(as: mockUser, world)
        }
        library.given("I am logged in as {string}", doc: "Logs in as the named user, unless they are logged in already.") { (world, user: String) in
            try checkUserName(user, world)
            beLoggedIn(as: user, world)
        }
        library.given("I'm logged out", doc: "Logs out.") { world in
            world.perform { app in app.logOut() }
        }
        library.given("I am logged out", doc: "Logs out.") { world in
            world.perform { app in app.logOut() }
        }
    }

    static func beLoggedIn(as user: String, _ world: AppWorld) {
        guard world.app.session.user != user else { return }
        world.perform { app in app.logIn(as: user) }
    }

    static func checkUserName(_ user: String, _ world: AppWorld) throws {
        if isBlank(user) {
            throw world.failure("a user name cannot be empty")
        }
    }

    /// Empty or whitespace only, as Foundation trims it. The trimming costs tens
    /// of thousands of instructions, and any ASCII byte but space and tab is not
    /// whitespace, so a name with one is not blank without asking.
    static func isBlank(_ user: String) -> Bool {
        if user.utf8.contains(where: { $0 < 0x80 && $0 != 0x20 && $0 != 0x09 }) { return false }
        return user.trimmingCharacters(in: .whitespaces).isEmpty
    }
}
