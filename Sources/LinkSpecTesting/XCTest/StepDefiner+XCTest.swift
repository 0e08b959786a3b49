#if canImport(XCTest)
import Foundation
import LinkSpecRunner
import XCTest

extension StepDefiner {
    /// The `XCTestCase` whose step is running: the current test method's own
    /// object (each method has one), so a step body reads its properties,
    /// its `scenarioContext`, and asserts on it (`XCTAssertEqual(...)`). Only
    /// while an XCTest method runs steps (its `Given`/`When`/`Then` calls, or
    /// `LinkSpec.run(..., in: self)`); elsewhere using it is a programming error.
    public var test: XCTestCase {
        guard let test = RunningTest.current else {
            preconditionFailure("StepDefiner.test is the XCTestCase whose step is running, and no XCTest method is running one")
        }
        return test
    }
}

/// Watches XCTest for what XCTest-Gherkin's definers rely on: an assertion
/// failing inside a step body fails the step too (at its call), and when
/// the test bundle ends the unused definitions are reported
/// (`UnusedStepsTracker`). Registered on first use.
final class StepObserver: NSObject, XCTestObservation, @unchecked Sendable {
    /// Registers the observer, once.
    static func start() {
        _ = shared
    }

    private static let shared: StepObserver = {
        let observer = StepObserver()
        XCTestObservationCenter.shared.addTestObserver(observer)
        return observer
    }()

    #if canImport(Darwin)
    func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue) {
        failedInStep(issue.compactDescription, file: issue.sourceCodeContext.location?.fileURL.path, line: issue.sourceCodeContext.location?.lineNumber ?? 0)
    }
    #else
    func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
        failedInStep(description, file: filePath, line: lineNumber)
    }
    #endif

    /// An assertion inside a step's body (a step context is current on
    /// this thread) fails that step; outside one, `recordFailure` drops it.
    private func failedInStep(_ description: String, file: String?, line: Int) {
        recordFailure(description, file: file.map { ($0 as NSString).lastPathComponent } ?? "", line: line)
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        RunningTest.current = testCase
    }

    func testBundleDidFinish(_ testBundle: Bundle) {
        UnusedStepsTracker.shared().bundleDidFinish()
    }
}
#endif
