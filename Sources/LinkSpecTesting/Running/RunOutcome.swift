import LinkSpecRunner

/// What a run through the test helpers did: the counts `linkspec` would print
/// and every failure, as it was recorded.
public struct RunOutcome: Sendable {
    public var result: RunResult
    /// In the order recorded: scenario by scenario, step by step.
    public var failures: [ScenarioFailure]
    /// The scenarios (pickles) selected to run.
    public var scenarioCount: Int
    /// Every attempt as the runner recorded it, when the caller asked to keep them.
    var records: [TestCaseRecord] = []

    public init(result: RunResult = RunResult(), failures: [ScenarioFailure] = [], scenarioCount: Int = 0) {
        self.result = result
        self.failures = failures
        self.scenarioCount = scenarioCount
    }

    /// Every scenario passed (and the run's hooks did).
    public var passed: Bool { result.success && failures.isEmpty }
}
