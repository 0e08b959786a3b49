/// "Did you mean": the one rule for every suggestion linkspec makes, so the
/// same typo gets the same answer everywhere.
package enum Spelling {
    /// The letters (Unicode scalars) to change, insert or remove to turn one
    /// text into the other (Levenshtein).
    package static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The known name closest to `name`, compared without case, if one is
    /// close enough to be what was meant: at most a third of the longer
    /// one's letters wrong ('Setings' -> 'Settings', 'CHAT' -> 'chat'). The
    /// first of equally close names, in `known`'s order.
    package static func closest(to name: String, among known: [String]) -> String? {
        let lowered = name.lowercased()
        let length = lowered.unicodeScalars.count
        var best: (name: String, share: Double)?
        for candidate in known where !candidate.isEmpty {
            let other = candidate.lowercased()
            let longer = max(length, other.unicodeScalars.count)
            // Lengths alone too far apart: no need to count the letters.
            guard 3 * abs(length - other.unicodeScalars.count) <= longer else { continue }
            let share = Double(distance(lowered, other)) / Double(longer)
            if share <= 1.0 / 3, share < (best?.share ?? 2) { best = (candidate, share) }
        }
        return best?.name
    }
}

/// ` (did you mean 'settings'?)` when one known name is a close misspelling
/// (`Spelling.closest`: the rule every suggestion follows).
package func suggestion(_ name: String, _ known: Set<String>) -> String {
    Spelling.closest(to: name, among: known.sorted()).map { " (did you mean '\($0)'?)" } ?? ""
}
