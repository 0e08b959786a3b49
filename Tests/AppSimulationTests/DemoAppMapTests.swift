import AppTestSupport
import AppSimulation
import XCTest

final class DemoAppMapTests: XCTestCase {
    func testDemoAppMapLoadsWithTheIssuesTabsInOrder() throws {
        let map = try DemoApp.map()
        XCTAssertEqual(map.tabs.map(\.name), ["home", "appointments", "chat", "profile"])
        XCTAssertEqual(map.tabs.map(\.rootScreen), ["Home", "Appointments", "Chat", "Profile"])
        XCTAssertEqual(map.schemes, ["babylon", "otherprefix", "ribs-training"])
        XCTAssertEqual(map.pendingPolicy, .latest)
        XCTAssertEqual(map.routes.count, 12)
    }
}
