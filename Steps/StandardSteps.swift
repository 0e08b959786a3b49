/// The standard deep-link steps: the phrases of the step library's contract, so
/// a team writes `.feature` files against its `app.json` with no Swift code.
///
///     let library = StandardSteps.library()
///     let runner = try ScenarioRunner(library: library) { AppWorld(map: map) }
///
/// A team's steps come next to them through `steps:` (`LinkSpec.run`,
/// `Scenario.run`, `LinkSpecCommandLine.main`), which call `library(adding:)`.
///
/// Phrases live in folders by role: `Arrange/` (Given: put the app in a state),
/// `Act/` (When: do what a user or the OS does), `Assert/` (Then: check, and
/// on failure say what the app shows and what it did last).
package enum StandardSteps {
    package static func library() -> StepLibrary<AppWorld> {
        var library = StepLibrary<AppWorld>()
        register(into: &library)
        return library
    }

    /// The library of a run against the simulated app: the standard phrases
    /// first, then the team's own; or only the team's.
    package static func library(adding team: StepLibrary<AppWorld>, standardSteps: Bool) -> StepLibrary<AppWorld> {
        standardSteps ? library().merged(with: team) : team
    }

    /// Given phrases bind Given steps (and the And/But after them), When phrases
    /// When steps, Then phrases Then steps, so `the {string} tab is selected`
    /// selects under Given and asserts under Then.
    package static func register(into library: inout StepLibrary<AppWorld>) {
        // Arrange (Given): put the app in a state, without asserting anything.
        LaunchSteps.register(into: &library)
        SessionSteps.register(into: &library)
        ConfigurationSteps.register(into: &library)
        ScreenArrangeSteps.register(into: &library)
        BrowserChoiceSteps.register(into: &library)
        // Act (When): what the OS, the user or the in-app router does.
        OpenLinkSteps.register(into: &library)
        LoginSteps.register(into: &library)
        PasswordSteps.register(into: &library)
        NavigationSteps.register(into: &library)
        BrowserSteps.register(into: &library)
        // Assert (Then): check the app; on failure say what was expected, what
        // the app shows and its latest events.
        ScreenAssertions.register(into: &library)
        TabSteps.register(into: &library)
        ScreenStackAssertion.register(into: &library)
        PromptAssertions.register(into: &library)
        LinkFateAssertions.register(into: &library)
        AnalyticsAssertions.register(into: &library)
        RoutingTableAssertion.register(into: &library)
    }
}
