/// Hands out message ids: incrementing integers written as strings, one sequence
/// shared by every file parsed in one call, as the reference does.
public struct IdGenerator: Sendable {
    private var nextValue: Int

    public init(startingAt first: Int = 0) {
        nextValue = first
    }

    public mutating func next() -> String {
        defer { nextValue += 1 }
        return String(nextValue)
    }
}
