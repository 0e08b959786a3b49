import LinkSpecTesting
import Testing

/// The same calls in Swift Testing: the suite's trait says the setup once;
/// each test is a scenario; a step that does not pass is an issue at its call.
@Suite(.linkSpec(LinkSpecSetup()))
struct SwiftTestingStepCallTests {
    @Test func someScreenDeepLink() {
        Given("I'm logged in as a mock user")
        let id = 42
        When("I open the app with \"somescreen/\(id)\" deeplink")
        Then("the Some Screen screen is displayed")
    }

    @Test func aFailedStepIsAnIssueAtItsCall() {
        Given("I'm logged in as a mock user")
        When("I open the app with \"somescreen/42\" deeplink")
        let failing = #line + 2
        withKnownIssue {
            Then("the Home screen is displayed")
        } matching: { issue in
            issue.sourceLocation?.line == failing && issue.sourceLocation?.fileName == "SwiftTestingStepCallTests.swift"
                && "\(issue)".contains("expected the \"Home\" screen to be displayed")
        }
        Then("the Some Screen screen is displayed")
    }

    @Test func examplesAndAnOutline() {
        Examples(["tab"], ["chat"], ["profile"])
        Outline {
            Given("the app is launched")
            And("I'm logged in as a mock user")
            When("I select the <tab> tab")
            Then("the \"<tab>\" tab is selected")
        }
    }
}

/// The trait on one test function.
@Test(.linkSpec(LinkSpecSetup(app: .file("Features/app.json"))))
func aTestWithItsOwnTrait() {
    Given("the app is launched")
    And("I'm logged in as a mock user")
    When("I select the chat tab")
    Then("the \"chat\" tab is selected")
}

/// Without the trait, a call is an issue saying what is missing, not a crash.
@Test func aCallWithoutTheTraitIsAnIssue() {
    withKnownIssue {
        Given("the app is launched")
    } matching: { issue in
        "\(issue)".contains("steps run in a test with the .linkSpec(...) trait")
    }
}
