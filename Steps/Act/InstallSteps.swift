/// Installing the app after a link was tapped: its first launch receives the
/// link by the app map's deferred-link method, or loses it.
enum InstallSteps {
    static func register(into library: inout StepLibrary<AppWorld>) {
        library.when("I install and open the app",
                     doc: "Installs the app from the App Store and opens it: a deferred link arrives, or is lost.") { world in
            try world.installAndOpen()
        }
    }
}
