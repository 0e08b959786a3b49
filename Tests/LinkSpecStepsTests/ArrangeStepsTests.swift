import XCTest

/// Given: each arrange phrase puts the app in its state, and a name the app map
/// does not know fails with the names it does.
final class ArrangeStepsTests: XCTestCase {
    func testLaunchedAppShowsTheLoginScreenLoggedOut() throws {
        try assertPasses("""
            Given I'm logged in as a mock user
            And the app is launched
            Then the "Login" screen is displayed
            """)
    }

    func testNotRunningAppIsColdStartedByTheNextLinkWithItsSession() throws {
        try assertPasses("""
            Given the app is launched
            And I'm logged in as a mock user
            And the app is not running
            When I open the app with "chat" deeplink
            Then the "chat" tab is selected
            """)
    }

    func testNotRunningAppShowsNothing() throws {
        try assertFails("""
            Given the app is not running
            Then the "Login" screen is displayed
            """, saying: "nothing is displayed (the app is not running)", "screen stack: (empty: the app is not running)")
    }

    func testBackgroundedAppIsBroughtForwardByALink() throws {
        try assertPasses("""
            Given I'm logged in as a mock user
            And the app is in the background
            When I open the app with "somescreen/5" deeplink
            Then the "Some Screen" screen is displayed with id "5"
            """)
    }

    func testLoggedInAsNamedUserShowsTheTabBar() throws {
        try assertPasses("""
            Given the app is launched
            And I am logged in as "alice"
            Then the "home" tab is selected
            """)
    }

    func testEmptyUserNameFails() throws {
        try assertFails("""
            Given the app is launched
            And I am logged in as ""
            """, saying: "a user name cannot be empty")
    }

    func testLoggedOutShowsTheLoginScreen() throws {
        try assertPasses("""
            Given the app is launched
            And I'm logged in as a mock user
            And I'm logged out
            Then the "Login" screen is displayed
            """)
    }

    func testLiteFlavourIgnoresClinicalLinks() throws {
        try assertPasses("""
            Given the app is launched
            And the app flavour is "lite"
            And I'm logged in as a mock user
            When I open the app with "records" deeplink
            Then the deep link is ignored
            """)
    }

    func testUnknownFlavourNamesTheKnownOnes() throws {
        try assertFails("""
            Given the app flavour is "full"
            """, saying: "unknown app flavour \"full\"", "\"lite\"")
    }

    func testDisabledIntentIsIgnored() throws {
        try assertPasses("""
            Given the app is launched
            And I'm logged in as a mock user
            And the "chat" deep link intent is disabled
            When I open "otherprefix://chat"
            Then the deep link is ignored
            And the "home" tab is selected
            """)
    }

    func testUnknownIntentNamesTheKnownOnes() throws {
        try assertFails("""
            Given the "nosuch" deep link intent is disabled
            """, saying: "unknown intent \"nosuch\"", "\"somescreen\"", "\"webview\"")
    }

    func testGivenTabSelectedSelectsIt() throws {
        try assertPasses("""
            Given the app is launched
            And I'm logged in as a mock user
            And the "profile" tab is selected
            Then the "Profile" screen is displayed
            """)
    }

    func testGivenTabSelectedWhileLoggedOutSaysWhy() throws {
        try assertFails("""
            Given the app is launched
            And the "chat" tab is selected
            """, saying: "cannot select the \"chat\" tab: there is no tab bar while logged out", "app: foreground, logged out")
    }

    func testPresentedScreenIsOverTheTabBar() throws {
        try assertPasses("""
            Given the app is launched
            And I'm logged in as a mock user
            And the "Settings" screen is presented
            Then the screen stack is:
              | layer | screen   |
              | tab   | Home     |
              | modal | Settings |
            """)
    }

    func testPresentingAnUnknownScreenFails() throws {
        try assertFails("""
            Given the app is launched
            And the "Setings" screen is presented
            """, saying: "cannot present \"Setings\": unknown screen 'Setings'")
    }

    func testClinicalAccessPasswordIsTheOneThatGrantsAccess() throws {
        try assertPasses("""
            Given the app is launched
            And I'm logged in as a mock user
            And the clinical access password is "9999"
            When I open the app with "records" deeplink
            And I enter the password "9999"
            Then the "Health Records" screen is displayed
            """)
        try assertFails("""
            Given the app is launched
            And I'm logged in as a mock user
            And the clinical access password is "9999"
            When I open the app with "records" deeplink
            And I enter the password "1234"
            Then the "Health Records" screen is displayed
            """, saying: "\"Home\" is displayed", "password rejected")
    }

    func testQueuePolicyRunsEveryPendingLink() throws {
        try assertPasses("""
            Given the app is launched
            And the pending link policy is "queue"
            When I open the app with "product/a" deeplink
            And I open the app with "product/b" deeplink
            And I log in as a mock user
            Then the screen stack is:
              | layer | screen          |
              | tab   | Home            |
              | push  | Product {id: a} |
              | push  | Product {id: b} |
            """)
    }

    func testDropPolicyDiscardsALinkWhileLoggedOut() throws {
        try assertPasses("""
            Given the app is launched
            And the pending link policy is "drop"
            When I open the app with "settings" deeplink
            Then the deep link is discarded
            """)
    }

    func testPolicyChangeKeepsWhatEarlierStepsArranged() throws {
        try assertPasses("""
            Given the app is launched
            And I'm logged in as a mock user
            And the "chat" tab is selected
            And the clinical access password is "4321"
            And the pending link policy is "queue"
            Then the "chat" tab is selected
            When I open the app with "records" deeplink
            And I enter the password "4321"
            Then the "Health Records" screen is displayed
            """)
    }

    func testUnknownPolicyNamesTheKnownOnes() throws {
        try assertFails("""
            Given the pending link policy is "fifo"
            """, saying: "unknown pending link policy \"fifo\"", "\"latest\", \"queue\", \"drop\"")
    }
}
