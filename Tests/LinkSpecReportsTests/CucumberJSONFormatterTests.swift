import CucumberMessages
import Foundation
@testable import LinkSpecReports
import XCTest

/// What the published pairs do not show: step hooks of a scenario of several
/// steps, attachments that have no place in the format, retries with
/// attachments, an interrupted run, and the ids of unusual names.
final class CucumberJSONFormatterTests: XCTestCase {
    /// A one-scenario run of `features/a.feature` (`Scenario: S` with the steps
    /// `Given one` and `When two`), whose test case runs `plan`: hooks by id
    /// and the pickle steps by index. Each attempt finishes every test step
    /// with its result; `attach` lists attachments by test step position.
    private struct OneScenarioRun {
        enum TestStepPlan { case hook(String), step(Int) }

        var hooks: [Hook] = []
        var plan: [TestStepPlan] = [.step(0), .step(1)]
        var envelopes: [Envelope] = []

        mutating func start() {
            let steps = [
                Step(location: Location(line: 3, column: 5), keyword: "Given ", keywordType: nil, text: "one", docString: nil,
                     dataTable: nil, id: "s1"),
                Step(location: Location(line: 4, column: 5), keyword: "When ", keywordType: nil, text: "two", docString: nil,
                     dataTable: nil, id: "s2"),
            ]
            let scenario = Scenario(location: Location(line: 2, column: 3), tags: [], keyword: "Scenario", name: "S",
                                    description: "", steps: steps, examples: [], id: "sc")
            let feature = Feature(location: Location(line: 1, column: 1), tags: [], language: "en", keyword: "Feature",
                                  name: "A", description: "", children: [FeatureChild(scenario: scenario)])
            envelopes.append(.gherkinDocument(GherkinDocument(uri: "features/a.feature", feature: feature, comments: [])))
            envelopes.append(.pickle(Pickle(
                id: "p", uri: "features/a.feature", location: Location(line: 2, column: 3), name: "S", language: "en",
                steps: [PickleStep(argument: nil, astNodeIds: ["s1"], id: "ps1", type: nil, text: "one"),
                        PickleStep(argument: nil, astNodeIds: ["s2"], id: "ps2", type: nil, text: "two")],
                tags: [], astNodeIds: ["sc"])))
            envelopes.append(.stepDefinition(StepDefinition(
                id: "d", pattern: StepDefinitionPattern(source: ".*", type: .regularExpression),
                sourceReference: SourceReference(uri: "Steps/A.swift", location: Location(line: 7)))))
            envelopes += hooks.map { .hook($0) }
            envelopes.append(.testRunStarted(TestRunStarted(timestamp: Timestamp(seconds: 0, nanos: 0))))
            envelopes.append(.testCase(TestCase(id: "tc", pickleId: "p", testSteps: plan.enumerated().map { index, step in
                switch step {
                case .hook(let hookId): TestStep(id: "t\(index)", hookId: hookId)
                case .step(let stepIndex): TestStep(id: "t\(index)", pickleStepId: "ps\(stepIndex + 1)", stepDefinitionIds: ["d"],
                                                    stepMatchArgumentsLists: [StepMatchArgumentsList(stepMatchArguments: [])])
                }
            })))
        }

        /// One attempt; `finishedSteps` of the test steps finish (all by default).
        mutating func attempt(_ number: Int, results: [TestStepResult.Status]? = nil, attach: [Int: [Attachment]] = [:],
                              finishedSteps: Int? = nil, willBeRetried: Bool = false, finished: Bool = true) {
            let startedId = "a\(number)"
            envelopes.append(.testCaseStarted(TestCaseStarted(attempt: number, id: startedId, testCaseId: "tc",
                                                              timestamp: Timestamp(seconds: Int64(number), nanos: 5_000_000))))
            for index in 0..<(finishedSteps ?? plan.count) {
                envelopes.append(.testStepStarted(TestStepStarted(testCaseStartedId: startedId, testStepId: "t\(index)",
                                                                  timestamp: Timestamp(seconds: 0, nanos: 0))))
                for var attachment in attach[index] ?? [] {
                    attachment.testCaseStartedId = startedId
                    attachment.testStepId = "t\(index)"
                    envelopes.append(.attachment(attachment))
                }
                let status = results?[index] ?? .passed
                envelopes.append(.testStepFinished(TestStepFinished(
                    testCaseStartedId: startedId, testStepId: "t\(index)",
                    testStepResult: TestStepResult(status: status, duration: ElapsedTime(totalNanoseconds: Int64(index + 1))),
                    timestamp: Timestamp(seconds: 0, nanos: 0))))
            }
            if finished {
                envelopes.append(.testCaseFinished(TestCaseFinished(testCaseStartedId: startedId,
                                                                    timestamp: Timestamp(seconds: 0, nanos: 0),
                                                                    willBeRetried: willBeRetried)))
            }
        }

