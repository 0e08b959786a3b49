import CucumberMessages

/// How many scenarios or steps ended with each status, for the summary's count
/// lines. An array indexed by status, not a dictionary: `Status` is a
/// `String`-backed enum, so hashing it hashes its raw value, once per step.
struct StatusCounts {
    private var counts = [Int](repeating: 0, count: TestStepResult.Status.allCases.count)

    subscript(status: TestStepResult.Status) -> Int {
        get { counts[status.severity] }
        set { counts[status.severity] = newValue }
    }

    var total: Int { counts.reduce(0, +) }
}
