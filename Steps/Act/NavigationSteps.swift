import LinkSpecRunner
import AppSimulation

/// What a user does by hand: tap a tab, close a presented screen.
enum NavigationSteps {
    static func register(into library: inout StepLibrary<AppWorld>) {
        library.when("I select the {string} tab", doc: "Taps the tab.", roles: [.tab]) { (world, tab: String) in
            try ScreenArrangeSteps.selectTab(tab, world)
        }
        library.when("I dismiss the presented screen", doc: "Dismisses the screen presented over the tab bar.") { world in
            do throws(SimulatedAppError) {
                try world.perform { app throws(SimulatedAppError) in try app.dismissPresentedScreen() }
            } catch {
                throw world.failure(error, doing: "dismiss the presented screen")
            }
        }
    }
}
