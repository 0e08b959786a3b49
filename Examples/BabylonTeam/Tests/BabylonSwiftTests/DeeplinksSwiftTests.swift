import BabylonAcceptance
import LinkSpecTesting
import Testing

/// The handbook's deep-link test in Swift Testing: the suite's trait names
/// the app once, each test is a scenario on an app of its own.
@Suite(.linkSpec(LinkSpecSetup(app: .file("Features/app.json", routing: BabylonLinks.route),
                               steps: BabylonSteps.library)))
struct DeeplinksSwiftTests {
    @Test func someScreenDeepLink() {
        Given("I'm logged in as a mock user")
        let id = 42
        When("I open the app with \"somescreen/\(id)\" deeplink")
        Then("the Some Screen screen is displayed")
    }

    @Test func screensWithAnID() {
        Examples(["link", "screen", "id"],
                 ["somescreen/42", "Some Screen", 42],
                 ["appointments/5", "Appointment", 5])

        Outline {
            Given("I'm logged in as a mock user")
            When("I open the app with \"<link>\" deeplink")
            Then("the <screen> screen is displayed with id \"<id>\"")
        }
    }
}
