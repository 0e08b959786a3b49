/// Answering the clinical-access password prompt.
enum PasswordSteps {
    static func register(into library: inout StepLibrary<AppWorld>) {
        library.when("I enter the password {string}", doc: "Answers the clinical access password prompt.") { (world, password: String) in
            try world.enterPassword(password)
        }
        library.when("I cancel the password prompt", doc: "Cancels the password prompt: the link waiting behind it is discarded.") { world in
            try world.cancelPasswordPrompt()
        }
    }
}
