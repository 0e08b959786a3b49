import LinkSpecRunner
import AppSimulation

/// What is on screen before the links arrive. `the {string} tab is selected`
/// is shared with Then, where it asserts (see `TabSteps`).
enum ScreenArrangeSteps {
    static func register(into library: inout StepLibrary<AppWorld>) {
        library.given("the {string} screen is presented", doc: "Presents the screen modally over the tab bar.",
                      roles: [.screen]) { (world, screen: String) in
            do throws(SimulatedAppError) {
                try world.perform { app throws(SimulatedAppError) in try app.present(screenNamed: screen) }
            } catch {
                throw world.failure(error, doing: "present \(quote(screen))")
            }
        }
    }

    /// Given: select the tab by hand.
    static func selectTab(_ tab: String, _ world: AppWorld) throws {
        do throws(SimulatedAppError) {
            try world.perform { app throws(SimulatedAppError) in try app.selectTab(tab) }
        } catch {
            throw world.failure(error, doing: "select the \(quote(tab)) tab")
        }
    }
}
