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

/// Watches XCTest for what XCTest-Gherkin's definers rely on: the test case
/// running (`StepDefiner.test`), an assertion failing inside a step body
/// (it fails the step too, at its call), and the end of the test bundle
/// (`UnusedStepsTracker`). Registered on first use.
final class StepObserver: NSObject, @unchecked Sendable {
    /// Registers the observer, once.
    static func start() {
        _ = registered
    }

    private static let registered: Bool = {
        let observer = StepObserver()
        #if canImport(Darwin)
        // Apple's XCTest may isolate its observation center to the main actor.
        let register: @Sendable () -> Void = { MainActor.assumeIsolated { XCTestObservationCenter.shared.addTestObserver(observer) } }
        if Thread.isMainThread { register() } else { DispatchQueue.main.async(execute: register) }
        #else
        XCTestObservationCenter.shared.addTestObserver(observer)
        #endif
        return true
    }()

    /// An assertion inside a step's body (a step context is current on
    /// this thread) fails that step; outside one, `recordFailure` drops it.
    fileprivate func failedInStep(_ description: String, file: String?, line: Int) {
        recordFailure(description, file: file.map { ($0 as NSString).lastPathComponent } ?? "", line: line)
    }
}

extension StepObserver: XCTestObservation {
    nonisolated func testCaseWillStart(_ testCase: XCTestCase) {
        RunningTest.current = testCase
    }

    #if canImport(Darwin)
    nonisolated func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue) {
        failedInStep(issue.compactDescription, file: issue.sourceCodeContext.location?.fileURL.path,
                     line: issue.sourceCodeContext.location?.lineNumber ?? 0)
    }
    #else
    nonisolated func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
        failedInStep(description, file: filePath, line: lineNumber)
    }
    #endif

    nonisolated func testBundleDidFinish(_ testBundle: Bundle) {
        UnusedStepsTracker.shared().bundleDidFinish()
    }
}
#endif
