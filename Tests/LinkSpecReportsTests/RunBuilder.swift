import CucumberMessages
import Gherkin
@testable import LinkSpecReports

/// Builds small message streams for tests: features of scenarios whose steps end
/// with given statuses, in the order the reference runners emit them.
struct RunBuilder {
    struct StepPlan {
        var keyword: String
        var text: String
        var status: TestStepResult.Status
        var message: String? = nil
        var exception: Exception? = nil
    }

    struct ScenarioPlan {
        var name: String
        var steps: [StepPlan]
        var line: Int = 0
        var attempts: Int = 1
    }

    private(set) var envelopes: [Envelope] = []
    private var definitions: [Envelope] = []
    private var runs: [(pickle: Pickle, plan: ScenarioPlan)] = []
    private var nextId = 0
    private var clock: Int64 = 0

    private mutating func id() -> String {
        defer { nextId += 1 }
        return String(nextId)
    }

    private mutating func tick() -> Timestamp {
        clock += 1_000_000
        return Timestamp(totalNanoseconds: clock)
    }

    mutating func feature(_ name: String, uri: String, scenarios: [ScenarioPlan]) {
        var children: [FeatureChild] = []
        var pickles: [(Pickle, ScenarioPlan)] = []
        var line = 2
        for var plan in scenarios {
            let scenarioLine = line
            plan.line = scenarioLine
            var steps: [CucumberMessages.Step] = []
            var pickleSteps: [PickleStep] = []
            for step in plan.steps {
                line += 1
                let stepId = id()
                steps.append(CucumberMessages.Step(location: Location(line: line, column: 5), keyword: step.keyword,
                                          keywordType: nil, text: step.text, id: stepId))
                pickleSteps.append(PickleStep(argument: nil, astNodeIds: [stepId], id: id(), type: nil, text: step.text))
            }
            let scenarioId = id()
            children.append(FeatureChild(scenario: Scenario(
                location: Location(line: scenarioLine, column: 3), tags: [], keyword: "Scenario", name: plan.name,
                description: "", steps: steps, examples: [], id: scenarioId)))
            pickles.append((Pickle(id: id(), uri: uri, location: Location(line: scenarioLine, column: 3), name: plan.name,
                                   language: "en", steps: pickleSteps, tags: [], astNodeIds: [scenarioId]), plan))
            line += 2
        }
        let document = GherkinDocument(uri: uri, feature: Feature(
            location: Location(line: 1, column: 1), tags: [], language: "en", keyword: "Feature", name: name,
            description: "", children: children), comments: [])
        envelopes.append(.gherkinDocument(document))
        for (pickle, plan) in pickles {
            envelopes.append(.pickle(pickle))
            runs.append((pickle, plan))
        }
    }

    /// The whole stream: documents and pickles, then the run.
    mutating func build(success: Bool? = nil) -> [Envelope] {
        var result = envelopes
        result.append(.testRunStarted(TestRunStarted(timestamp: tick(), id: "run")))
        var testCases: [(TestCase, ScenarioPlan)] = []
        for (pickle, plan) in runs {
            let testCase = TestCase(id: id(), pickleId: pickle.id, testSteps: pickle.steps.map {
                TestStep(id: id(), pickleStepId: $0.id, stepDefinitionIds: [], stepMatchArgumentsLists: [])
            })
            result.append(.testCase(testCase))
            testCases.append((testCase, plan))
        }
        var allPassed = true
        for (testCase, plan) in testCases {
            for attempt in 0..<plan.attempts {
                let last = attempt == plan.attempts - 1
                let startedId = id()
                result.append(.testCaseStarted(TestCaseStarted(attempt: attempt, id: startedId, testCaseId: testCase.id, timestamp: tick())))
                for (step, stepPlan) in zip(testCase.testSteps, plan.steps) {
                    result.append(.testStepStarted(TestStepStarted(testCaseStartedId: startedId, testStepId: step.id, timestamp: tick())))
                    let status = last ? stepPlan.status : .failed
                    if last && status != .passed && status != .skipped { allPassed = false }
                    result.append(.testStepFinished(TestStepFinished(
                        testCaseStartedId: startedId, testStepId: step.id,
                        testStepResult: TestStepResult(status: status, duration: ElapsedTime(totalNanoseconds: 1_000_000),
                                                       message: last ? stepPlan.message : "flaky",
                                                       exception: last ? stepPlan.exception : nil),
                        timestamp: tick())))
                }
                result.append(.testCaseFinished(TestCaseFinished(testCaseStartedId: startedId, timestamp: tick(), willBeRetried: !last)))
            }
        }
        result.append(.testRunFinished(TestRunFinished(success: success ?? allPassed, timestamp: tick(), testRunStartedId: "run")))
        return result
    }
}

func step(_ keyword: String, _ text: String, _ status: TestStepResult.Status = .passed,
          message: String? = nil, exception: Exception? = nil) -> RunBuilder.StepPlan {
    RunBuilder.StepPlan(keyword: keyword, text: text, status: status, message: message, exception: exception)
}

func scenario(_ name: String, attempts: Int = 1, _ steps: RunBuilder.StepPlan...) -> RunBuilder.ScenarioPlan {
    RunBuilder.ScenarioPlan(name: name, steps: steps, attempts: attempts)
}

/// Runs `envelopes` through `makeFormatter`'s formatter and returns what it wrote.
func report(_ envelopes: [Envelope], _ makeFormatter: (any ReportOutput) -> any ReportFormatter) throws -> String {
    let output = MemoryOutput()
    let pipeline = ReportPipeline(formatters: [makeFormatter(output)])
    for envelope in envelopes { try pipeline.consume(envelope) }
    try pipeline.finish()
    return output.text
}

