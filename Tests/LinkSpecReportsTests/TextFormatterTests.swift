import CucumberMessages
import Foundation
@testable import LinkSpecReports
import TestSupport
import XCTest

/// progress, summary, pretty, rerun and message, fed Cucumber's sample runs.
final class TextFormatterTests: XCTestCase {
    private func sample(_ name: String) throws -> [Envelope] {
        let url = try SharedConformance.directory("junit/testdata/src").appendingPathComponent("\(name).ndjson")
        var reader = try EnvelopeReader(path: url.path)
        var envelopes: [Envelope] = []
        while let envelope = try reader.next() { envelopes.append(envelope) }
        return envelopes
    }

    private func format(_ kind: FormatterKind, _ sample: String, options: FormatterOptions = FormatterOptions()) throws -> String {
        try report(self.sample(sample)) { kind.make(output: $0, options: options) }
    }

    func testProgressPrintsOneCharacterPerStep() throws {
        // Formatted before the assertion: a skip (no ../shared) thrown inside
        // XCTAssertEqual would be recorded as a failure.
        let output = try format(.progress, "all-statuses")
        XCTAssertEqual(output, "....F-.P-.--.U-.A-\n")
    }

    func testProgressHidesHooksThatPassedButShowsFailedOnes() throws {
        let output = try format(.progress, "hooks")
        XCTAssertFalse(output.isEmpty)
        // hooks.ndjson: a failing step, and a scenario whose After hook fails.
        XCTAssertEqual(output.filter { $0 == "F" }.count, try sample("hooks").filter {
            if case .testStepFinished(let finished) = $0 { return finished.testStepResult.status == .failed }
            return false
        }.count)
    }

    func testSummaryCountsScenariosAndStepsInCucumberOrder() throws {
        let lines = try format(.summary, "all-statuses").split(separator: "\n", omittingEmptySubsequences: false)
        let tail = Array(lines.suffix(4))
        XCTAssertEqual(tail[0], "6 scenarios (1 failed, 1 ambiguous, 1 undefined, 1 pending, 1 skipped, 1 passed)")
        XCTAssertEqual(tail[1], "18 steps (1 failed, 1 ambiguous, 1 undefined, 1 pending, 6 skipped, 8 passed)")
        XCTAssertEqual(tail[2], "0m00.049s (executing steps: 0m00.011s)")
        XCTAssertEqual(tail[3], "")
    }

    func testSummaryListsFailuresWithTheFeatureLineAndTheError() throws {
        let output = try format(.summary, "all-statuses")
        XCTAssertTrue(output.hasPrefix("Failures:\n\n1) Scenario: Failing # samples/all-statuses/all-statuses.feature:11\n"), output)
        XCTAssertTrue(output.contains("   ✖ And a failing step # samples/all-statuses/all-statuses.feature:13\n"), output)
        XCTAssertTrue(output.contains("       Error: whoops\n"), output)
        XCTAssertTrue(output.contains("Warnings:\n\n1) Scenario: Pending"), output)
    }

    func testSummaryMarksRetriedAttemptsAsWarningsAndCountsTheLastAttempt() throws {
        let output = try format(.summary, "retry")
        XCTAssertTrue(output.contains("(attempt 1, retried)"), output)
        XCTAssertTrue(output.contains("4 scenarios (1 failed, 3 passed)\n"), output)
    }

    func testSummaryOfNothingSaysZero() throws {
        var run = RunBuilder()
        run.feature("Empty", uri: "e.feature", scenarios: [])
        let output = try report(run.build()) { SummaryFormatter(output: $0) }
        XCTAssertEqual(output, "0 scenarios\n0 steps\n0m00.001s (executing steps: 0m00.000s)\n")
    }

    func testDurationsPrintAsMinutesAndSeconds() {
        XCTAssertEqual(SummaryFormatter.minutesAndSeconds(ElapsedTime(seconds: 0, nanos: 123_456_789)), "0m00.123s")
        XCTAssertEqual(SummaryFormatter.minutesAndSeconds(ElapsedTime(seconds: 75, nanos: 5_000_000)), "1m15.005s")
        XCTAssertEqual(SummaryFormatter.minutesAndSeconds(ElapsedTime(seconds: 3725, nanos: 0)), "62m05.000s")
    }

