import Foundation
import XCTest

/// Issue 37, item 7: the editor reads a push payload's relative link as the
/// run does, resolved by `pushNotifications.relativeLinks`.
final class RelativePushLinkTests: LanguageServerTestCase {
    func testARelativePayloadLinkIsCheckedWhereTheAppResolvesIt() throws {
        try Data(#"""
            {"schemes": ["homeassistant"], "deepLinkScheme": "homeassistant",
             "tabs": [{"name": "home", "root": "Home"}], "screens": ["Dashboard"],
             "entryPoints": {"pushNotifications": {"linkKey": "url", "relativeLinks": "homeassistant://navigate/"}},
             "routes": [{"pattern": "navigate/{path...}", "event": "navigate", "requires": "none", "present": "Dashboard"}]}
            """#.utf8).write(to: folder.appendingPathComponent("app.json"))
        try start()
        let diagnostics = try client.open(uri("push.feature"), """
            Feature: push
              Scenario: a relative link
                Given the app is launched
                When I tap a push notification with link "/lovelace/cameras"
                And I tap a push notification with link "lovelace/cameras"
            """)
        XCTAssertEqual(summary(diagnostics).map { $0.prefix(16) }, ["5:unrouted-link "],
                       "the relative link reaches navigate/{path...}; the intent path 'lovelace/cameras' reaches nothing: \(summary(diagnostics))")
    }
}
