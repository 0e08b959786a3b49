import LinkSpecRunner

/// When: what the OS, the user or the in-app router does.
enum ActSteps {
    static func register(into library: inout StepLibrary<AppWorld>) {
        OpenLinkSteps.register(into: &library)
        LoginSteps.register(into: &library)
        PasswordSteps.register(into: &library)
        NavigationSteps.register(into: &library)
        BrowserSteps.register(into: &library)
    }
}
