import Foundation
import LinkSpecTesting
import XCTest

/// The run options of the command line reach the helpers: a timeout fails a
/// hanging step at its line instead of hanging the test, a retried scenario
/// records only its last attempt, and a non-strict run lets pending steps be.
final class ConfigurationTests: XCTestCase {
    private var scratch: ScratchFolder!
    private var feature: String { scratch.path("options.feature") }

    override func setUpWithError() throws {
        scratch = try ScratchFolder()
        try """
        Feature: Run options
          Scenario: A step that never returns
            Given the counter starts at 1
            When the counter waits for a signal that never comes

          Scenario: A step that fails once
            Given the counter starts at 1
            When the counter is flaky

          Scenario: A step not written yet
            Given the counter starts at 1
            When the counter is pending
        """.write(toFile: feature, atomically: true, encoding: .utf8)
    }

    override func tearDown() {
        scratch.remove()
    }

    private func library(flakyAttempts: AttemptCounter) -> StepLibrary<CounterWorld> {
        var library = CounterSteps.library
        library.when("the counter waits for a signal that never comes") { _ in
            // Far longer than the timeout, yet bounded, so the abandoned thread ends too.
            _ = DispatchSemaphore(value: 0).wait(timeout: .now() + 10)
        }
        library.when("the counter is flaky") { _ in
            if flakyAttempts.next() == 1 { throw StepFailure("first attempt fails") }
        }
        library.when("the counter is pending") { _ in try pending("the team has not written it") }
        return library
    }

    func testTimeoutFailsTheHangingStepAtItsLine() throws {
        let recorder = CollectingRecorder()
        let line = try XCTUnwrap(FeatureText(feature).line(of: "When the counter waits for a signal that never comes"))

        try LinkSpec.run(feature, steps: library(flakyAttempts: AttemptCounter()), world: { CounterWorld() },
                         names: ["never returns"], configuration: RunConfiguration(timeout: 0.2), in: recorder)

        XCTAssertEqual(recorder.failures.map(\.line), [line])
        XCTAssertEqual(recorder.failures.map(\.status), [.failed])
    }

    func testRetriedScenarioRecordsOnlyItsLastAttempt() throws {
        let attempts = AttemptCounter()
        let recorder = CollectingRecorder()

        let outcome = try LinkSpec.run(feature, steps: library(flakyAttempts: attempts), world: { CounterWorld() },
                                       names: ["fails once"], configuration: RunConfiguration(retry: 1), in: recorder)

        XCTAssertEqual(attempts.count, 2)
        XCTAssertTrue(recorder.failures.isEmpty, recorder.failures.map(\.description).joined(separator: "\n"))
        XCTAssertEqual(outcome.result.flaky, 1)
        XCTAssertTrue(outcome.passed)
    }

    func testPendingStepFailsOnlyAStrictRun() throws {
        let strict = CollectingRecorder()
        let lenient = CollectingRecorder()

        try LinkSpec.run(feature, steps: library(flakyAttempts: AttemptCounter()), world: { CounterWorld() },
                         names: ["not written yet"], in: strict)
        try LinkSpec.run(feature, steps: library(flakyAttempts: AttemptCounter()), world: { CounterWorld() },
                         names: ["not written yet"], configuration: RunConfiguration(strict: false), in: lenient)

        XCTAssertEqual(strict.failures.map(\.status), [.pending])
        XCTAssertTrue(strict.failures.first?.message.contains("the team has not written it") == true)
        XCTAssertTrue(lenient.failures.isEmpty)
    }
}

/// Counts calls from the runner's worker threads.
final class AttemptCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var calls = 0

    /// The number of this call, from 1.
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        calls += 1
        return calls
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return calls
    }
}
