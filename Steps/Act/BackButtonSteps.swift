/// Android's back button, over the app's back stack.
enum BackButtonSteps {
    static func register(into library: inout StepLibrary<AppWorld>) {
        library.when("I press back",
                     doc: "Android's back button: closes the password prompt or the presented screen, pops the tab, "
                        + "returns to the start tab, and there finishes an activity a link started (showing the one below) "
                        + "or moves the app to the background.") { world in
            try world.pressBack()
        }
    }
}
