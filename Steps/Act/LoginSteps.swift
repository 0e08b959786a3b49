/// Logging in from the login screen: links that waited for login run now.
enum LoginSteps {
    static func register(into library: inout StepLibrary<AppWorld>) {
        library.when("I log in as a mock user", doc: "Logs in as the mock user; links waiting for login run now.") { world in
            try world.logIn(as: SessionSteps.mockUser)
        }
        library.when("I log in as {string}", doc: "Logs in as the named user; links waiting for login run now.") { (world, user: String) in
            try world.logIn(as: user)
        }
        // The RIBs tutorial's login form takes two player names; the session
        // holds both, and workflows waiting for login go on.
        library.when("players {string} and {string} log in", doc: "Logs both players in as one session; workflows waiting for login go on.") { (world, first: String, second: String) in
            try world.checkUserName(first)
            try world.checkUserName(second)
            try world.logIn(as: "\(first) and \(second)")
        }
        library.when("I log out", doc: "Logs out.") { world in
            world.logOut()
        }
    }
}
