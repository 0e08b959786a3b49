import BabylonAcceptance
import LinkSpecTesting
import Testing

/// The team's features in Swift Testing: one test case per scenario and
/// platform, the app's router plugged in the same way as in XCTest.
@Test(arguments: LinkSpec.scenarios("Features/", platform: .all))
func acceptance(_ scenario: Scenario) throws {
    try scenario.run(app: .file("Features/app.json", routing: BabylonLinks.route), steps: BabylonSteps.library)
}
