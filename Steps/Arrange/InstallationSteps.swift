/// Whether the app is on the phone at all.
enum InstallationSteps {
    static func register(into library: inout StepLibrary<AppWorld>) {
        library.given("the app is not installed",
                      doc: "The app is not on the phone: a web link opens the browser, a custom scheme opens nothing, "
                        + "and Chrome follows an intent's fallback.") { world in
            world.uninstall()
        }
    }
}
