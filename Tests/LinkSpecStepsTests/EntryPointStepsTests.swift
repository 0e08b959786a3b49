import AppSimulation
import XCTest

/// The entry-point phrases against the demo app: where a link arrives, what a
/// failing assertion says, and the steps that refuse what the app map lacks.
final class EntryPointStepsTests: XCTestCase {
    private let loggedIn = """
        Given the app is launched
        And I'm logged in as a mock user

        """

    func testTheArrivalAPIIsCheckedAndAWrongOneSaysWhereTheLinkArrived() throws {
        try assertPasses(loggedIn + """
            When I tap the widget linking to "babylon://chat"
            Then the link arrives through "scene(_:openURLContexts:)"
            """)
        try assertFails(loggedIn + """
            When I tap the widget linking to "babylon://chat"
            Then the link arrives through "onOpenURL"
            """, saying: #"expected the deep link "babylon://chat" to arrive through onOpenURL, but it arrived through scene(_:openURLContexts:) (URLContexts)"#)
        try assertFails(loggedIn + """
            When I open "babylon://chat" as the first page of an in-app browser
            Then the link arrives through "scene(_:openURLContexts:)"
            """, saying: "but no API of the app received it: it was not opened by the OS")
    }

    func testTheLifecycleStepTakesTheThreeLifecyclesOnly() throws {
        try assertPasses("""
            Given the app's lifecycle is "appDelegate"
            And the app is launched
            When I open "babylon://chat"
            Then the link arrives through "application(_:open:options:)"
            """)
        try assertFails(#"Given the app's lifecycle is "uikit""#,
                        saying: #"unknown lifecycle "uikit"; the lifecycles are "appDelegate", "scenes", "swiftUI""#)
    }

    func testANotificationPayloadMustBeAJSONObject() throws {
        try assertFails(loggedIn + """
            When I tap a push notification with payload:
              \"\"\"
              ["babylon://chat"]
              \"\"\"
            """, saying: "the notification's payload must be a JSON object, not an array")
        try assertFails(loggedIn + """
            When I tap a push notification with payload:
              \"\"\"
              {"deeplink": }
              \"\"\"
            """, saying: "the notification's payload is not JSON", "line 1")
    }

    func testTheSignInAssertionsSayWhatHappenedInstead() throws {
        try assertPasses(loggedIn + """
            When sign-in redirects to "https://babylon.example/auth/callback?code=9"
            Then the sign-in session receives "https://babylon.example/auth/callback?code=9"
            """)
        try assertFails(loggedIn + """
            When sign-in redirects to "https://babylon.example/auth/other"
            Then the sign-in session receives "https://babylon.example/auth/other"
            """, saying: "expected the sign-in session to receive", "but the last link was opened in the browser (the sign-in page loads it")
        try assertFails(loggedIn + """
            When sign-in redirects to "https://babylon.example/auth/callback"
            Then the sign-in session fails
            """, saying: "to fail the sign-in session, but it was received by the sign-in session")
    }

    func testTheAppStoreAndTheAppClipAreAssertedByTheirOwnPhrases() throws {
        try assertPasses("""
            Given the full app is not installed
            When I scan a QR code of "https://babylon.example/appointments/5"
            Then the App Clip opens with "https://babylon.example/appointments/5"
            """)
        try assertFails("""
            Given the full app is not installed
            When I scan a QR code of "https://babylon.example/appointments/5"
            Then the App Store opens
            """, saying: "to lead to the App Store, but it was opened in the App Clip")
        try assertFails(loggedIn + """
            When I scan a QR code of "https://babylon.example/appointments/5"
            Then the App Clip opens with "https://babylon.example/appointments/5"
            """, saying: "expected the App Clip to open with", "but the last link was routed to showAppointment(id: 5)")
    }

    func testANotificationOrASignInRedirectNeedsWhatTheAppMapNames() throws {
        let map = try AppMap(schemes: ["t"], tabs: [.init("home", root: "Home")], routes: [Route("home", event: "showHome", .selectTab("home"))])
        let push = try StepsHarness.scenario(#"When I tap a push notification with link "t://home""#, map: map)
        XCTAssertEqual(push.status, .failed)
        XCTAssertTrue(push.failureMessage?.contains(#"the app map names no payload key for push notifications: add "entryPoints": "#) == true,
                      push.failureMessage ?? "")
        let signIn = try StepsHarness.scenario(#"When sign-in redirects to "t://done""#, map: map)
        XCTAssertEqual(signIn.status, .failed)
        XCTAssertTrue(signIn.failureMessage?.contains("the app map names no sign-in callback") == true, signIn.failureMessage ?? "")
    }

    func testInstallingAnInstalledAppFails() throws {
        try assertFails(loggedIn + "When I install and open the app", saying: "cannot install and open the app: the app is installed already")
    }

    func testNothingOpensIsTheOpenCallThatReportsFalse() throws {
        try assertPasses(loggedIn + """
            When the app opens "https://babylon.example/chat" itself with universal links only
            Then nothing opens
            """)
        try assertFails(loggedIn + """
            When the app opens "babylon://chat" itself
            Then nothing opens
            """, saying: "to open nothing, but it was routed to showChat")
    }
}
