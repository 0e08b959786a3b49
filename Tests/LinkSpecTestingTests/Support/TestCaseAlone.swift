import XCTest

/// A test case run on its own, inside another test, its failures kept
/// instead of failing anything: how a test checks what a plain `XCTestCase`
/// records. Its methods are not named `test...`, so XCTest does not run them.
///
/// After such a run, swift-corelibs-xctest's current test case is no longer
/// the test that ran it, and `XCTAssert...` there would record nowhere: the
/// test checks with `verify` and `verifyEqual`, which record on itself.
class RecordingTestCase: XCTestCase, @unchecked Sendable {
    /// What the run recorded: each failure's message and line.
    var failures: [(message: String, line: Int)] = []

    /// Whether XCTest records each failure too (its observers see it).
    var handsFailuresOn: Bool { false }

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        failures.append((description, lineNumber))
        if handsFailuresOn { super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected) }
    }

    /// Runs `method` of a fresh `Self` as XCTest runs a test method (set-up,
    /// the method, the teardown blocks) and returns the test case.
    static func run(_ name: String, _ method: @escaping (RecordingTestCase) throws -> Void) throws -> Self {
        #if os(Linux) || os(Android) || os(Windows)
        let test = Self(name: name, testClosure: { try method($0 as! RecordingTestCase) })
        test.run()
        return test
        #else
        throw XCTSkip("running a test case alone needs swift-corelibs-xctest's closure-based test cases")
        #endif
    }
}

extension XCTestCase {
    /// Records a failure on this test unless `condition` holds.
    func verify(_ condition: Bool, _ message: @autoclosure () -> String = "", file: String = #filePath, line: Int = #line) {
        guard !condition else { return }
        #if os(Linux) || os(Android) || os(Windows)
        recordFailure(withDescription: "verify failed: \(message())", inFile: file, atLine: line, expected: true)
        #else
        XCTFail(message())
        #endif
    }

    /// Records a failure on this test unless `actual == expected`.
    func verifyEqual<T: Equatable>(_ actual: T, _ expected: T, _ message: @autoclosure () -> String = "",
                                   file: String = #filePath, line: Int = #line) {
        verify(actual == expected, "\(actual) is not \(expected) \(message())", file: file, line: line)
    }
}