        /// The report, parsed.
        func report() throws -> [[String: Any]] {
            let data = try CucumberJSONConformanceTests.jsonReport(of: envelopes)
            return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        }
    }

    private func hook(_ id: String, _ type: Hook.HookType?, line: Int) -> Hook {
        Hook(id: id, sourceReference: SourceReference(uri: "Steps/Hooks.swift", location: Location(line: line)), type: type)
    }

    private func element(_ report: [[String: Any]]) throws -> [String: Any] {
        let elements = try XCTUnwrap(report.first?["elements"] as? [[String: Any]])
        XCTAssertEqual(elements.count, 1)
        return try XCTUnwrap(elements.first)
    }

    private func locations(_ hooks: Any?) -> [String] {
        (hooks as? [[String: Any]] ?? []).compactMap { ($0["match"] as? [String: Any])?["location"] as? String }
    }

    func testStepHooksGoToTheStepTheyRunAroundAndScenarioHooksToTheScenario() throws {
        var run = OneScenarioRun()
        run.hooks = [hook("before", .beforeTestCase, line: 1), hook("beforeStep", .beforeTestStep, line: 2),
                     hook("afterStep", .afterTestStep, line: 3), hook("after", .afterTestCase, line: 4)]
        run.plan = [.hook("before"), .hook("beforeStep"), .step(0), .hook("afterStep"),
                    .hook("beforeStep"), .step(1), .hook("afterStep"), .hook("after")]
        run.start()
        run.attempt(0)
        let scenario = try element(try run.report())
        XCTAssertEqual(locations(scenario["before"]), ["Steps/Hooks.swift:1"])
        XCTAssertEqual(locations(scenario["after"]), ["Steps/Hooks.swift:4"])
        let steps = try XCTUnwrap(scenario["steps"] as? [[String: Any]])
        XCTAssertEqual(steps.map { $0["name"] as? String }, ["one", "two"])
        for step in steps {
            XCTAssertEqual(locations(step["before"]), ["Steps/Hooks.swift:2"])
            XCTAssertEqual(locations(step["after"]), ["Steps/Hooks.swift:3"])
            XCTAssertEqual((step["match"] as? [String: Any])?["location"] as? String, "Steps/A.swift:7")
        }
        // Durations in nanoseconds, from each test step's own result.
        XCTAssertEqual((steps[1]["result"] as? [String: Any])?["duration"] as? Int, 6)
    }

    func testHooksWithoutATypeArePlacedByWhereTheyRun() throws {
        var run = OneScenarioRun()
        run.hooks = [hook("first", nil, line: 1), hook("last", nil, line: 2)]
        run.plan = [.hook("first"), .step(0), .step(1), .hook("last")]
        run.start()
        run.attempt(0)
        let scenario = try element(try run.report())
        XCTAssertEqual(locations(scenario["before"]), ["Steps/Hooks.swift:1"])
        XCTAssertEqual(locations(scenario["after"]), ["Steps/Hooks.swift:2"])
    }

    func testLogsAreOutputOtherAttachmentsAreEmbeddingsAndAttachmentsOutsideAStepAreLeftOut() throws {
        var run = OneScenarioRun()
        run.start()
        let log = Attachment(body: Data("hello\nworld".utf8).base64EncodedString(), contentEncoding: .base64,
                             mediaType: "text/x.cucumber.log+plain")
        let picture = Attachment(body: "<svg/>", contentEncoding: .identity, fileName: "app.svg", mediaType: "image/svg+xml")
        let link = Attachment(body: "babylon://somescreen/42", contentEncoding: .identity, mediaType: "text/uri-list")
        run.attempt(0, attach: [0: [log, picture], 1: [link]])
        // What a run attaches to the test case as a whole (route coverage), a
        // before-all hook's attachment, and an external one: no step to go to.
        let insertAt = run.envelopes.count - 1
        run.envelopes.insert(contentsOf: [
            .attachment(Attachment(body: "[]", contentEncoding: .identity, mediaType: "application/vnd.linkspec.coverage+json",
                                   testCaseStartedId: "a0")),
            .attachment(Attachment(body: "x", contentEncoding: .identity, mediaType: "text/plain", testRunHookStartedId: "h")),
            .externalAttachment(ExternalAttachment(url: "file:///video.mp4", mediaType: "video/mp4",
                                                   testCaseStartedId: "a0", testStepId: "t0")),
        ], at: insertAt)
        let steps = try XCTUnwrap(try element(try run.report())["steps"] as? [[String: Any]])
        XCTAssertEqual(steps[0]["output"] as? [String], ["hello\nworld"])
        let embeddings = try XCTUnwrap(steps[0]["embeddings"] as? [[String: Any]])
        XCTAssertEqual(embeddings.count, 1)
        XCTAssertEqual(embeddings[0]["mime_type"] as? String, "image/svg+xml")
        XCTAssertEqual(embeddings[0]["name"] as? String, "app.svg")
        XCTAssertEqual(embeddings[0]["data"] as? String, Data("<svg/>".utf8).base64EncodedString())
        let linkEmbeddings = try XCTUnwrap(steps[1]["embeddings"] as? [[String: Any]])
        XCTAssertEqual(linkEmbeddings.map { $0["data"] as? String },
                       [Data("babylon://somescreen/42".utf8).base64EncodedString()])
        XCTAssertNil(steps[1]["output"])
        XCTAssertNil(linkEmbeddings[0]["name"])
    }

