import AppSimulation
import Foundation
import XCTest

/// Issue 35, items 6 to 8: what real Android apps do with their links that an
/// app map can now say, run through the standard phrases.
final class AndroidAppGapsTests: XCTestCase {
    private func map(_ json: String) throws -> AppMap { try AppMap.decode(json, file: "app.json") }

    private func assertPasses(_ steps: String, on map: AppMap, platform: MobilePlatform = .iOS,
                              file: StaticString = #filePath, line: UInt = #line) throws {
        let record = try StepsHarness.scenario(steps, map: map, platform: platform, file: file, line: line)
        XCTAssertEqual(record.status, .passed, record.summary, file: file, line: line)
    }

    /// An encyclopedia app whose filter takes every `*.wiki.example` link, and
    /// whose code sends `donate.` (not an article) back to the browser.
    private func encyclopedia() throws -> AppMap {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkspec-wiki-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        try Data(#"""
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.wiki.app">
              <application><activity android:name=".LinkHandlerActivity" android:exported="true">
                <intent-filter android:autoVerify="true">
                  <action android:name="android.intent.action.VIEW" />
                  <category android:name="android.intent.category.DEFAULT" />
                  <category android:name="android.intent.category.BROWSABLE" />
                  <data android:scheme="https" android:host="*.wiki.example" />
                </intent-filter>
              </activity></application>
            </manifest>
            """#.utf8).write(to: folder.appendingPathComponent("AndroidManifest.xml"))
        try Data(#"""
            [{"relation": ["delegate_permission/common.handle_all_urls"],
              "target": {"namespace": "android_app", "package_name": "org.wiki.app",
                         "sha256_cert_fingerprints": ["14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"]}}]
            """#.utf8).write(to: folder.appendingPathComponent("assetlinks.json"))
        try Data(#"""
            {"androidManifest": "AndroidManifest.xml", "assetLinks": {"wiki.example": "assetlinks.json"},
             "signingCertificates": {"play": "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"},
             "tabsWhenLoggedOut": true, "tabs": [{"name": "explore", "root": "Explore"}], "screens": ["Article"],
             "routes": [
               {"name": "article", "pattern": "wiki/{title}", "event": "showArticle", "requires": "none", "present": "Article"},
               {"name": "donate", "pattern": "{path...?}", "event": "openDonate", "hosts": ["donate.wiki.example"], "openInBrowser": true}
             ]}
            """#.utf8).write(to: folder.appendingPathComponent("app.json"))
        return try AppMap.load(contentsOf: folder.appendingPathComponent("app.json"))
    }

    // MARK: item 6: a route that hands the link back to the browser

    func testARouteHandsADonateLinkBackToTheBrowserAfterTheAppOpened() throws {
        let wiki = try encyclopedia()
        try assertPasses("""
            Given the app is launched
            When I open "https://donate.wiki.example/?utm_medium=app"
            Then the link opens in the browser
            And no screen is presented
            When I open "https://en.wiki.example/wiki/Cat"
            Then the "Article" screen is displayed with title "Cat"
            """, on: wiki, platform: .android)
        var app = SimulatedApp(map: wiki, platform: .android)
        app.launch()
        XCTAssertEqual(app.open("https://donate.wiki.example/"),
                       .openedInBrowser(reason: "route 'donate' hands the link back to the browser"))
        XCTAssertTrue(app.isRunning, "the app opened first: its filter took the link")
    }

    func testOpenInBrowserIsAnActionOfItsOwn() throws {
        XCTAssertThrowsError(try map(#"""
            {"schemes": ["wiki"], "tabs": [{"name": "explore", "root": "Explore"}],
             "routes": [{"pattern": "donate", "event": "openDonate", "openInBrowser": true, "present": "Donate"}]}
            """#)) { error in
            XCTAssertTrue("\(error)".contains("a route has one action, found present, openInBrowser"), "\(error)")
        }
    }

    // MARK: item 7: a route that drops a link while logged out

    func testARouteDropsALinkWhileLoggedOutAndDoesNotRunItAfterLogin() throws {
        let podcasts = try map(#"""
            {"schemes": ["podcast"], "tabs": [{"name": "home", "root": "Home"}], "screens": ["Episode"],
             "routes": [
               {"pattern": "episode/{id:int}", "event": "showEpisode", "present": "Episode", "pendingPolicy": "drop"},
               {"pattern": "search", "event": "showSearch", "selectTab": "home"}
             ]}
            """#)
        try assertPasses("""
            Given the app is launched
            When I open "podcast://episode/3"
            Then the deep link is discarded
            When I log in as a mock user
            Then the "Home" screen is displayed
            And no screen is presented
            """, on: podcasts)
        try assertPasses("""
            Given the app is launched
            When I open "podcast://search"
            Then the deep link is waiting for login
            """, on: podcasts)
    }

    // MARK: item 8: a route that chooses its screen by a literal query value

    private let queueApp = #"""
        {"schemes": ["podcast"], "tabs": [{"name": "home", "root": "Home"}], "screens": ["Queue", "Episodes"],
         "routes": [
           {"name": "queue", "pattern": "deeplink/main?page=QUEUE", "event": "showQueue", "push": "Queue"},
           {"name": "episodes", "pattern": "deeplink/main?page=EPISODES", "event": "showEpisodes", "push": "Episodes"},
           {"name": "main", "pattern": "deeplink/main", "event": "showMain", "selectTab": "home"}
         ]}
        """#

    func testRoutesOfOnePathChooseTheirScreenByALiteralQueryValue() throws {
        let app = try map(queueApp)
        try assertPasses("""
            Given the app is launched
            And I'm logged in as a mock user
            When I open "podcast://deeplink/main?page=QUEUE"
            Then the "Queue" screen is displayed
            When I open "podcast://deeplink/main?page=EPISODES&source=widget"
            Then the "Episodes" screen is displayed
            """, on: app)
        try assertPasses("""
            Given the app is launched
            And I'm logged in as a mock user
            Then the deep links route as:
              | link                                  | event        |
              | podcast://deeplink/main?page=QUEUE    | showQueue    |
              | podcast://deeplink/main?page=EPISODES | showEpisodes |
              | podcast://deeplink/main?page=queue    | showMain     |
              | podcast://deeplink/main               | showMain     |
            """, on: app)
    }

    func testWithoutARouteForTheValueTheLinkIsIgnored() throws {
        let app = try map(#"""
            {"schemes": ["podcast"], "tabs": [{"name": "home", "root": "Home"}], "screens": ["Queue"],
             "routes": [{"name": "queue", "pattern": "deeplink/main?page=QUEUE", "event": "showQueue", "push": "Queue"}]}
            """#)
        try assertPasses("""
            Given the app is launched
            And I'm logged in as a mock user
            When I open "podcast://deeplink/main?page=DOWNLOADS"
            Then the deep link is ignored
            """, on: app)
    }

    func testTwoRoutesWithTheSameLiteralQueryValueCannotBeToldApart() throws {
        XCTAssertThrowsError(try map(#"""
            {"schemes": ["podcast"], "tabs": [{"name": "home", "root": "Home"}], "screens": ["Queue"],
             "routes": [{"name": "a", "pattern": "deeplink/main?page=QUEUE", "event": "a", "push": "Queue"},
                        {"name": "b", "pattern": "deeplink/main?page=QUEUE", "event": "b", "push": "Queue"}]}
            """#)) { error in
            XCTAssertTrue("\(error)".contains("can never be told apart"), "\(error)")
        }
    }
}
