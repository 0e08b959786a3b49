import Foundation
import LinkSpecRunner
import LinkSpecTesting
import Testing

/// Swift Testing runs each scenario as its own test case, in any order; the
/// list's reports are written once all of them have run, in defined order.
@Suite struct SwiftTestingReportTests {
    @Test func listReportIsWrittenWhenItsLastScenarioHasRunInDefinedOrder() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let gathered = scratch.path("gathered.xml")
        let single = scratch.path("single.xml")
        let folder = "Tests/LinkSpecTestingTests/Features/team"
        let scenarios = LinkSpec.scenarios(folder)
        #expect(scenarios.count > 1)

        for (index, scenario) in scenarios.reversed().enumerated() {
            #expect(!FileManager.default.fileExists(atPath: gathered), "written before scenario \(index) ran")
            let outcome = try scenario.run(app: .file("Features/app.json"), steps: TeamSteps.library,
                                           reports: [.junit(gathered)])
            #expect(outcome.passed)
        }
        #expect(FileManager.default.fileExists(atPath: gathered))

        // The same scenarios in one XCTest-style run, for comparison.
        let recorder = NoFailures()
        _ = try LinkSpec.run(folder, app: .file("Features/app.json"), steps: TeamSteps.library,
                             reports: [.junit(single)], in: recorder)
        let expected = try String(contentsOfFile: single, encoding: .utf8)
        let actual = try String(contentsOfFile: gathered, encoding: .utf8)
        #expect(ScratchFolder.timeless(actual) == ScratchFolder.timeless(expected))
    }
}

/// Records any failure as a Swift Testing issue (for the XCTest-style call).
struct NoFailures: FailureRecording {
    func record(_ failure: ScenarioFailure) {
        Issue.record(Comment(rawValue: failure.description))
    }
}
