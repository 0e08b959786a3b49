import CucumberMessages

/// How many scenarios or steps ended with each status; an array, since
/// hashing a `Status` hashes its `String` raw value.
struct StatusCounts {
    private var counts = [Int](repeating: 0, count: TestStepResult.Status.allCases.count)

    subscript(status: TestStepResult.Status) -> Int {
        get { counts[status.severity] }
        set { counts[status.severity] = newValue }
    }

    var total: Int { counts.reduce(0, +) }
}
