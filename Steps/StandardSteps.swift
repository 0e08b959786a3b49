import LinkSpecRunner
import SimulatedApp

/// The standard deep-link steps: the phrases of the step library's contract
/// (issue 6), so a team writes `.feature` files against its `app.json` with no
/// Swift code.
///
///     let library = StandardSteps.library()
///     let runner = try ScenarioRunner(library: library) { AppWorld(map: map) }
///
/// A team adds its own steps with `StandardSteps.library().merged(with: teamSteps)`.
///
/// Phrases live in folders by role: `Arrange/` (Given: put the app in a state),
/// `Act/` (When: do what a user or the OS does), `Assert/` (Then: check, and
/// on failure say what the app shows and what it did last).
public enum StandardSteps {
    /// Every standard step.
    public static func library() -> StepLibrary<AppWorld> {
        var library = StepLibrary<AppWorld>()
        register(into: &library)
        return library
    }

    /// Given phrases bind Given steps (and the And/But after them), When phrases
    /// When steps, Then phrases Then steps, so `the {string} tab is selected`
    /// selects under Given and asserts under Then.
    public static func register(into library: inout StepLibrary<AppWorld>) {
        ArrangeSteps.register(into: &library)
        ActSteps.register(into: &library)
        AssertSteps.register(into: &library)
    }
}
