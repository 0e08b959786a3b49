import LinkSpecRunner
import SimulatedApp

/// What a user does by hand: tap a tab, close a presented screen.
enum NavigationSteps {
    static func register(into library: inout StepLibrary<AppWorld>) {
        library.when("I select the {string} tab") { (world, tab: String) in
            try ScreenArrangeSteps.selectTab(tab, world)
        }
        library.when("I dismiss the presented screen") { world in
            do throws(SimulatedAppError) {
                try world.perform { app throws(SimulatedAppError) in try app.dismissPresentedScreen() }
            } catch {
                throw world.failure(error, doing: "dismiss the presented screen")
            }
        }
    }
}
