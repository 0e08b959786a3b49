import CucumberMessages
import Foundation
import LinkSpecTesting
import XCTest

/// With `reports:`, each scenario written as Swift calls is in the run's
/// Cucumber Messages and JUnit, as a feature file's scenario would be: its
/// Swift file is the document, each call a step at the call's line.
final class StepCallReportTests: XCTestCase {
    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkspec-step-calls-\(UUID().uuidString)")

    final class Calls: GivenWhenThen {
        static let linkSpec = LinkSpecSetup(reports: [.messages(StepCallReportTests.folder.appendingPathComponent("run.ndjson").path),
                                                      .junit(StepCallReportTests.folder.appendingPathComponent("junit.xml").path)])
        func record(_ failure: ScenarioFailure) {}
        func recordNotRun(_ step: ScenarioFailure) {}
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: Self.folder)
    }

    func testEachScenarioIsInTheMessagesAndJUnitWithItsStepsAtTheirCalls() throws {
        let passing = Calls()
        passing.Given("I'm logged in as a mock user"); let given = #line
        passing.When("I open the app with \"somescreen/42\" deeplink")
        passing.Then("the Some Screen screen is displayed")
        passing.finishSteps()
        let failing = Calls()
        failing.Given("I'm logged in as a mock user")
        failing.Then("the Home screen is displayed"); let failed = #line
        failing.And("no screen is presented")
        failing.finishSteps()

        var documents: [GherkinDocument] = []
        var pickles: [Pickle] = []
        var statuses: [TestStepResult.Status] = []
        var reader = try EnvelopeReader(path: Self.folder.appendingPathComponent("run.ndjson").path)
        while let envelope = try reader.next() {
            switch envelope {
            case .gherkinDocument(let document): documents.append(document)
            case .pickle(let pickle): pickles.append(pickle)
            case .testStepFinished(let finished): statuses.append(finished.testStepResult.status)
            default: break
            }
        }
        let uri = "Tests/LinkSpecTestingTests/StepCalls/StepCallReportTests.swift"
        XCTAssertEqual(documents.map(\.uri), [uri], "one document for the Swift file")
        XCTAssertEqual(documents.first?.feature?.name, "Calls")
        let scenarios = documents.first?.feature?.children.compactMap(\.scenario) ?? []
        XCTAssertEqual(scenarios.map(\.name), [#function.replacingOccurrences(of: "()", with: ""),
                                               #function.replacingOccurrences(of: "()", with: "")])
        XCTAssertEqual(scenarios.first?.steps.first?.location.line, given)
        XCTAssertEqual(scenarios.first?.steps.map(\.keyword), ["Given ", "When ", "Then "])
        XCTAssertEqual(scenarios.last?.steps.dropFirst().first?.location.line, failed)
        XCTAssertEqual(pickles.map(\.uri), [uri, uri])
        XCTAssertEqual(pickles.last?.steps.map(\.text), ["I'm logged in as a mock user", "the Home screen is displayed",
                                                         "no screen is presented"])
        XCTAssertEqual(statuses, [.passed, .passed, .passed, .passed, .failed, .skipped])

        let junit = try String(contentsOf: Self.folder.appendingPathComponent("junit.xml"), encoding: .utf8)
        XCTAssertEqual(junit.components(separatedBy: "<testcase ").count - 1, 2, junit)
        XCTAssertTrue(junit.contains("classname=\"Calls\""), junit)
        XCTAssertEqual(junit.components(separatedBy: "<failure ").count - 1, 1, junit)
    }
}
