import CucumberMessages
import Gherkin
@testable import LinkSpecRunner
import XCTest

/// What the message stream says about a run beyond the attachments: the
/// order of definitions, test cases and suggestions, the exceptions of
/// pending, skipped and interrupted runs, and what follows a step that skipped itself.
final class RunStreamTests: XCTestCase {
    private func stream(_ pickles: [Pickle], library: StepLibrary<Counter> = counterLibrary(),
                        interruption: Interruption = Interruption(), streamed: Bool = false) throws -> [Envelope] {
        var envelopes: [Envelope] = []
        let stream = RunMessageStream(library: library, features: LoadedFeatures(), pickles: pickles) { envelopes.append($0) }
        try stream.begin()
        let runner = try ScenarioRunner(library: library) { Counter() }
        if streamed {
            var batches = pickles.map { [$0] }[...]
            _ = runner.run(batches: { batches.popFirst() }, observer: stream, interruption: interruption)
        } else {
            _ = runner.run(pickles, observer: stream, interruption: interruption)
        }
        return envelopes
    }

    private func results(_ envelopes: [Envelope]) -> [TestStepResult] {
        envelopes.compactMap { if case .testStepFinished(let finished) = $0 { finished.testStepResult } else { nil } }
    }

    func testDefinitionsComeInDefinitionOrderAndAnUnknownParameterTypeIsReportedNotFatal() throws {
        var library = StepLibrary<Counter>()
        library.before { _, _ in }
        library.step("the {colour} light") { (_, _: String) in }
        library.parameterType("size", regex: "big|small") { $0.first ?? nil }
        library.step("a {size} thing") { (_, _: String) in }
        library.afterAll {}
        let envelopes = try stream(ToyPickles.one("the red light", "a big thing"), library: library)
        XCTAssertEqual(envelopes.prefix(6).map(\.kind), [.meta, .hook, .undefinedParameterType, .parameterType, .stepDefinition, .hook])
        XCTAssertEqual(envelopes[2], .undefinedParameterType(UndefinedParameterType(expression: "the {colour} light", name: "colour")))
        XCTAssertEqual(results(envelopes).map(\.status), [.passed, .undefined, .skipped])
        guard case .testRunFinished(let finished) = envelopes.last else { return XCTFail("no testRunFinished") }
        XCTAssertFalse(finished.success)
    }

    func testEveryTestCaseComesBeforeTheFirstStartsUnlessStreamed() throws {
        let pickles = ToyPickles.make([("one", ["I add 1"]), ("two", ["I add 2"])])
        let kinds = try stream(pickles).map(\.kind).filter { [.testCase, .testCaseStarted].contains($0) }
        XCTAssertEqual(kinds, [.testCase, .testCase, .testCaseStarted, .testCaseStarted])
        let streamed = try stream(pickles, streamed: true).map(\.kind).filter { [.testCase, .testCaseStarted].contains($0) }
        XCTAssertEqual(streamed, [.testCase, .testCaseStarted, .testCase, .testCaseStarted])
    }

    func testSuggestionsComeInsideTheUndefinedStepOnePerExpression() throws {
        let envelopes = try stream(ToyPickles.one("I have 8 cukes"))
        let kinds = envelopes.map(\.kind).drop { $0 != .testStepStarted }.prefix(3)
        XCTAssertEqual(Array(kinds), [.testStepStarted, .suggestion, .testStepFinished])
        guard let suggestion = envelopes.lazy.compactMap({ if case .suggestion(let s) = $0 { s } else { nil } }).first else {
            return XCTFail("no suggestion")
        }
        XCTAssertEqual(suggestion.snippets.map { $0.code.split(separator: "\n")[0] }, [
            #"library.step("I have {int} cukes") { (world, int: Int) in"#,
            #"library.step("I have {float} cukes") { (world, float: Double) in"#,
        ])
        XCTAssertEqual(Set(suggestion.snippets.map(\.language)), ["swift"])
    }

    func testTheClosestPhrasesFollowEachSnippetAsAComment() throws {
        let envelopes = try stream(ToyPickles.one("I add 1 more"))
        guard let suggestion = envelopes.lazy.compactMap({ if case .suggestion(let s) = $0 { s } else { nil } }).first else {
            return XCTFail("no suggestion")
        }
        XCTAssertTrue(suggestion.snippets.allSatisfy {
            $0.code.contains("}\n// Did you mean:\n//   When I add {int} # LinkSpecRunnerTests/ToyWorld.swift:")
        }, suggestion.snippets.map(\.code).joined(separator: "\n\n"))
    }

