import XCTest

/// The browser phrases against the demo app (whose babylon.example AASA excludes
/// `/records/*`): typed URLs, taps on web pages, "Open in Safari", and failure
/// messages that name the AASA component that decided.
final class BrowserStepsTests: XCTestCase {
    private let loggedIn = """
        Given the app is launched
        And I'm logged in as a mock user

        """

    func testATypedUniversalLinkStaysInSafari() throws {
        try assertPasses(loggedIn + """
            When I type "https://babylon.example/somescreen/4" into Safari's address bar
            Then the link opens in the browser
            And the "Home" screen is displayed
            """)
    }

    func testATapOpensTheAppFromAnotherDomainOnly() throws {
        try assertPasses(loggedIn + """
            When I tap "https://babylon.example/somescreen/4" on a web page of "babylon.example"
            Then the link opens in the browser
            When I tap "https://babylon.example/somescreen/4" on a web page of "news.example"
            Then the "Some Screen" screen is displayed with id "4"
            """)
    }

    func testOpenInSafariUntilTheUserPicksTheApp() throws {
        try assertPasses(loggedIn + """
            Given I chose to open "babylon.example" links in Safari
            When I open "https://babylon.example/somescreen/4"
            Then the link opens in the browser
            When I choose to open "babylon.example" links in the app
            And I open "https://babylon.example/somescreen/4"
            Then the "Some Screen" screen is displayed with id "4"
            """)
        try assertFails(loggedIn + """
            Given I chose to open "babylon.exmaple" links in Safari
            """, saying: "the app claims no universal links on \"babylon.exmaple\"; its domains are \"babylon.example\"")
    }

    func testAFailureShowsTheAASAComponentThatDecided() throws {
        try assertFails(loggedIn + """
            When I open "https://babylon.example/records/7"
            Then a password prompt is shown
            """, saying: #"opened in the browser: https://babylon.example/records/7: babylon.example AASA: component 3 "/records/*" excludes"#)
        try assertFails(loggedIn + """
            When I open "https://babylon.example/somescreen/7"
            Then the link opens in the browser
            """, saying: #"universal link opens the app: https://babylon.example/somescreen/7: babylon.example AASA: component 6 "/somescreen/?*" lets it through"#)
    }
}
