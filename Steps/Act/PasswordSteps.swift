import LinkSpecRunner
import AppSimulation

/// Answering the clinical-access password prompt.
enum PasswordSteps {
    static func register(into library: inout StepLibrary<AppWorld>) {
        library.when("I enter the password {string}", doc: "Answers the clinical access password prompt.") { (world, password: String) in
            do throws(SimulatedAppError) {
                let outcome = try world.perform { app throws(SimulatedAppError) in try app.enterPassword(password) }
                world.answeredPrompt(outcome)
            } catch {
                throw world.failure(error, doing: "enter the password")
            }
        }
        library.when("I cancel the password prompt", doc: "Cancels the password prompt: the link waiting behind it is discarded.") { world in
            do throws(SimulatedAppError) {
                let outcome = try world.perform { app throws(SimulatedAppError) in try app.cancelPasswordPrompt() }
                world.answeredPrompt(outcome)
            } catch {
                throw world.failure(error, doing: "cancel the password prompt")
            }
        }
    }
}
