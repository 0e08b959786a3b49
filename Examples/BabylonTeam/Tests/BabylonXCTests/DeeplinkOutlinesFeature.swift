import BabylonAcceptance
import LinkSpecTesting
import XCTest

/// XCTest-Gherkin's other constructs: a `Background()` that starts every
/// scenario, `Examples` and `Outline` in both orders, and steps of a ported
/// `StepDefiner` next to the team's library, each Examples row on a fresh app.
final class DeeplinkOutlinesFeature: XCTestCase, GivenWhenThen {
    static let linkSpec = LinkSpecSetup(app: .file("Features/app.json", routing: BabylonLinks.route),
                                        steps: BabylonSteps.library, definers: [BabylonStepDefiner.self],
                                        reports: [.junit(".build/reports/outlines.xml"), .messages(".build/reports/outlines.ndjson")])

    func Background() {
        Given("the app is launched")
        And("I'm logged in as a mock user")
    }

    func test_screens_with_an_id() {
        Examples(["link", "screen", "id"],
                 ["somescreen/42", "Some Screen", 42],
                 ["appointments/5", "Appointment", 5])

        Outline {
            Then("no screen is presented")
            When("I open the app with \"<link>\" deeplink")
            Then("the <screen> screen is displayed with id \"<id>\"")
        }
    }

    func test_backend_links() {
        Outline({
            When("the backend sends the <intent> deep link with id <id>")
            Then("the \"<screen>\" screen is displayed with id \"<id>\"")
        }) {
            [
                ["intent", "id", "screen"],
                ["somescreen", 7, "Some Screen"],
                ["appointments", 12, "Appointment"],
            ]
        }
    }

    func test_a_push_notification_from_the_ported_step_definer() {
        When("a push notification opens appointments 3")
        Then("the Appointment screen is displayed with id \"3\"")
        And("the screen is Appointment 3")
    }
}
