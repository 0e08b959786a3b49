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
