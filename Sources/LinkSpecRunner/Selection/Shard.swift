/// `--shard K/N`: the K-th of N parts of the selected scenarios, so N CI machines
/// each run one part. Every scenario is in exactly one part.
package struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// From 1 to `count`.
    package var index: Int
    package var count: Int

    package init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses `K/N`.
    package init?(option: String) {
        let parts = option.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    package var description: String { "\(index)/\(count)" }

    /// The positions (into `weights`, in defined order) that belong to this shard.
    ///
    /// Without weights, deals round-robin: the i-th scenario goes to shard
    /// `i mod N`, so parts differ in size by at most one. With weights (seconds
    /// measured in an earlier run), the longest go first, each to the part with
    /// the least time so far (ties to the lowest part): every machine computes
    /// the same split from the same report.
    package func positions(amongCount total: Int, weights: [Double]? = nil) -> [Int] {
        guard let weights, weights.count == total else {
            return Array(stride(from: index - 1, to: total, by: count))
        }
        let longestFirst = (0..<total).sorted { left, right in
            weights[left] != weights[right] ? weights[left] > weights[right] : left < right
        }
        var load = [Double](repeating: 0, count: count)
        var mine: [Int] = []
        for position in longestFirst {
            let lightest = load.indices.min { load[$0] < load[$1] } ?? 0
            load[lightest] += weights[position]
            if lightest == index - 1 { mine.append(position) }
        }
        return mine.sorted()
    }
}
