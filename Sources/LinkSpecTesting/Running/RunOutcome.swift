import LinkSpecRunner

/// What a run through the test helpers did: the counts `linkspec` would print
/// and every failure, as it was recorded.
public struct RunOutcome: Sendable {
    /// The counts by status, as the summary prints them.
    public package(set) var result: RunResult
    /// In the order recorded: scenario by scenario, step by step.
    public package(set) var failures: [ScenarioFailure]
    /// The scenarios (pickles) selected to run.
    public package(set) var scenarioCount: Int
    /// Every attempt as the runner recorded it, when the caller asked to keep them.
    var records: [TestCaseRecord] = []

    package init(result: RunResult = RunResult(), failures: [ScenarioFailure] = [], scenarioCount: Int = 0) {
        self.result = result
        self.failures = failures
        self.scenarioCount = scenarioCount
    }

    /// Every scenario passed (and the run's hooks did).
    public var passed: Bool { result.success && failures.isEmpty }
}
