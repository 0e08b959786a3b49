import XCTest

/// Then: each assertion passes on a matching app and, on a different one,
/// fails saying what it expected, what the app shows and its last events.
final class AssertStepsTests: XCTestCase {
    private let loggedIn = """
        Given the app is launched
        And I'm logged in as a mock user

        """

    func testDisplayedScreenFailureShowsTheWholeStateAndRecentEvents() throws {
        try assertFails(loggedIn + """
            When I open the app with "settings" deeplink
            Then the "Chat" screen is displayed
            """, saying: "expected the \"Chat\" screen to be displayed, but \"Settings\" is displayed",
            "the app shows:", "app: foreground, logged in as mock user", "selected tab: home",
            "screen stack (bottom to top):", "modal  Settings", "pending links: none",
            "last events:", "link routed: babylon://settings -> showSettings")
    }

    func testDisplayedWithContextComparesTheValue() throws {
        try assertPasses(loggedIn + """
            When I open the app with "product/blue%20shoes" deeplink
            Then the "Product" screen is displayed with id "blue shoes"
            """)
        try assertFails(loggedIn + """
            When I open the app with "somescreen/41" deeplink
            Then the "Some Screen" screen is displayed with id "42"
            """, saying: "expected the \"Some Screen\" screen to be displayed with id \"42\", but its id is \"41\"")
        try assertFails(loggedIn + """
            When I open the app with "somescreen/41" deeplink
            Then the "Some Screen" screen is displayed with name "x"
            """, saying: "but it has no name")
    }

    func testThenTabSelectedAssertsInsteadOfSelecting() throws {
        try assertFails(loggedIn + """
            When I open the app with "chat" deeplink
            Then the "profile" tab is selected
            """, saying: "expected the \"profile\" tab to be selected, but the \"chat\" tab is selected")
        try assertFails("""
            Given the app is launched
            Then the "home" tab is selected
            """, saying: "no tab is selected (there is no tab bar)")
    }

    func testAndAfterThenAssertsTheTabRatherThanSelectingIt() throws {
        try assertFails(loggedIn + """
            Given the "chat" tab is selected
            Then the "chat" tab is selected
            And the "home" tab is selected
            """, saying: "expected the \"home\" tab to be selected, but the \"chat\" tab is selected")
    }

    func testScreenStackComparesLayersBottomToTop() throws {
        try assertPasses(loggedIn + """
            When I open the app with "product/p1" deeplink
            And I open the app with "settings" deeplink
            Then the screen stack is:
              | layer | screen   |
              | tab   | Home     |
              | push  | Product  |
              | modal | Settings |
            """)
        try assertFails(loggedIn + """
            When I open the app with "records" deeplink
            Then the screen stack is:
              | layer | screen |
              | tab   | Home   |
            """, saying: "expected the screen stack (bottom to top):\n  tab    Home\nbut it is:\n  tab    Home\n  prompt Password Prompt")
    }

    func testScreenStackTableNeedsItsHeader() throws {
        try assertFails(loggedIn + """
            Then the screen stack is:
              | where | what |
              | tab   | Home |
            """, saying: "the screen stack table needs the header | layer | screen |, got | where | what |")
        try assertFails(loggedIn + """
            Then the screen stack is:
              | layer | screen |
              | top   | Home   |
            """, saying: "unknown layer \"top\"")
    }

    func testNoScreenPresentedCountsThePromptAsModal() throws {
        try assertPasses(loggedIn + "Then no screen is presented")
        try assertFails(loggedIn + """
            When I open the app with "somescreen/1" deeplink
            Then no screen is presented
            """, saying: "expected no screen to be presented, but \"Some Screen {id: 1}\" is presented")
        try assertFails(loggedIn + """
            When I open the app with "records" deeplink
            Then no screen is presented
            """, saying: "but the password prompt is shown")
    }

    func testPasswordPromptAssertions() throws {
        try assertPasses(loggedIn + """
            When I open the app with "records" deeplink
            Then a password prompt is shown
            """)
        try assertFails(loggedIn + "Then a password prompt is shown", saying: "expected a password prompt to be shown, but none is")
        try assertFails(loggedIn + """
            When I open "https://babylon.example/records"
            Then no password prompt is shown
            """, saying: "expected no password prompt, but the password prompt is shown", "prompt shown: Password Prompt")
    }

    func testIgnoredLink() throws {
        try assertPasses(loggedIn + """
            When I open the app with "nosuchscreen" deeplink
            Then the deep link is ignored
            """)
        try assertFails(loggedIn + """
            When I open the app with "chat" deeplink
            Then the deep link is ignored
            """, saying: "expected the deep link \"babylon://chat\" to be ignored, but it was routed to showChat")
    }

