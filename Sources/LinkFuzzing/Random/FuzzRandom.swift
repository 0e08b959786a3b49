import LinkSpecPlatform

/// The fuzzer draws from the project's one seeded generator: the standard
/// library's `random(in:using:)` and `shuffled(using:)` may change their
/// algorithms between Swift releases; drawing every choice through `below(_:)`
/// keeps `--seed N` meaning the same links on every toolchain and platform.
package typealias FuzzRandom = SeededGenerator

extension SeededGenerator {
    /// A number in `0..<bound` (0 when `bound` is not positive).
    package mutating func below(_ bound: Int) -> Int {
        bound > 1 ? next(below: bound) : 0
    }

    /// True with probability `1/n`.
    package mutating func oneIn(_ n: Int) -> Bool { below(n) == 0 }

    /// An element of a non-empty collection, or nil.
    package mutating func pick<C: RandomAccessCollection>(_ elements: C) -> C.Element? where C.Index == Int {
        guard !elements.isEmpty else { return nil }
        return elements[elements.startIndex + below(elements.count)]
    }
}
