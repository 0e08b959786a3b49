import AppSimulation
import LinkSpecRunner
import TestSupport
import XCTest

/// Issue 35, item 9: Android's entry points as phrases, on the Android-only
/// fixture app (`Tests/AppFilesTests/Fixtures/AndroidOnlyApp`).
final class AndroidEntryStepsTests: XCTestCase {
    private func cards() throws -> AppMap {
        try AppMap.load(contentsOf: SharedConformance.repositoryRoot
            .appendingPathComponent("Tests/AppFilesTests/Fixtures/AndroidOnlyApp/app.json"))
    }

    private func run(_ steps: String, on platform: MobilePlatform = .android, file: StaticString = #filePath, line: UInt = #line) throws -> TestCaseRecord {
        try StepsHarness.scenario(steps, map: try cards(), platform: platform, file: file, line: line)
    }

    /// Item 3's reproduction as a run: no schemes or universalLinkHosts in app.json.
    func testTheAndroidOnlyMapsVerifiedAppLinkShowsTheImportScreen() throws {
        let record = try run("""
            Given the app is launched
            And I'm logged in as a mock user
            When I open "https://cards.example/share#cardid=1234"
            Then the "Import" screen is displayed
            And the link arrives through "onNewIntent"
            """)
        XCTAssertEqual(record.status, .passed, record.summary)
    }

    func testANotificationAnAppShortcutAndAnotherAppsIntentEachArriveThroughTheirAPI() throws {
        let record = try run("""
            Given I'm logged in as a mock user
            And I turned off "Open supported links" for the app
            When I tap a push notification with link "https://cards.example/share"
            Then the "Import" screen is displayed
            And the link arrives through "onCreate"
            When I tap the "Import a card" app shortcut
            Then the "Import" screen is displayed
            And the link arrives through "onNewIntent"
            When another app opens "https://cards.example/share" with the app's package
            Then the "Import" screen is displayed
            When another app opens "https://cards.example/share" with package "com.other.app"
            Then the app is not opened
            """)
        XCTAssertEqual(record.status, .passed, record.summary)
    }

    func testAnUnknownShortcutFailsNamingTheAppsShortcuts() throws {
        let record = try run("""
            When I tap the "imprt" app shortcut
            """)
        XCTAssertEqual(record.status, .failed)
        XCTAssertTrue(record.failureMessage?.contains(#"the app has no App Shortcut "imprt" (did you mean 'import'?); its shortcuts: "import", "settings""#) == true,
                      record.failureMessage ?? "")
    }

    func testAppShortcutsOnAnIPhoneFailSayingSo() throws {
        let record = try run("""
            When I tap the "import" app shortcut
            """, on: .iOS)
        XCTAssertTrue(record.failureMessage?.contains("App Shortcuts of shortcuts.xml are Android's (tag the scenario @android)") == true,
                      record.failureMessage ?? "")
    }
}
