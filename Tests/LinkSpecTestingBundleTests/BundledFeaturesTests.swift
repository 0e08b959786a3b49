import Foundation
import LinkSpecTesting
import Testing

/// The Swift Testing style, with the features and app map read from the test
/// bundle's resources (`resources: [.copy("Features")]`), as on a device.
@Suite struct BundledFeaturesTests {
    @Test(arguments: LinkSpec.scenarios("Features/passing", from: .bundle(Bundle.module)))
    func bundledFeatures(_ scenario: Scenario) throws {
        try scenario.run(app: .file("Features/app.json"))
    }

    @Test func everyScenarioOfTheBundledFolderIsACase() {
        let scenarios = LinkSpec.scenarios("Features/passing", from: .bundle(Bundle.module))
        #expect(scenarios.map(\.name) == [
            "A link to the inbox selects its tab",
            "A link to message 7 pushes it on the inbox tab",
            "A link to message 42 pushes it on the inbox tab",
            "A scheme the Info.plist does not register does not open the app",
        ])
        #expect(scenarios.allSatisfy { $0.uri == "Features/passing/inbox.feature" }, "uris relative to the bundle's resources")
    }
}