    func testPendingAndSkippedCarryTheirExceptionWhenTheySayWhy() throws {
        var library = counterLibrary()
        library.step("it waits") { _ in try pending() }
        library.step("it skips for a reason") { _ in try skipScenario("not on Linux") }
        let pendingWithReason = results(try stream(ToyPickles.one("it is pending"), library: library))
        XCTAssertEqual(pendingWithReason[0].exception, Exception(type: "PendingException", message: "later"))
        let pendingPlain = results(try stream(ToyPickles.one("it waits"), library: library))
        XCTAssertEqual(pendingPlain[0].status, .pending)
        XCTAssertNil(pendingPlain[0].exception)
        let skipped = results(try stream(ToyPickles.one("it skips for a reason"), library: library))
        XCTAssertEqual(skipped[0].status, .skipped)
        XCTAssertEqual(skipped[0].exception, Exception(type: "SkippedException", message: "not on Linux"))
    }

    func testAfterAStepThatSkippedItselfUndefinedAndAmbiguousStepsAreSkipped() throws {
        var library = counterLibrary()
        library.step("it skips") { _ in try skipScenario() }
        let envelopes = try stream(ToyPickles.one("it skips", "no such step", "the same thing"), library: library)
        XCTAssertEqual(results(envelopes).map(\.status), [.skipped, .skipped, .skipped])
        XCTAssertFalse(envelopes.contains { $0.kind == .suggestion }, "a skipped step needs no snippet")
        XCTAssertTrue(results(envelopes).allSatisfy { $0.exception == nil })
        let afterPending = try stream(ToyPickles.one("it is pending", "no such step", "the same thing"), library: library)
        XCTAssertEqual(results(afterPending).map(\.status), [.pending, .undefined, .ambiguous])
    }

    func testInterruptedRunEndsWithAnException() throws {
        let interruption = Interruption()
        interruption.request()
        let envelopes = try stream(ToyPickles.one("I add 1"), interruption: interruption)
        XCTAssertFalse(envelopes.contains { $0.kind == .testCase || $0.kind == .testCaseStarted })
        guard case .testRunFinished(let finished) = envelopes.last else { return XCTFail("no testRunFinished") }
        XCTAssertFalse(finished.success)
        XCTAssertEqual(finished.exception?.type, "Interruption")
    }

    func testMatchGroupsKeepTheirNestedGroups() throws {
        var library = StepLibrary<Counter>()
        library.step("the word {string}") { (_, _: String) in }
        let envelopes = try stream(ToyPickles.one(#"the word "hi""#), library: library)
        guard let testCase = envelopes.lazy.compactMap({ if case .testCase(let t) = $0 { t } else { nil } }).first,
              let group = testCase.testSteps.first?.stepMatchArgumentsLists?.first?.stepMatchArguments.first?.group else {
            return XCTFail("no test case with a match")
        }
        XCTAssertEqual(group.value, #""hi""#)
        XCTAssertEqual(group.children, [
            Group(children: [Group()], start: 10, value: "hi"),
            Group(children: [Group()]),
        ], "the double-quoted and single-quoted alternatives of {string}, each with its escape group")
    }

    func testAFailedStepsTraceNamesItsLineInTheFeatureFileWhetherBackgroundOrRuleHoldsIt() throws {
        func lines(failing failed: String) throws -> [Substring] {
            let (features, pickles) = try loadedFeature("""
                Feature: F
                  Background:
                    Given the background step

                  Rule: R
                    Scenario: S
                      When the scenario step
                """, uri: "f.feature")
            var library = StepLibrary<Counter>()
            library.step("the background step") { _ in if failed == "background" { throw StepFailure("boom") } }
            library.step("the scenario step") { _ in throw StepFailure("boom") }
            var envelopes: [Envelope] = []
            let stream = RunMessageStream(library: library, features: features) { envelopes.append($0) }
            try stream.begin()
            _ = try ScenarioRunner(library: library) { Counter() }.run(pickles, observer: stream)
            return results(envelopes).compactMap { $0.exception?.stackTrace?.split(separator: "\n").dropFirst().first }
        }
        XCTAssertEqual(try lines(failing: "background"), ["f.feature:3"])
        XCTAssertEqual(try lines(failing: "scenario"), ["f.feature:7"])
    }
}
