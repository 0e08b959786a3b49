/// `the {string} tab is selected`: under Given it selects the tab, under Then
/// it checks that the tab is selected. The runner binds definitions by keyword
/// (Given binds Context steps, Then binds Outcome steps; And/But take the type
/// of the step before), so the two meanings share one text.
enum TabSteps {
    static func register(into library: inout StepLibrary<AppWorld>) {
        library.given("the {string} tab is selected", doc: "Selects the tab.", roles: [.tab]) { (world, tab: String) in
            try world.selectTab(tab)
        }
        library.given("the {tab name} tab is selected", doc: "Selects the tab, named as the app map names it.", roles: [.tab]) { (world, tab: String) in
            try world.selectTab(tab)
        }
        library.then("the {string} tab is selected", doc: "Checks that the tab is selected.", roles: [.tab]) { (world, tab: String) in
            try assertSelected(tab, world)
        }
        library.then("the {tab name} tab is selected", doc: "Checks that the tab, named as the app map names it, is selected.",
                     roles: [.tab]) { (world, tab: String) in
            try assertSelected(tab, world)
        }
    }

    static func assertSelected(_ tab: String, _ world: AppWorld) throws {
        let selected = world.app.selectedTab
        guard selected != tab else { return }
        let actual = selected.map { "the \(quote($0)) tab is selected" } ?? "no tab is selected (there is no tab bar)"
        throw world.failure("expected the \(quote(tab)) tab to be selected, but \(actual)")
    }
}
