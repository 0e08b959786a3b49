import LinkSpecRunner

/// What is on screen before the links arrive. `the {string} tab is selected`
/// is shared with Then, where it asserts (see `TabSteps`).
enum ScreenArrangeSteps {
    static func register(into library: inout StepLibrary<AppWorld>) {
        library.given("the {string} screen is presented", doc: "Presents the screen modally over the tab bar.",
                      roles: [.screen]) { (world, screen: String) in
            try world.present(screenNamed: screen)
        }
        library.given("the {screen name} screen is presented", doc: "Presents the screen, named as the app map names it, modally over the tab bar.",
                      roles: [.screen]) { (world, screen: String) in
            try world.present(screenNamed: screen)
        }
    }
}
