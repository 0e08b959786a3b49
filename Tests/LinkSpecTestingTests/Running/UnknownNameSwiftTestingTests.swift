import Foundation
import LinkSpecTesting
import TestSupport
import Testing

/// Issue 37, item 5: `Scenario.run` with an app map (Swift Testing) stops on a
/// quoted name the map does not have before the scenario runs, as `LinkSpec.run`
/// and the command line do, with the editor's words.
@Suite struct UnknownNameSwiftTestingTests {
    @Test func anUnknownQuotedScreenIsThrownBeforeTheScenarioRuns() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let feature = scratch.path("screen.feature")
        try Data("""
            Feature: screens
              Scenario: a misspelt screen
                Given the app is launched
                Then the "Setings" screen is displayed
            """.utf8).write(to: URL(fileURLWithPath: feature))
        let app = SharedConformance.repositoryRoot.appendingPathComponent("Features/app.json").path
        let scenario = try #require(LinkSpec.scenarios(feature).first)
        let error = #expect(throws: LinkSpecError.self) { try scenario.run(app: .file(app)) }
        #expect(error?.errors.map(\.message) == ["the app map has no screen 'Setings' (did you mean 'Settings'?)"])
        #expect(error?.errors.first?.line == 4)
        #expect(error?.errors.first?.column == 14)
    }
}
