import LinkSpecRunner

/// Given: put the app in a state, without asserting anything.
enum ArrangeSteps {
    static func register(into library: inout StepLibrary<AppWorld>) {
        LaunchSteps.register(into: &library)
        SessionSteps.register(into: &library)
        ConfigurationSteps.register(into: &library)
        ScreenArrangeSteps.register(into: &library)
        BrowserChoiceSteps.register(into: &library)
    }
}
