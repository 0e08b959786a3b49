import LinkSpecTesting
import XCTest

/// Babylon's handbook's deep-link test (section "Testing"), its method body
/// as the handbook writes it, in a class that names the app once: the demo
/// app, found as `linkspec` finds it from this package (`Features/app.json`).
final class HandbookMethodTests: XCTestCase, GivenWhenThen {
    static let linkSpec = LinkSpecSetup()

    func test_some_screen_deep_link() {
        Given("I'm logged in as a mock user")
        let id = 42
        When("I open the app with \"somescreen/\(id)\" deeplink")
        // This step would need to be created if Some Screen is a new screen.
        Then("the Some Screen screen is displayed")
    }

    /// `And` and `But` take the keyword before them: the same text selects a
    /// tab after `Given` and checks it after `Then`; tables and doc strings
    /// follow the text.
    func testAndAndButBindAsTheStepBeforeThemAndArgumentsFollowTheText() {
        Given("the app is launched")
        And("I'm logged in as a mock user")
        And("the chat tab is selected")
        When("I select the \"profile\" tab")
        Then("the profile tab is selected")
        But("no screen is presented")
        And("the deep links route as:", [["link", "event"], ["somescreen/7", "showSomeScreen(id: 7)"]])
        When("I open the app with \"settings\" deeplink")
        Then("the Settings screen is displayed")
    }
}

/// XCTest-Gherkin's `Background()`: its steps start every scenario of the
/// class, each Examples row of an `Outline` too, each on a fresh app.
final class BackgroundAndOutlineTests: XCTestCase, GivenWhenThen {
    static let linkSpec = LinkSpecSetup()

    func Background() {
        Given("the app is launched")
        And("I'm logged in as a mock user")
    }

    func testTheBackgroundRunsFirst() {
        Then("the home tab is selected")
    }

    /// Each row starts on the home tab: a fresh app, the background run again.
    func testExamplesBeforeTheOutline() {
        Examples(["tab", "screen"], ["chat", "Chat"], ["profile", "Profile"])

        Outline {
            Then("the home tab is selected")
            When("I select the <tab> tab")
            Then("the \"<tab>\" tab is selected")
        }
    }

    func testExamplesAfterTheOutline() {
        Outline({
            Then("the home tab is selected")
            When("I select the \"<tab>\" tab")
            Then("the <tab> tab is selected")
        }) {
            [
                ["tab"],
                ["appointments"],
                ["chat"],
            ]
        }
    }
}
