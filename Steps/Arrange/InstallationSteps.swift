/// The app not installed, the paste prompt's answer, and the lifecycle the app
/// receives links with.
enum InstallationSteps {
    static func register(into library: inout StepLibrary<AppWorld>) {
        library.given("the app is not installed",
                      doc: "Removes the app: links meet its web pages, the App Store or its App Clip (on Android the browser, or "
                        + "an intent's fallback); a custom scheme opens nothing; a fresh install starts logged out.") { world in
            world.removeApp()
        }
        library.given("the full app is not installed", doc: "The same as `the app is not installed`: App Clips open instead.") { world in
            world.removeApp()
        }
        library.given("I allow pasting", doc: "Answers the paste prompt of a pasteboard hand-off with Allow Paste.") { world in
            world.answerPastePrompt(allowing: true)
        }
        library.given("I don't allow pasting", doc: "Answers the paste prompt of a pasteboard hand-off with Don't Allow.") { world in
            world.answerPastePrompt(allowing: false)
        }
        library.given("the app's lifecycle is {string}",
                      doc: "Receives links through this lifecycle's APIs: \"appDelegate\", \"scenes\" or \"swiftUI\".") { (world, name: String) in
            try world.useLifecycle(name)
        }
    }
}
