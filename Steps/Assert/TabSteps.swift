import Gherkin
import LinkSpecRunner

/// `the {string} tab is selected`: under Given it selects the tab, under Then
/// it checks that the tab is selected. One definition serves both because the
/// runner matches text whatever the keyword; the world knows the running
/// step's type (And/But take the type of the step before). A `*` step arranges.
enum TabSteps {
    static func register(into library: inout StepLibrary<AppWorld>) {
        library.step("the {string} tab is selected") { (world, tab: String) in
            if world.stepType == .outcome {
                try assertSelected(tab, world)
            } else {
                try ScreenArrangeSteps.selectTab(tab, world)
            }
        }
    }

    static func assertSelected(_ tab: String, _ world: AppWorld) throws {
        let selected = world.app.selectedTab
        guard selected != tab else { return }
        let actual = selected.map { "the \(quote($0)) tab is selected" } ?? "no tab is selected (there is no tab bar)"
        throw world.failure("expected the \(quote(tab)) tab to be selected, but \(actual)")
    }
}
