import CucumberMessages
import Foundation
@testable import LinkSpecReports
import XCTest

/// The app a run exercised travels as one attachment of the run, which
/// Foundation's JSON reader reads as written and `AppUnderTest` reads back.
final class AppUnderTestTests: XCTestCase {
    func testTheAttachmentCarriesTheNameAndEveryRouteInOrder() throws {
        let apps = [
            AppUnderTest(name: "Babylon demo", routes: ["home", "somescreen/{id:int}", "launchGame?{gameId?}"]),
            AppUnderTest(name: "", routes: []),
            AppUnderTest(name: "Quote\" <b>&amp; nul\u{0} 🙂", routes: ["back\\slash", "é"]),
        ]
        for app in apps {
            let attachment = app.attachment(testRunStartedId: "run", timestamp: Timestamp(seconds: 7, nanos: 0))
            XCTAssertEqual(attachment.mediaType, "application/vnd.linkspec.app+json")
            XCTAssertEqual(attachment.testRunStartedId, "run")
            XCTAssertNil(attachment.testCaseStartedId)
            let decoded = try JSONSerialization.jsonObject(with: Data(attachment.body.utf8)) as? [String: Any]
            XCTAssertEqual(decoded?["name"] as? String, app.name)
            XCTAssertEqual(decoded?["routes"] as? [String], app.routes)
            XCTAssertEqual(AppUnderTest(attachment), app)
        }
    }

    func testOtherAttachmentsDescribeNoApp() {
        let bodies: [(String, String)] = [
            ("application/json", #"{"name":"a","routes":[]}"#),
            (AppUnderTest.mediaType, #"{"name":"a"}"#),
            (AppUnderTest.mediaType, #"{"name":"a","routes":[1]}"#),
            (AppUnderTest.mediaType, "not json"),
        ]
        for (mediaType, body) in bodies {
            XCTAssertNil(AppUnderTest(Attachment(body: body, contentEncoding: .identity, mediaType: mediaType)), body)
        }
    }
}