    func testPrettyShowsFeaturesScenariosStepsAndFailures() throws {
        let output = try format(.pretty, "all-statuses")
        XCTAssertTrue(output.hasPrefix("Feature: All statuses # samples/all-statuses/all-statuses.feature:1\n\n"), output)
        XCTAssertTrue(output.contains("  Scenario: Failing # samples/all-statuses/all-statuses.feature:11\n"
            + "    ✔ Given a step # samples/all-statuses/all-statuses.feature:12\n"
            + "    ✖ And a failing step # samples/all-statuses/all-statuses.feature:13\n"
            + "        Error: whoops\n"), output)
        XCTAssertTrue(output.contains("    - And a step # samples/all-statuses/all-statuses.feature:14\n"), output)
        XCTAssertFalse(output.contains("\u{1B}["))
    }

    func testPrettyPrintsSnippetsUnlessTurnedOff() throws {
        let with = try format(.pretty, "all-statuses")
        XCTAssertTrue(with.contains("Undefined. Implement with the following snippet:\n\n          Given(\"an undefined step\""), with)
        let without = try format(.pretty, "all-statuses", options: FormatterOptions(snippets: false))
        XCTAssertTrue(without.contains("Undefined.\n"))
        XCTAssertFalse(without.contains("snippet"))
    }

    func testPrettyShowsTextAttachmentsUnderTheirStep() throws {
        let output = try format(.pretty, "attachments")
        XCTAssertTrue(output.contains("Attaching during a failed step"), output)
        XCTAssertTrue(output.contains("hello"), output)
    }

    func testColoursOnlyWhenAsked() throws {
        let plain = try format(.progress, "all-statuses")
        let coloured = try format(.progress, "all-statuses", options: FormatterOptions(colors: true))
        XCTAssertFalse(plain.contains("\u{1B}["))
        XCTAssertTrue(coloured.contains("\u{1B}[32m.\u{1B}[0m"))
        XCTAssertTrue(coloured.contains("\u{1B}[31mF\u{1B}[0m"))
        XCTAssertTrue(try format(.pretty, "all-statuses", options: FormatterOptions(colors: true)).contains("\u{1B}[31m"))
    }

    func testRerunListsEveryScenarioThatDidNotPassOneFilePerLine() throws {
        let output = try format(.rerun, "all-statuses")
        XCTAssertEqual(output, "samples/all-statuses/all-statuses.feature:11:16:21:26:31\n")
    }

    func testRerunPointsAtExamplesRows() throws {
        // examples-tables: the two failing rows of "These are failing".
        let output = try format(.rerun, "examples-tables")
        let lines = output.split(separator: ":").dropFirst().map { Int($0.trimmingCharacters(in: .newlines)) }
        XCTAssertEqual(lines.count, 2, output)
        XCTAssertTrue(lines.allSatisfy { $0 != nil })
    }

    func testRerunKeepsFilesApartAndInPickleOrder() throws {
        var run = RunBuilder()
        run.feature("A", uri: "a.feature", scenarios: [scenario("ok", step("Given ", "x")), scenario("bad", step("Given ", "y", .failed))])
        run.feature("B", uri: "b.feature", scenarios: [scenario("bad", step("Given ", "y", .undefined)), scenario("bad2", step("Given ", "z", .failed))])
        XCTAssertEqual(try report(run.build()) { RerunFormatter(output: $0) }, "a.feature:5\nb.feature:2:5\n")
    }

    func testRerunIsEmptyWhenEverythingPassed() throws {
        var run = RunBuilder()
        run.feature("A", uri: "a.feature", scenarios: [scenario("ok", step("Given ", "x"))])
        XCTAssertEqual(try report(run.build()) { RerunFormatter(output: $0) }, "")
    }

    func testMessageFormatterWritesTheStreamBackAsNDJSON() throws {
        let envelopes = try sample("minimal")
        let output = try report(envelopes) { MessageFormatter(output: $0) }
        var reader = EnvelopeReader(name: "out", bytes: Array(output.utf8))
        var again: [Envelope] = []
        while let envelope = try reader.next() { again.append(envelope) }
        XCTAssertEqual(again, envelopes)
    }

