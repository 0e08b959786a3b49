#if canImport(XCTest)
import XCTest

/// Something that records test failures: an `XCTestCase` (every test case is
/// one), or a test double that collects them.
public protocol FailureRecording {
    func record(_ failure: ScenarioFailure)
}

extension XCTestCase: FailureRecording {
    /// Through `recordFailure(withDescription:inFile:atLine:expected:)`, the one
    /// recording call XCTest has on both Linux and macOS: Xcode then shows the
    /// failure on the feature file's line.
    public func record(_ failure: ScenarioFailure) {
        (self as any LegacyFailureRecording).recordFailure(
            withDescription: failure.message, inFile: failure.filePath, atLine: failure.line, expected: true)
    }
}

/// The recording method, reached through a protocol so the macOS deprecation
/// of `recordFailure` (in favour of `record(_: XCTIssue)`, which Linux lacks)
/// does not warn in every build.
protocol LegacyFailureRecording {
    func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool)
}

extension XCTestCase: LegacyFailureRecording {}
#endif
