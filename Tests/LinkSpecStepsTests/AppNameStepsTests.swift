import CucumberMessages
import Foundation
import LinkSpecRunner
import LinkSpecSteps
import XCTest

/// Screens and tabs the app map knows, written without quotes, as Babylon's
/// handbook writes them: `Then the Some Screen screen is displayed`.
final class AppNameStepsTests: XCTestCase {
    private let loggedIn = """
        Given the app is launched
        And I'm logged in as a mock user

        """

    func testScreensAndTabsWithoutQuotesDoWhatTheQuotedPhrasesDo() throws {
        try assertPasses(loggedIn + """
            And the chat tab is selected
            Then the chat tab is selected
            When I select the profile tab
            Then the profile tab is selected
            When I open the app with "somescreen/42" deeplink
            Then the Some Screen screen is displayed
            And the Some Screen screen is displayed with id "42"
            And the "Some Screen" screen is displayed with id "42"
            """)
        try assertPasses(loggedIn + """
            And the Settings screen is presented
            Then the Settings screen is displayed
            """)
        try assertFails(loggedIn + """
            When I open the app with "somescreen/41" deeplink
            Then the Settings screen is displayed
            """, saying: "expected the \"Settings\" screen to be displayed, but \"Some Screen {id: 41}\" is displayed", "the app shows:")
    }

    func testANameTheAppMapDoesNotKnowIsUndefinedWithTheClosestScreen() throws {
        let record = try StepsHarness.scenario(loggedIn + "Then the Setings screen is displayed")
        XCTAssertEqual(record.status, .undefined, record.summary)
        let snippet = try XCTUnwrap(record.steps.last?.snippets.first)
        XCTAssertTrue(snippet.contains("//   Then the Settings screen is displayed # LinkSpecSteps/ScreenAssertions.swift:"), snippet)
        // A tab name written as a screen's is no screen either.
        XCTAssertEqual(try StepsHarness.scenario(loggedIn + "Then the chat screen is displayed").status, .undefined)
    }

    /// No step of the demo features, nor any of them with its names written
    /// without quotes, binds two phrases.
    func testNoStepBindsBothTheQuotedAndTheUnquotedPhrase() throws {
        let catalog = try StepCatalog(StandardSteps.library().forApp(StepsHarness.demoMap))
        let pickles = try StepsHarness.pickles(inFolder: StepsHarness.featuresFolder)
        var checked = 0
        for step in pickles.flatMap(\.steps) {
            let kind = step.type?.kind ?? .unknown
            var texts = [step.text]
            if let quoted = step.text.range(of: #""[^"]*""#, options: .regularExpression) {
                texts.append(step.text.replacingCharacters(in: quoted, with: step.text[quoted].dropFirst().dropLast()))
            }
            for text in texts {
                checked += 1
                XCTAssertLessThanOrEqual(catalog.bindings(of: text, kind: kind).count, 1, text)
            }
        }
        XCTAssertGreaterThan(checked, 200)
    }
}
