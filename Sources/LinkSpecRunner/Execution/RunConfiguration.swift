/// How scenarios are run (the run options of the command line, minus what
/// selects the scenarios and where reports go).
public struct RunConfiguration: Sendable {
    /// Match steps, run nothing: report undefined and ambiguous steps.
    public var dryRun = false
    /// Pending and undefined steps fail the run (the default, as in cucumber-js 7+).
    public var strict = true
    /// Stop starting scenarios after the first one that fails the run; the rest are reported skipped.
    public var failFast = false
    /// Run a failed scenario up to this many more times; the last attempt counts, and a
    /// scenario that passed on a later attempt is flaky.
    public var retry = 0
    /// Seconds a scenario (one attempt, its hooks included) may take before it fails.
    public var timeout: Double = 60
    /// Scenarios run on this many threads; reports keep the defined (or shuffled) order.
    public var jobs = 1
    /// Undefined steps come with a ready-to-paste Swift snippet.
    public var snippets = true
    /// After which test steps a world that reports snapshots (`SnapshotReporting`:
    /// the app's picture) has one attached: by default those that fail.
    public var snapshots = SnapshotPolicy.failures

    /// The command line's defaults; `retry` below 0 counts as 0, `jobs` below 1 as 1.
    public init(dryRun: Bool = false, strict: Bool = true, failFast: Bool = false, retry: Int = 0,
                timeout: Double = 60, jobs: Int = 1, snippets: Bool = true, snapshots: SnapshotPolicy = .failures) {
        self.dryRun = dryRun
        self.strict = strict
        self.failFast = failFast
        self.retry = max(0, retry)
        self.timeout = timeout
        self.jobs = max(1, jobs)
        self.snippets = snippets
        self.snapshots = snapshots
    }
}
