/// What a user does by hand: tap a tab, close a presented screen.
enum NavigationSteps {
    static func register(into library: inout StepLibrary<AppWorld>) {
        library.when("I select the {string} tab", doc: "Taps the tab.", roles: [.tab]) { (world, tab: String) in
            try world.selectTab(tab)
        }
        library.when("I select the {tab name} tab", doc: "Taps the tab, named as the app map names it.", roles: [.tab]) { (world, tab: String) in
            try world.selectTab(tab)
        }
        library.when("I dismiss the presented screen", doc: "Dismisses the screen presented over the tab bar.") { world in
            try world.dismissPresentedScreen()
        }
    }
}
