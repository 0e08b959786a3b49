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
    /// first, then the team's own; or only the team's. With the app map, the
    /// screens and tabs steps may write without quotes are its own (see
    /// `StepLibrary.forApp(_:)`).
    package static func library(adding team: StepLibrary<AppWorld>, standardSteps: Bool, app map: AppMap? = nil) -> StepLibrary<AppWorld> {
        let library = standardSteps ? library().merged(with: team) : team
        return map.map(library.forApp) ?? library
    }

    /// Given phrases bind Given steps (and the And/But after them), When phrases
    /// When steps, Then phrases Then steps, so `the {string} tab is selected`
    /// selects under Given and asserts under Then.
    package static func register(into library: inout StepLibrary<AppWorld>) {
        // {screen name} and {tab name}: the app map's names, written without quotes.
        library.parameterType("screen name", namesOf: .screen)
        library.parameterType("tab name", namesOf: .tab)
        // Arrange (Given): put the app in a state, without asserting anything.
        LaunchSteps.register(into: &library)
        SessionSteps.register(into: &library)
        ConfigurationSteps.register(into: &library)
        ScreenArrangeSteps.register(into: &library)
        BrowserChoiceSteps.register(into: &library)
        InstallationSteps.register(into: &library)
        AndroidSettingsSteps.register(into: &library)
        // Act (When): what the OS, the user or the in-app router does.
        OpenLinkSteps.register(into: &library)
        LoginSteps.register(into: &library)
        PasswordSteps.register(into: &library)
        NavigationSteps.register(into: &library)
        BrowserSteps.register(into: &library)
        NotificationSteps.register(into: &library)
        SystemSurfaceSteps.register(into: &library)
        OtherAppSteps.register(into: &library)
        SignInSteps.register(into: &library)
        InstallSteps.register(into: &library)
        BackButtonSteps.register(into: &library)
        AndroidEntrySteps.register(into: &library)
        // Assert (Then): check the app; on failure say what was expected, what
        // the app shows and its latest events.
        ScreenAssertions.register(into: &library)
        TabSteps.register(into: &library)
        ScreenStackAssertion.register(into: &library)
        PromptAssertions.register(into: &library)
        LinkFateAssertions.register(into: &library)
        AnalyticsAssertions.register(into: &library)
        RoutingTableAssertion.register(into: &library)
        EntryPointAssertions.register(into: &library)
    }
}

extension StepLibrary where World == AppWorld {
    /// The library for a run against `map`: `{screen name}` and `{tab name}` match its
    /// screens and tabs by name, as written, without quotes (`Then the Some
    /// Screen screen is displayed`, `Given the chat tab is selected`); a name
    /// the map does not have binds no phrase, and "did you mean" proposes the
    /// closest it has. Until named for an app they match nothing.
    package func forApp(_ map: AppMap) -> StepLibrary<AppWorld> {
        naming(StepVocabulary(app: map))
    }
}
