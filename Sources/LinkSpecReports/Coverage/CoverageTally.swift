/// How many scenarios reached each key (route) of a known list, counting each
/// scenario once per key and only its last attempt.
package struct CoverageTally: Sendable, Equatable {
    /// Every key that can be covered, in the order reports list them.
    package let keys: [String]
    package private(set) var counts: [String: Int] = [:]
    /// Keys scenarios reported that are not in `keys` (a route renamed since, say).
    package private(set) var unknownKeys: [String] = []

    package init(keys: [String]) {
        self.keys = keys
    }

    package mutating func add(scenarioKeys: [String]) {
        // A handful of routes: comparing with the earlier keys is cheaper than a set.
        if scenarioKeys.count > 16 {
            var seen: Set<String> = []
            for key in scenarioKeys where seen.insert(key).inserted { count(key) }
            return
        }
        for (position, key) in scenarioKeys.enumerated() where !scenarioKeys[..<position].contains(key) {
            count(key)
        }
    }

    /// One more scenario reached `key`.
    private mutating func count(_ key: String) {
        if let index = counts.index(forKey: key) {
            counts.values[index] += 1
            return
        }
        counts[key] = 1
        if !keys.contains(key) { unknownKeys.append(key) }
    }

    package func count(of key: String) -> Int { counts[key] ?? 0 }

    /// The same counts against another list of keys (the app's routes, once
    /// a stream names them).
    package func counted(against keys: [String]) -> CoverageTally {
        var tally = CoverageTally(keys: keys)
        tally.counts = counts
        let known = Set(keys)
        tally.unknownKeys = (self.keys.filter { counts[$0] != nil } + unknownKeys).filter { !known.contains($0) }
        return tally
    }

    package var missing: [String] { keys.filter { count(of: $0) == 0 } }

    /// `Routes: 11/12 covered (missing: settings)`.
    package func summaryLine() -> String {
        let missing = missing
        let line = "Routes: \(keys.count - missing.count)/\(keys.count) covered"
        return missing.isEmpty ? line : line + " (missing: \(missing.joined(separator: ", ")))"
    }
}
