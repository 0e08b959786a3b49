import LinkSpecRunner
import SimulatedApp

/// Answering the clinical-access password prompt.
enum PasswordSteps {
    static func register(into library: inout StepLibrary<AppWorld>) {
        library.when("I enter the password {string}") { (world, password: String) in
            do throws(SimulatedAppError) {
                let outcome = try world.perform { app throws(SimulatedAppError) in try app.enterPassword(password) }
                world.answeredPrompt(outcome)
            } catch {
                throw world.failure(error, doing: "enter the password")
            }
        }
        library.when("I cancel the password prompt") { world in
            do throws(SimulatedAppError) {
                let outcome = try world.perform { app throws(SimulatedAppError) in try app.cancelPasswordPrompt() }
                world.answeredPrompt(outcome)
            } catch {
                throw world.failure(error, doing: "cancel the password prompt")
            }
        }
    }
}
