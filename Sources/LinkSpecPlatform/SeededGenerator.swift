/// The one seeded pseudo-random generator (SplitMix64) of `--order random:SEED`,
/// the link fuzzer and the tests: the same seed gives the same order on every
/// machine and Swift version (unlike `shuffle(using:)`, whose algorithm may change).
package struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`, without modulo bias (rejection sampling).
    package mutating func next(below bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        let limit = UInt64(bound)
        let threshold = (0 &- limit) % limit
        while true {
            let value = next()
            if value >= threshold { return Int(value % limit) }
        }
    }

    /// Fisher–Yates, written out so the order is ours to keep stable.
    package mutating func shuffle<Element>(_ elements: inout [Element]) {
        guard elements.count > 1 else { return }
        for index in stride(from: elements.count - 1, to: 0, by: -1) {
            let other = next(below: index + 1)
            if other != index { elements.swapAt(index, other) }
        }
    }
}