    func testARetriedScenarioShowsItsLastAttemptWithItsOwnAttachments() throws {
        var run = OneScenarioRun()
        run.start()
        let note = { (text: String) in Attachment(body: text, contentEncoding: .identity, mediaType: "text/x.cucumber.log+plain") }
        run.attempt(0, results: [.passed, .failed], attach: [0: [note("first try")]], willBeRetried: true)
        run.attempt(1, results: [.passed, .passed], attach: [0: [note("second try")]])
        let scenario = try element(try run.report())
        XCTAssertEqual(scenario["start_timestamp"] as? String, "1970-01-01T00:00:01.005Z")
        let steps = try XCTUnwrap(scenario["steps"] as? [[String: Any]])
        XCTAssertEqual(steps.map { ($0["result"] as? [String: Any])?["status"] as? String }, ["passed", "passed"])
        XCTAssertEqual(steps[0]["output"] as? [String], ["second try"])
    }

    func testAnInterruptedScenarioShowsTheStepsThatDidNotFinishAsSkipped() throws {
        var run = OneScenarioRun()
        run.start()
        run.attempt(0, finishedSteps: 1, finished: false)
        let steps = try XCTUnwrap(try element(try run.report())["steps"] as? [[String: Any]])
        XCTAssertEqual(steps.map { ($0["result"] as? [String: Any])?["status"] as? String }, ["passed", "skipped"])
        XCTAssertNil((steps[1]["result"] as? [String: Any])?["duration"])
    }

    func testARunWithoutScenariosIsAnEmptyArray() throws {
        let data = try CucumberJSONConformanceTests.jsonReport(of: [
            .testRunStarted(TestRunStarted(timestamp: Timestamp(seconds: 0, nanos: 0))),
            .testRunFinished(TestRunFinished(success: true, timestamp: Timestamp(seconds: 0, nanos: 0))),
        ])
        XCTAssertEqual(String(decoding: data, as: UTF8.self), "[]\n")
    }

    /// cucumber-jvm's ids: Java's `\s` (ASCII white space only), `'`, `_`,
    /// `,` and `!` become `-`, then everything is lower-cased.
    func testIdsTurnWhiteSpaceAndSomePunctuationIntoDashes() {
        XCTAssertEqual(CucumberJSONNaming.id("Usage of a `Rule`"), "usage-of-a-`rule`")
        XCTAssertEqual(CucumberJSONNaming.id("Ça_va,\tl'ami! Très\u{A0}bien"), "ça-va--l-ami--très\u{A0}bien")
        XCTAssertEqual(CucumberJSONNaming.id("Open \"somescreen/42\" (deep link)"), "open-\"somescreen/42\"-(deep-link)")
    }

    /// Many scenarios: the spool moves to a temporary file, and the report read
    /// back from it (runs of fragments at a time) puts every feature and
    /// element in order, with what goes between them.
    func testAReportLargerThanTheSpoolsMemoryKeepsItsOrder() throws {
        let spool = FragmentSpool(memoryLimit: 64)
        for feature in (0..<4).reversed() {
            for index in feature * 10..<(feature + 1) * 10 {
                try spool.append(Array("<\(index)>".utf8), sortKey: feature << 32 | index)
            }
        }
        let output = MemoryOutput()
        var feature: Int?
        try spool.drain(into: output) { sortKey in
            if sortKey >> 32 != feature {
                feature = sortKey >> 32
                try output.write("|")
            }
        }
        let expected = (0..<40).map { ($0 % 10 == 0 ? "|" : "") + "<\($0)>" }.joined()
        XCTAssertEqual(output.text, expected)
    }
}
