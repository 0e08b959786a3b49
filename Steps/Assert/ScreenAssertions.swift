/// The topmost visible screen, and whether anything is presented.
enum ScreenAssertions {
    static func register(into library: inout StepLibrary<AppWorld>) {
        library.then("the {string} screen is displayed", doc: "Checks the topmost visible screen.", roles: [.screen]) { (world, name: String) in
            try assertDisplayed(name, world)
        }
        library.then("the {screen name} screen is displayed", doc: "Checks the topmost visible screen, named as the app map names it.",
                     roles: [.screen]) { (world, name: String) in
            try assertDisplayed(name, world)
        }

        library.then("the {string} screen is displayed with {word} {string}",
                     doc: "Checks the topmost visible screen and a value of its context: with id \"42\".", roles: [.screen]) { (world, name: String, key: String, value: String) in
            try assertDisplayed(name, with: key, value, world)
        }
        library.then("the {screen name} screen is displayed with {word} {string}",
                     doc: "Checks the topmost visible screen, named as the app map names it, and a value of its context.",
                     roles: [.screen]) { (world, name: String, key: String, value: String) in
            try assertDisplayed(name, with: key, value, world)
        }

        library.then("no screen is presented", doc: "Checks that nothing is presented over the tab bar, the password prompt included.") { world in
            let app = world.app
            if app.isPasswordPromptShown {
                throw world.failure("expected no screen to be presented, but the password prompt is shown")
            }
            guard let top = app.presentedScreens.last else { return }
            throw world.failure("expected no screen to be presented, but \(quote(top.description)) is presented")
        }
    }

    static func assertDisplayed(_ name: String, _ world: AppWorld) throws {
        let visible = world.app.visibleScreen
        guard visible?.name != name else { return }
        throw world.failure("expected the \(quote(name)) screen to be displayed, but \(shown(visible))")
    }

    static func assertDisplayed(_ name: String, with key: String, _ value: String, _ world: AppWorld) throws {
        let visible = world.app.visibleScreen
        guard let visible, visible.name == name else {
            throw world.failure("expected the \(quote(name)) screen to be displayed with \(key) \(quote(value)), but \(shown(visible))")
        }
        guard visible.context[key] != value else { return }
        let actual = visible.context[key].map { "its \(key) is \(quote($0))" } ?? "it has no \(key)"
        throw world.failure("expected the \(quote(name)) screen to be displayed with \(key) \(quote(value)), but \(actual): \(visible)")
    }

    static func shown(_ screen: Screen?) -> String {
        screen.map { "\(quote($0.description)) is displayed" } ?? "nothing is displayed (the app is not running)"
    }
}
