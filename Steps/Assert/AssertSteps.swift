import LinkSpecRunner

/// Then: check the app, and on failure say what was expected, what the app
/// shows (`SimulatedApp.stateDescription`) and its latest events.
enum AssertSteps {
    static func register(into library: inout StepLibrary<AppWorld>) {
        ScreenAssertions.register(into: &library)
        TabSteps.register(into: &library)
        ScreenStackAssertion.register(into: &library)
        PromptAssertions.register(into: &library)
        LinkFateAssertions.register(into: &library)
        AnalyticsAssertions.register(into: &library)
        RoutingTableAssertion.register(into: &library)
    }
}
