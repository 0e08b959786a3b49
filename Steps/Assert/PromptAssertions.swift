/// The clinical-access password prompt.
enum PromptAssertions {
    static func register(into library: inout StepLibrary<AppWorld>) {
        library.then("a password prompt is shown", doc: "Checks that the clinical access password prompt is shown.") { world in
            guard !world.app.isPasswordPromptShown else { return }
            throw world.failure("expected a password prompt to be shown, but none is")
        }
        library.then("no password prompt is shown", doc: "Checks that no password prompt is shown.") { world in
            guard world.app.isPasswordPromptShown else { return }
            throw world.failure("expected no password prompt, but the password prompt is shown")
        }
    }
}
