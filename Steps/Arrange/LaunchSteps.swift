import LinkSpecRunner
import SimulatedApp

/// The app's launch state: running in front, not running, in the background.
enum LaunchSteps {
    static func register(into library: inout StepLibrary<AppWorld>) {
        // Running, in the foreground, logged out.
        library.given("the app is launched") { world in
            world.perform { app in
                app.launch()
                app.logOut()
            }
        }

        // The next link cold-starts it; the session (the keychain) survives.
        library.given("the app is not running") { world in
            world.perform { app in app.terminate() }
        }

        library.given("the app is in the background") { world in
            world.perform { app in
                app.launch()
                app.moveToBackground()
            }
        }
    }
}
