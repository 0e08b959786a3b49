/// A table keyed by message id that keeps its most recently inserted entry out
/// of the hash table: in a run's stream a test case and its attempt are
/// emitted, used and forgotten before the next begins, so nearly every lookup
/// compares two short ids instead of hashing a `String`. Interleaved attempts
/// (a parallel cucumber-js run's stream) still work: an entry pushed out of
/// the recent slot moves into the dictionary.
struct RecentFirstTable<Value> {
    /// The key of the entry inserted last, unless removed since; its value is
    /// in `recentValue`, never also in `older`.
    private var recentKey: String?
    private var recentValue: Value?
    private var older: [String: Value] = [:]

    /// Every value, in no particular order.
    var values: [Value] {
        Array(older.values) + [recentValue].compactMap { $0 }
    }

    /// Read in place, so using a part of it (`table[id]?.steps`) copies nothing else.
    subscript(key: String) -> Value? {
        _read {
            if recentKey == key {
                yield recentValue
            } else if older.isEmpty {
                yield nil
            } else {
                yield older[key]
            }
        }
    }

    /// Holds `value` for `key`, as the recent entry when `key` was not held.
    mutating func insert(_ value: Value, for key: String) {
        if recentKey == key {
            recentValue = value
        } else if !older.isEmpty, older[key] != nil {
            older[key] = value
        } else {
            if let previousKey = recentKey, let previous = recentValue.take() {
                older[previousKey] = previous
            }
            recentKey = key
            recentValue = value
        }
    }

    /// Runs `body` on the value for `key` in place; nil when `key` is not held.
    /// (A `_modify` accessor's coroutine allocated a frame per call.)
    mutating func modify<Result>(_ key: String, _ body: (inout Value) -> Result) -> Result? {
        if recentKey == key, recentValue != nil {
            return body(&recentValue!)
        }
        guard !older.isEmpty, let index = older.index(forKey: key) else { return nil }
        return body(&older.values[index])
    }

    @discardableResult
    mutating func removeValue(forKey key: String) -> Value? {
        if recentKey == key {
            recentKey = nil
            return recentValue.take()
        }
        return older.isEmpty ? nil : older.removeValue(forKey: key)
    }
}
