import XCTest

/// When: opening links by each channel, logging in, answering the prompt,
/// selecting tabs and dismissing screens.
final class ActStepsTests: XCTestCase {
    private let loggedIn = """
        Given the app is launched
        And I'm logged in as a mock user

        """

    func testDeeplinkUsesTheFirstRegisteredScheme() throws {
        try assertPasses(loggedIn + """
            When I open the app with "somescreen/42" deeplink
            Then the "Some Screen" screen is displayed with id "42"
            """)
        try assertFails(loggedIn + """
            When I open the app with "somescreen/42" deeplink
            Then the app is not opened
            """, saying: "the deep link \"babylon://somescreen/42\"")
    }

    func testFullURLWithAnUnregisteredSchemeDoesNotOpenTheApp() throws {
        try assertPasses(loggedIn + """
            When I open "unknownapp://somescreen/42"
            Then the app is not opened
            And the "Home" screen is displayed
            """)
    }

    func testUniversalLinkIsOpenedByTheOS() throws {
        try assertPasses(loggedIn + """
            When I open "https://babylon.example/somescreen/3"
            Then the "Some Screen" screen is displayed with id "3"
            """)
    }

    func testInAppLinkReachesTheAppWhateverItsScheme() throws {
        try assertPasses(loggedIn + """
            When I open "unknownapp://chat" from inside the app
            Then the "chat" tab is selected
            When I open "somescreen/8" from inside the app
            Then the "Some Screen" screen is displayed with id "8"
            """)
    }

    func testLoggingInRunsTheWaitingLink() throws {
        try assertPasses("""
            Given the app is launched
            When I open the app with "settings" deeplink
            And I log in as a mock user
            Then the "Settings" screen is displayed
            """)
        try assertPasses("""
            Given the app is launched
            When I open the app with "settings" deeplink
            And I log in as "bob"
            Then the "Settings" screen is displayed
            """)
    }

    func testPlayersLoggingInLetTheWorkflowLaunchTheGame() throws {
        try assertPasses("""
            Given the app is not running
            When I open "ribs-training://launchGame?gameId=randomWin"
            And players "Alice" and "Bob" log in
            Then the "Random Win" screen is displayed
            """)
    }

    func testLoggingOutEndsClinicalAccess() throws {
        try assertPasses(loggedIn + """
            When I open the app with "records" deeplink
            And I enter the password "1234"
            And I log out
            And I log in as a mock user
            And I open the app with "records" deeplink
            Then a password prompt is shown
            """)
    }

    func testArrangePhraseAfterWhenIsUndefinedBecauseBindingFollowsTheKeyword() throws {
        let record = try StepsHarness.scenario(loggedIn + """
            When I open the app with "chat" deeplink
            And I'm logged out
            """)
        XCTAssertEqual(record.status, .undefined, record.summary)
    }

    func testCorrectPasswordGoesOnWithTheRoute() throws {
        try assertPasses(loggedIn + """
            When I open the app with "prescriptions/4" deeplink
            And I enter the password "1234"
            Then the "Prescription" screen is displayed with id "4"
            """)
    }

    func testEnteringAPasswordWithoutAPromptFails() throws {
        try assertFails(loggedIn + """
            When I enter the password "1234"
            """, saying: "cannot enter the password: no password prompt is shown")
    }

    func testCancellingThePromptDiscardsTheRoute() throws {
        try assertPasses(loggedIn + """
            When I open the app with "records" deeplink
            And I cancel the password prompt
            Then the deep link is discarded
            And the "Home" screen is displayed
            """)
        try assertFails(loggedIn + """
            When I cancel the password prompt
            """, saying: "cannot cancel the password prompt: no password prompt is shown")
    }

    func testSelectingATabShowsItsRoot() throws {
        try assertPasses(loggedIn + """
            When I select the "appointments" tab
            Then the "Appointments" screen is displayed
            """)
        try assertFails(loggedIn + """
            When I select the "settings" tab
            """, saying: "unknown tab 'settings'; the tabs are home, appointments, chat, profile")
    }

    func testDismissingThePresentedScreenShowsTheTab() throws {
        try assertPasses(loggedIn + """
            When I open the app with "settings" deeplink
            And I dismiss the presented screen
            Then no screen is presented
            And the "Home" screen is displayed
            """)
        try assertFails(loggedIn + """
            When I dismiss the presented screen
            """, saying: "cannot dismiss the presented screen: no screen is presented")
    }
}
