import Foundation
import LinkSpecRunner
import LinkSpecSteps
import AppSimulation
import XCTest

/// The standard steps with a team's routing function in place of the demo
/// map's patterns: the flavour step reaches the function, the event's
/// arguments reach the screen, and a mistake in the function fails the step.
final class RoutingFunctionStepsTests: XCTestCase {
    /// `somescreen/N` to `showSomeScreen(id: N)`, except in the lite flavour;
    /// `typo` to an event the demo map does not have.
    private static let route: RoutingFunction = { link in
        guard link.flavour != "lite" else { return nil }
        switch link.url.host {
        case "somescreen": return RoutingEvent("showSomeScreen", [.init("id", .int(Int(link.url.lastPathComponent) ?? 0))])
        case "typo": return RoutingEvent("showSomeScren")
        default: return nil
        }
    }

    private let loggedIn = """
        Given the app is launched
        And I'm logged in as a mock user

        """

    func testTheFunctionsEventShowsTheScreenWithItsArguments() throws {
        let record = try StepsHarness.scenario(loggedIn + """
            When I open the app with "somescreen/42" deeplink
            Then the "Some Screen" screen is displayed with id "42"
            """, routing: Self.route)
        XCTAssertEqual(record.status, .passed, record.summary)
    }

    func testTheFlavourStepReachesTheFunction() throws {
        let record = try StepsHarness.scenario(loggedIn + """
            And the app flavour is "lite"
            When I open the app with "somescreen/42" deeplink
            Then the deep link is ignored
            """, routing: Self.route)
        XCTAssertEqual(record.status, .passed, record.summary)
    }

    func testAnEventNoRouteHasFailsTheStepThatOpenedTheLink() throws {
        let record = try StepsHarness.scenario(loggedIn + """
            When I open the app with "typo" deeplink
            Then the deep link is ignored
            """, routing: Self.route)
        XCTAssertEqual(record.status, .failed)
        XCTAssertEqual(record.steps.map(\.status), [.passed, .passed, .failed, .skipped], record.summary)
        let message = record.failureMessage ?? ""
        XCTAssertTrue(message.contains("the team's routing function turned babylon://typo into showSomeScren, but no route of the app map has the event 'showSomeScren'"), message)
        XCTAssertTrue(message.contains("did you mean 'showSomeScreen'?"), message)
    }

    func testTheRoutingTableReportsAnEventNoRouteHasWhateverTheRowExpects() throws {
        let record = try StepsHarness.scenario(loggedIn + """
            Then the deep links route as:
              | link          | event                   |
              | somescreen/7  | showSomeScreen(id: 7)   |
              | typo          | none                    |
            """, routing: Self.route)
        XCTAssertEqual(record.status, .failed)
        let message = record.failureMessage ?? ""
        XCTAssertTrue(message.contains("1 of 2 links route differently"), message)
        XCTAssertTrue(message.contains("typo: expected none, but the team's routing function returned the event 'showSomeScren'"), message)
    }
}
