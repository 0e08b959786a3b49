import LinkSpecPlatform

/// The fuzzer's own seeded generator (xoshiro256** seeded through SplitMix64).
/// The standard library's `random(in:using:)` and `shuffled(using:)` may change
/// their algorithms between Swift releases; drawing every choice through `below(_:)`
/// keeps `--seed N` meaning the same links on every toolchain and platform.
package struct FuzzRandom: Sendable {
    private var state: (UInt64, UInt64, UInt64, UInt64)

    package init(seed: UInt64) {
        var mix = SeededGenerator(seed: seed)
        state = (mix.next(), mix.next(), mix.next(), mix.next())
    }

    package mutating func next() -> UInt64 {
        let result = rotateLeft(state.1 &* 5, 7) &* 9
        let t = state.1 << 17
        state.2 ^= state.0
        state.3 ^= state.1
        state.1 ^= state.2
        state.0 ^= state.3
        state.2 ^= t
        state.3 = rotateLeft(state.3, 45)
        return result
    }

    /// A number in `0..<bound` (0 when `bound` is not positive), by multiply-shift:
    /// the tiny bias is irrelevant to a fuzzer and the result is the same everywhere.
    package mutating func below(_ bound: Int) -> Int {
        guard bound > 1 else { return 0 }
        let product = next().multipliedFullWidth(by: UInt64(bound))
        return Int(product.high)
    }

    /// True with probability `1/n`.
    package mutating func oneIn(_ n: Int) -> Bool { below(n) == 0 }

    /// An element of a non-empty collection, or nil.
    package mutating func pick<C: RandomAccessCollection>(_ elements: C) -> C.Element? where C.Index == Int {
        guard !elements.isEmpty else { return nil }
        return elements[elements.startIndex + below(elements.count)]
    }

    private func rotateLeft(_ x: UInt64, _ k: UInt64) -> UInt64 { (x << k) | (x >> (64 - k)) }
}
