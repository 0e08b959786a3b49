import CucumberMessages
@testable import LinkSpecReports
import XCTest

/// A run's own stream finishes one attempt before starting the next, and the
/// message query is tuned for that; a parallel runner's stream (what
/// `linkspec report` may read) interleaves attempts. Reports must not differ.
final class InterleavedStreamTests: XCTestCase {
    private func sequentialRun() -> [Envelope] {
        var run = RunBuilder()
        run.feature("Interleaving", uri: "features/interleaving.feature", scenarios: [
            scenario("First", step("Given ", "one"), step("When ", "two", .failed, message: "boom",
                                                              exception: Exception(type: "E", message: "boom")),
                     step("Then ", "three", .skipped)),
            scenario("Second", step("Given ", "four"), step("Then ", "five")),
            scenario("Third", step("Given ", "six", .undefined), step("Then ", "seven", .skipped)),
        ])
        return run.build()
    }

    func testInterleavedAttemptsGiveTheSameReports() throws {
        let sequential = sequentialRun()
        let mixed = interleavingAttempts(sequential)
        XCTAssertNotEqual(sequential, mixed)
        // JUnit lists scenarios in pickle order: the very same bytes.
        let junit = { (output: any ReportOutput) -> any ReportFormatter in JUnitFormatter(output: output) }
        XCTAssertEqual(try report(mixed, junit), try report(sequential, junit))
        // Progress and summary follow the stream's order: the same marks and counts, reordered.
        let progress = { (output: any ReportOutput) -> any ReportFormatter in ProgressFormatter(output: output) }
        XCTAssertEqual(try report(mixed, progress).sorted(), try report(sequential, progress).sorted())
        let summary = { (output: any ReportOutput) -> any ReportFormatter in SummaryFormatter(output: output) }
        let counts = { (text: String) in text.split(separator: "\n").filter { $0.contains("scenarios (") || $0.contains("steps (") } }
        XCTAssertEqual(counts(try report(mixed, summary)), ["3 scenarios (1 failed, 1 undefined, 1 passed)",
                                                            "7 steps (1 failed, 1 undefined, 2 skipped, 3 passed)"])
        XCTAssertTrue(try report(mixed) { JUnitFormatter(output: $0) }.contains("message=\"boom\""))
    }

    func testStepsFinishingOutOfOrderLandOnTheirOwnStep() throws {
        var envelopes = sequentialRun()
        // Swap the first two testStepFinished of the first attempt (a runner
        // reporting a hook after the step, say): results stay with their steps.
        let finished = envelopes.indices.filter { if case .testStepFinished = envelopes[$0] { true } else { false } }
        envelopes.swapAt(finished[0], finished[1])
        let query = MessageQuery()
        var seen: [TestCaseAttempt] = []
        for envelope in envelopes {
            query.update(with: envelope)
            if case .testCaseFinished(let done) = envelope, let attempt = query.attempt(done.testCaseStartedId) {
                seen.append(attempt)
            }
            query.forgetAfterDispatch(envelope)
        }
        XCTAssertEqual(seen.first?.steps.map { $0.result?.status }, [.passed, .failed, .skipped])
        XCTAssertEqual(seen.map(\.status), [.failed, .passed, .undefined])
    }
}
