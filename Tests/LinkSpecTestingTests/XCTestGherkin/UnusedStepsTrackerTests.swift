import LinkSpecTesting
import XCTest

/// Two steps, one of which the test below uses.
final class TrackedSteps: StepDefiner {
    override func defineSteps() {
        step("a tracked step that runs") {}
        step("a tracked step nobody calls") {}
    }
}

/// Its setup names the definer: making its library registers its steps.
final class UnusedStepsTrackerTests: XCTestCase, GivenWhenThen {
    static let linkSpec = LinkSpecSetup(definers: [TrackedSteps.self])

    func testTheStepsNoCallUsedAreTheUnusedOnes() throws {
        let tracker = UnusedStepsTracker.shared()
        _ = Self.linkSpec
        let unusedBefore = tracker.unusedSteps.filter { $0.contains("a tracked step") }
        XCTAssertEqual(unusedBefore.count, 2, "\(unusedBefore)")

        Given("a tracked step that runs")
        let unused = tracker.unusedSteps.filter { $0.contains("a tracked step") }
        XCTAssertEqual(unused.count, 1, "\(unused)")
        XCTAssertTrue(unused.first?.hasPrefix("/a tracked step nobody calls/  (LinkSpecTestingTests/UnusedStepsTrackerTests.swift:") == true,
                      "\(unused)")
    }

    /// XCTest-Gherkin's Objective-C interface, without its selectors.
    func testStepsNamedByHandAreTrackedToo() {
        let tracker = UnusedStepsTracker.shared()
        tracker.setSteps(["/a step named by hand/"])
        XCTAssertTrue(tracker.unusedSteps.contains("/a step named by hand/"))
        tracker.performedStep("/a step named by hand/")
        XCTAssertFalse(tracker.unusedSteps.contains("/a step named by hand/"))
    }
}

/// Steps used only by another step's nested `step(...)`, or only by a feature run.
final class CountedSteps: StepDefiner {
    override func defineSteps() {
        step("a counted step that calls another") {
            self.step("a counted step only a nested call runs")
        }
        step("a counted step only a nested call runs") {}
        step("a counted step only a feature runs") {}
    }
}

/// Uses are counted whatever runs the step, not only `Given`/`When`/`Then`.
final class UnusedStepsTrackerRunsTests: XCTestCase {
    final class Calls: GivenWhenThen {
        static let linkSpec = LinkSpecSetup(definers: [CountedSteps.self])
        var failures: [ScenarioFailure] = []
        func record(_ failure: ScenarioFailure) { failures.append(failure) }
    }

    private func unused(_ text: String) -> Bool {
        UnusedStepsTracker.shared().unusedSteps.contains { $0.hasPrefix("/\(text)/ ") }
    }

    func testAStepRunOnlyByANestedStepIsUsed() {
        _ = Calls.linkSpec
        XCTAssertTrue(unused("a counted step only a nested call runs"), "registered, not yet run")

        let calls = Calls()
        calls.Given("a counted step that calls another")
        calls.finishSteps()
        XCTAssertEqual(calls.failures.map(\.message), [])
        XCTAssertFalse(unused("a counted step only a nested call runs"))
    }

    func testAStepRunOnlyByAFeatureRunIsUsed() throws {
        let library = CountedSteps.library()
        XCTAssertTrue(unused("a counted step only a feature runs"), "registered, not yet run")

        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let feature = scratch.path("counted.feature")
        try "Feature: counted\n  Scenario: s\n    Given a counted step only a feature runs\n"
            .write(toFile: feature, atomically: true, encoding: .utf8)
        let outcome = try LinkSpec.run(feature, app: .file("Features/app.json"), steps: library, in: self)
        XCTAssertTrue(outcome.passed)
        XCTAssertFalse(unused("a counted step only a feature runs"))
    }
}
