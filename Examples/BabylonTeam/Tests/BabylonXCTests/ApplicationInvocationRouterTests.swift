import BabylonRouting
import Foundation
import XCTest

/// The router's own unit test, as the app has it: raw deep links and the
/// routing events they become.
final class ApplicationInvocationRouterTests: XCTestCase {
    func testTransformsDeepLinkEventToRoutingEvent() throws {
        let router = ApplicationInvocationRouter(configuration: FullDeeplinkConfiguration(), isLoggedIn: true)
        let urls: [(String, RoutingEvent?)] = [
            ("homepage", .show(.home)),
            ("somescreen/42", .showSomeScreen(id: 42)),
            ("somescreen", .show(.home)),
            ("appointments/5", .showAppointment(id: 5)),
            ("records", .showHealthRecords),
            ("invite/ANNA42", .show(.home)),
            ("unknown", nil),
        ]
        for (link, expected) in urls {
            let url = try XCTUnwrap(URL(string: "babylon://\(link)"))
            XCTAssertEqual(router.route(.deeplink(DeepLink(url: url))), expected, link)
        }
    }

    func testTheLiteFlavourDisablesClinicalLinks() throws {
        let router = ApplicationInvocationRouter(configuration: AppFlavour.lite.deeplinkConfiguration, isLoggedIn: true)
        let url = try XCTUnwrap(URL(string: "babylon://records"))
        XCTAssertNil(router.route(.deeplink(DeepLink(url: url))))
    }
}
