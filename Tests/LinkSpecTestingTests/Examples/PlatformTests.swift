import LinkSpecTesting
import Testing
import XCTest

/// The same features on both platforms from a team's tests: `platform:` in
/// `LinkSpec.run` and `LinkSpec.scenarios`, each scenario on each platform it
/// runs on, named for it.
final class PlatformXCTests: XCTestCase {
    func testAllRunsEachScenarioOnBothPlatformsAndAndroidOnlyOnesOnce() throws {
        let outcome = try LinkSpec.run("Features/routing/universal_links.feature", "Features/android_app_links",
                                       app: .file("Features/app.json"), platform: .all, in: self)
        let ios = try LinkSpec.run("Features/routing/universal_links.feature", app: .file("Features/app.json"), in: self)
        let android = try LinkSpec.run("Features/android_app_links", app: .file("Features/app.json"), platform: .android, in: self)
        XCTAssertEqual(outcome.scenarioCount, 2 * ios.scenarioCount + android.scenarioCount)
        XCTAssertTrue(outcome.passed, outcome.failures.map(\.description).joined(separator: "\n"))
    }

    func testAnAndroidFeatureHasNoScenarioOnIOS() throws {
        XCTAssertThrowsError(try LinkSpec.run("Features/android_app_links", app: .file("Features/app.json"), in: self)) { error in
            XCTAssertTrue("\(error)".contains("no scenario matches (the files have no scenarios on iOS)"), "\(error)")
        }
    }
}

@Suite struct PlatformSwiftTests {
    @Test(arguments: LinkSpec.scenarios("Features/routing/universal_links.feature", "Features/android_app_links", platform: .all))
    func bothPlatforms(_ scenario: Scenario) throws {
        try scenario.run(app: .file("Features/app.json"))
    }

    @Test func eachCaseIsNamedForItsPlatformAndIdentifiedByIt() throws {
        let scenarios = LinkSpec.scenarios("Features/routing/universal_links.feature", platform: .all)
        #expect(scenarios.map(\.platform) == Array(repeating: [MobilePlatform.iOS, .android], count: scenarios.count / 2).flatMap { $0 },
                "each scenario on iOS, then on Android")
        #expect(scenarios.allSatisfy { $0.name.hasSuffix(" [\($0.platform.name)]") && $0.tags.contains($0.platform.tag) })
        #expect(Set(scenarios.map(\.identity)).count == scenarios.count, "the same line on two platforms is two cases")
        let unnamed = LinkSpec.scenarios("Features/routing/universal_links.feature")
        #expect(unnamed.allSatisfy { $0.platform == .iOS && !$0.name.hasSuffix("]") }, "iOS by default, names as written")
    }
}