    func testUnknownFormatNameListsTheKnownOnes() {
        XCTAssertThrowsError(try FormatterKind(named: "tap")) { error in
            XCTAssertEqual("\(error)", "unknown format 'tap' (known formats: progress, pretty, summary, junit, json, message, rerun, html, coverage)")
        }
    }

    func testQueryForgetsFinishedScenarios() throws {
        var run = RunBuilder()
        run.feature("A", uri: "a.feature", scenarios: (0..<50).map { scenario("s\($0)", step("Given ", "x")) })
        let pipeline = ReportPipeline(formatters: [JUnitFormatter(output: MemoryOutput())])
        var pickleIds: [String] = []
        for envelope in run.build() {
            if case .pickle(let pickle) = envelope { pickleIds.append(pickle.id) }
            try pipeline.consume(envelope)
        }
        XCTAssertEqual(pickleIds.count, 50)
        XCTAssertTrue(pickleIds.allSatisfy { pipeline.query.pickle(withId: $0) == nil })
        XCTAssertTrue(pipeline.query.unfinishedAttempts.isEmpty)
    }
}

final class MessageQueryTests: XCTestCase {
    /// Many features, each followed by its pickles (the reference order): only a
    /// bounded number of outlines stay, and every pickle still gets its names.
    func testOutlinesAreForgottenOnceTheirPicklesCameButNamesStayRight() throws {
        let query = MessageQuery(outlineLimit: 4)
        var run = RunBuilder()
        for index in 0..<20 {
            run.feature("Feature \(index)", uri: "f\(index).feature", scenarios: [scenario("S\(index)", step("Given ", "x"))])
        }
        let pipeline = ReportPipeline()
        var names: [String] = []
        for envelope in run.build() {
            query.update(with: envelope)
            if case .pickle(let pickle) = envelope, let summary = query.pickle(withId: pickle.id) {
                names.append("\(summary.feature?.name ?? "?")/\(summary.scenario?.name ?? "?")/\(summary.steps.first?.keyword ?? "?")")
            }
            try pipeline.consume(envelope)
        }
        XCTAssertEqual(names, (0..<20).map { "Feature \($0)/S\($0)/Given " })
        XCTAssertLessThanOrEqual(query.heldOutlineCount, 4)
    }

    /// The same file's document sent again (two runs' messages merged): the
    /// pickles after it take its names, not the first one's.
    func testPicklesAfterADocumentSentAgainUseTheNewOutline() {
        let query = MessageQuery()
        var first = RunBuilder()
        first.feature("Before", uri: "same.feature", scenarios: [scenario("S", step("Given ", "x"))])
        var second = RunBuilder()
        second.feature("After", uri: "same.feature", scenarios: [scenario("S", step("When ", "x"))])
        var names: [String] = []
        for envelope in first.envelopes + second.envelopes {
            query.update(with: envelope)
            if case .pickle(let pickle) = envelope, let summary = query.pickle(withId: pickle.id) {
                names.append("\(summary.feature?.name ?? "?")/\(summary.steps.first?.keyword ?? "?")")
            }
        }
        XCTAssertEqual(names, ["Before/Given ", "After/When "])
    }

    /// All documents first, then all pickles: no outline is forgotten before its pickles came.
    func testOutlinesWaitingForTheirPicklesAreKept() throws {
        let query = MessageQuery(outlineLimit: 2)
        var run = RunBuilder()
        for index in 0..<10 {
            run.feature("Feature \(index)", uri: "f\(index).feature", scenarios: [scenario("S\(index)", step("Given ", "x"))])
        }
        let envelopes = run.build()
        let documents = envelopes.filter { if case .gherkinDocument = $0 { true } else { false } }
        let pickles = envelopes.filter { if case .pickle = $0 { true } else { false } }
        for envelope in documents + pickles { query.update(with: envelope) }
        for case .pickle(let pickle) in pickles {
            XCTAssertEqual(query.pickle(withId: pickle.id)?.feature?.name, "Feature \(pickle.uri.dropFirst().dropLast(8))")
        }
    }
}
