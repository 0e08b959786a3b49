import LinkSpecJSON
import LinkSpecRunner
import TestSupport
import XCTest

/// The Compatibility Kit's comparison and checks can fail: each sees the
/// difference or the disorder it is there for.
final class ComparisonTests: XCTestCase {
    private func message(_ json: String) throws -> ComparableMessage {
        ComparableMessage(try JSONReader.read(json))
    }

    func testIgnoredKeysAreDroppedAtEveryDepthAndTheRestCompared() throws {
        let mine = try message(#"{"testCase":{"id":"1","testSteps":[{"id":"2","pickleStepId":"3","x":7}]}}"#)
        XCTAssertEqual(mine, try message(#"{"testCase":{"id":"9","testSteps":[{"id":"8","pickleStepId":"4","x":7.0}]}}"#))
        let other = try message(#"{"testCase":{"testSteps":[{"x":8}]}}"#)
        XCTAssertNotEqual(mine, other)
        XCTAssertEqual(other.firstDifference(from: mine), "testCase.testSteps[0].x")
        XCTAssertEqual(try message(#"{"a":{"b":1}}"#).firstDifference(from: try message(#"{"a":{}}"#)), "a.b (present in only one)")
    }

    func testRunHooksBeforeTheFirstTestCaseMoveToJustAfterTestRunStarted() throws {
        let kinds = ["testRunStarted", "testCase", "testRunHookStarted", "testRunHookFinished", "testCaseStarted",
                     "testRunHookStarted", "testRunHookFinished"]
        let moved = SampleRun.movingRunHooks(try kinds.map { try message("{\"\($0)\":{}}") })
        XCTAssertEqual(moved.map(\.kind), ["testRunStarted", "testRunHookStarted", "testRunHookFinished", "testCase",
                                           "testCaseStarted", "testRunHookStarted", "testRunHookFinished"])
    }

    func testStreamOrderFindsUndefinedIdsAndMessagesOutOfTheirStep() throws {
        let stream = """
            {"testRunStarted":{"id":"1"}}
            {"testCase":{"id":"2","pickleId":"0","testSteps":[{"id":"3","pickleStepId":"4"}],"testRunStartedId":"1"}}
            {"testCaseStarted":{"id":"5","testCaseId":"2"}}
            {"attachment":{"testCaseStartedId":"5","testStepId":"3"}}
            {"testStepStarted":{"testCaseStartedId":"5","testStepId":"3"}}
            {"testStepFinished":{"testCaseStartedId":"5","testStepId":"3"}}
            {"suggestion":{"id":"6","pickleStepId":"4"}}
            {"testCase":{"id":"7","pickleId":"0","testSteps":[]}}
            {"testRunHookFinished":{"testRunHookStartedId":"8"}}
            """
        XCTAssertEqual(StreamOrder.problems(in: try SampleRun.envelopes(stream)), [
            "line 2: testCase.pickleId 0 is not defined earlier",
            "line 2: testCase.pickleStepId 4 is not defined earlier",
            "line 4: an attachment outside its step",
            "line 7: suggestion.pickleStepId 4 is not defined earlier",
            "line 7: a suggestion outside its undefined step",
            "line 8: testCase.pickleId 0 is not defined earlier",
            "line 8: a testCase after the first testCaseStarted",
            "line 9: testRunHookFinished.testRunHookStartedId 8 is not defined earlier",
            "line 9: testRunHookFinished of a hook not started",
        ])
    }

    func testGlueOfAnotherMeaningFailsTheSample() throws {
        let kit = try SharedConformance.directory("compatibility-kit")
        let expected = try String(contentsOf: kit.appendingPathComponent("samples/minimal/minimal.ndjson"), encoding: .utf8)
        let failing = try SampleRun.stream("minimal", kit: kit, glue: { _ in
            var steps = StepLibrary<CCKWorld>()
            steps.step("I have {int} cukes in my belly") { (_, _: Int) in throw Glue.Error("no") }
            return steps
        }, streamed: false)
        let difference = try XCTUnwrap(try SampleRun.difference(actual: failing, expected: expected))
        XCTAssertTrue(difference.contains("differs at testStepFinished.testStepResult"), difference)
    }
}
