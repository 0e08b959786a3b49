import BabylonAcceptance
import LinkSpecTesting
import XCTest

/// The team's features in XCTest: the app's router plugged in next to the map,
/// the team's steps next to the standard ones.
final class AcceptanceTests: XCTestCase {
    func testEveryFeaturePassesOnBothPlatforms() throws {
        let outcome = try LinkSpec.run("Features/", app: .file("Features/app.json", routing: BabylonLinks.route), platform: .all,
                                       steps: BabylonSteps.library, in: self)
        XCTAssertEqual(outcome.scenarioCount, 34, "every scenario of the four feature files, on iOS and on Android")
        XCTAssertTrue(outcome.passed)
    }

    func testSmokeScenariosWriteAJUnitReport() throws {
        try LinkSpec.run("Features/", app: .file("Features/app.json", routing: BabylonLinks.route),
                         steps: BabylonSteps.library, tags: "@smoke",
                         reports: [.junit(".build/reports/acceptance.xml")], in: self)
    }
}
