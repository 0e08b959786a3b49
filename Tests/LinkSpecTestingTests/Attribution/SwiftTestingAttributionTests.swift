import Foundation
import LinkSpecRunner
import LinkSpecTesting
import Testing

/// The same deliberately failing feature through the Swift Testing helper:
/// each failure must become exactly one issue at the feature file's line.
@Suite struct SwiftTestingAttributionTests {
    let feature = FeatureText.attributionFeature
    var featurePath: String { FeatureText.packageRoot + "/" + feature }

    @Test func failingScenarioRecordsOneIssueAtItsStepLine() throws {
        let text = try FeatureText(featurePath)
        let failingLine = try #require(text.line(of: "Then the counter shows 4"))
        let scenarios = LinkSpec.scenarios(feature, names: ["A wrong total"])
        let scenario = try #require(scenarios.first)
        #expect(scenarios.count == 1)
        #expect(scenario.location == "\(feature):\(try #require(text.line(of: "Scenario: A wrong total fails on its Then step")))")

        let issues = IssueLog()
        try withKnownIssue {
            try scenario.run(steps: CounterSteps.library, world: { CounterWorld() })
        } matching: { issue in
            issues.append(issue)
            return issue.sourceLocation?.filePath == featurePath && issue.sourceLocation?.line == failingLine
        }
        #expect(issues.count == 1)
        #expect(issues.first?.comments.first?.rawValue.contains("Then the counter shows 4") == true)
    }

    @Test func eachExamplesRowIsATestCaseAndAFailingRowIsTheIssuesLocation() throws {
        let text = try FeatureText(featurePath)
        let passingRow = try #require(text.line(ofRow: ["1", "1"]))
        let failingRow = try #require(text.line(ofRow: ["2", "5"]))
        let scenarios = LinkSpec.scenarios(feature, names: ["A failing Examples row"])
        #expect(scenarios.map(\.line) == [passingRow, failingRow])

        let passing = try scenarios[0].run(steps: CounterSteps.library, world: { CounterWorld() })
        #expect(passing.passed)

        let issues = IssueLog()
        try withKnownIssue {
            try scenarios[1].run(steps: CounterSteps.library, world: { CounterWorld() })
        } matching: { issue in
            issues.append(issue)
            return issue.sourceLocation?.line == failingRow && issue.sourceLocation?.filePath == featurePath
        }
        #expect(issues.count == 1)
    }

    @Test func missingFolderIsOneFailingCaseNotACrash() throws {
        let scenarios = LinkSpec.scenarios("Features/no_such_folder/")
        let scenario = try #require(scenarios.first)
        #expect(scenarios.count == 1)
        #expect(scenario.description.contains("no such file or folder"))

        let issues = IssueLog()
        try withKnownIssue {
            try scenario.run(steps: CounterSteps.library, world: { CounterWorld() })
        } matching: { issue in
            issues.append(issue)
            return issue.comments.contains { $0.rawValue.contains("no_such_folder: no such file or folder") }
        }
        #expect(issues.count == 1)
    }

    @Test func parseErrorIsAnIssueAtTheBrokenLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkspec-testing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("broken.feature")
        try "Feature: Broken\n  Scenario: one\n    Given a step\n  This line is not Gherkin\n".write(to: broken, atomically: true, encoding: .utf8)

        let scenarios = LinkSpec.scenarios(broken.path)
        let scenario = try #require(scenarios.first)
        #expect(scenarios.count == 1)

        let issues = IssueLog()
        try withKnownIssue {
            try scenario.run(steps: CounterSteps.library, world: { CounterWorld() })
        } matching: { issue in
            issues.append(issue)
            return issue.sourceLocation?.filePath == broken.path && issue.sourceLocation?.line == 4
        }
        #expect(issues.count == 1)
    }
}

/// Issues seen by a `withKnownIssue` matcher (which must be `@Sendable`).
final class IssueLog: @unchecked Sendable {
    private let lock = NSLock()
    private var issues: [Issue] = []

    func append(_ issue: Issue) {
        lock.lock()
        defer { lock.unlock() }
        issues.append(issue)
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return issues.count
    }

    var first: Issue? {
        lock.lock()
        defer { lock.unlock() }
        return issues.first
    }
}