    func testDiscardedLink() throws {
        try assertPasses(loggedIn + """
            When I open the app with "webview?url=https%3A%2F%2Fevil.example%2F" deeplink
            Then the deep link is discarded
            """)
        try assertFails(loggedIn + """
            When I open the app with "records" deeplink
            Then the deep link is discarded
            """, saying: "but it was waiting for the clinical-access password")
    }

    func testWaitingLinkCountsUntilLoginRoutesIt() throws {
        try assertPasses("""
            Given the app is launched
            When I open the app with "somescreen/2" deeplink
            Then the deep link is waiting for login
            """)
        try assertFails("""
            Given the app is launched
            When I open the app with "somescreen/2" deeplink
            And I log in as a mock user
            Then the deep link is waiting for login
            """, saying: "to wait for login, but it was routed to showSomeScreen(id: 2)")
    }

    func testWaitingForLoginJudgesTheLastLinkNotAnEarlierOneThatStillWaits() throws {
        try assertFails("""
            Given the app is launched
            And the pending link policy is "drop"
            When I open "ribs-training://launchGame?gameId=ticTacToe"
            And I open "babylon://somescreen/42"
            Then the deep link is waiting for login
            """, saying: "expected the deep link \"babylon://somescreen/42\" to wait for login, but it was discarded",
            "the pending policy is drop")
    }

    func testNotOpenedAndBrowserLinks() throws {
        try assertPasses(loggedIn + """
            When I open "https://babylon.example/blog"
            Then the link opens in the browser
            """)
        try assertFails(loggedIn + """
            When I open "babylon://chat"
            Then the link opens in the browser
            """, saying: "to open in the browser, but it was routed to showChat")
        try assertFails(loggedIn + """
            When I open "https://babylon.example/blog"
            Then the app is not opened
            """, saying: "not to open the app, but it was opened in the browser")
    }

    func testOutcomeWithoutAnyLinkSaysSo() throws {
        try assertFails(loggedIn + "Then the deep link is ignored", saying: "but it was no link was opened")
    }

    func testAnalyticsEventByName() throws {
        try assertPasses(loggedIn + """
            When I open the app with "chat" deeplink
            Then the analytics event "deeplink_opened" is logged
            And the analytics event "product_viewed" is not logged
            """)
        try assertFails(loggedIn + """
            When I open the app with "chat" deeplink
            Then the analytics event "product_viewed" is logged
            """, saying: "expected the analytics event \"product_viewed\" to be logged, but the analytics events logged are:",
            "{\"name\": \"deeplink_opened\", \"intent\": \"chat\"}")
        try assertFails(loggedIn + """
            When I open the app with "product/x" deeplink
            Then the analytics event "product_viewed" is not logged
            """, saying: "not to be logged, but it was: {\"name\": \"product_viewed\", \"productId\": \"x\"}")
    }

    func testAnalyticsEventAsJSONMatchesEveryKey() throws {
        try assertPasses(loggedIn + """
            When I open the app with "product/7" deeplink
            Then the analytics event is logged:
              \"\"\"json
              {"name": "product_viewed", "productId": 7}
              \"\"\"
            """)
        try assertFails(loggedIn + """
            When I open the app with "product/7" deeplink
            Then the analytics event is logged:
              \"\"\"
              {"name": "product_viewed", "productId": "8"}
              \"\"\"
            """, saying: "expected an analytics event with {\"name\": \"product_viewed\", \"productId\": \"8\"}")
        try assertFails(loggedIn + """
            Then the analytics event is logged:
              \"\"\"
              {"name": "product_viewed",
              \"\"\"
            """, saying: "the analytics event must be a JSON object")
        try assertFails(loggedIn + """
            Then the analytics event is logged:
              \"\"\"
              {"name": ["a"]}
              \"\"\"
            """, saying: "the analytics event must be a JSON object of strings, numbers or booleans")
    }

    func testRoutingTableReportsEveryWrongRow() throws {
        try assertPasses("""
            Then the deep links route as:
              | link                  | event                  |
              | somescreen/42         | showSomeScreen(id: 42) |
              | somescreen/x          | showHome               |
              | https://babylon.example/chat | showChat        |
              | nosuchscreen          | none                   |
            """)
        try assertFails("""
            Then the deep links route as:
              | link          | event                  |
              | somescreen/42 | showSomeScreen(id: 43) |
              | chat          | showChat               |
              | nosuchscreen  | showHome               |
            """, saying: "2 of 3 links route differently:",
            "somescreen/42: expected showSomeScreen(id: 43), got showSomeScreen(id: 42)",
            "nosuchscreen: expected showHome, got none (no route matches 'nosuchscreen')")
    }

    func testRoutingTableRespectsTheFlavour() throws {
        try assertPasses("""
            Given the app flavour is "lite"
            Then the deep links route as:
              | link    | event |
              | records | none  |
            """)
    }
}
