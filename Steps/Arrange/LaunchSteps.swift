/// The app's launch state: running in front, not running, in the background.
enum LaunchSteps {
    static func register(into library: inout StepLibrary<AppWorld>) {
        library.given("the app is launched", doc: "Launches the app: running, in the foreground, logged out.") { world in
            world.launch()
            world.logOut()
        }

        // The session (the keychain) survives.
        library.given("the app is not running", doc: "Terminates the app: the next link cold-starts it.") { world in
            world.terminate()
        }

        library.given("the app is in the background", doc: "Launches the app and moves it to the background.") { world in
            world.launch()
            world.moveToBackground()
        }
    }
}
