/// A table keyed by message id that keeps its most recently inserted entry out
/// of the hash table.
///
/// Why: a run's stream is almost sequential. A test case is emitted, one attempt
/// at it starts, its steps start and finish, it finishes and is forgotten; only
/// then does the next one begin. Every lookup in between is for the entry just
/// inserted, so it is answered by comparing two ids (for the short ids of a run,
/// two machine words) instead of hashing a `String` with SipHash and probing.
/// Streams that interleave attempts (`linkspec report` on the messages of a
/// parallel cucumber-js run) still work: an entry pushed out of the recent slot
/// by a newer one moves into the dictionary, and lookups fall back to it.
struct RecentFirstTable<Value> {
    /// The key of the entry inserted last, unless it was removed since; that
    /// entry is in `recentValue`, never also in `older`. Key and value are kept
    /// apart so that checking the key copies nothing.
    private var recentKey: String?
    private var recentValue: Value?
    private var older: [String: Value] = [:]

    var isEmpty: Bool { recentKey == nil && older.isEmpty }

    var count: Int { older.count + (recentKey == nil ? 0 : 1) }

    /// Every value, in no particular order.
    var values: [Value] {
        var all = Array(older.values)
        if let recentValue { all.append(recentValue) }
        return all
    }

    /// The value for `key`; read in place, so using a part of it (`table[id]?.steps`)
    /// does not copy the rest.
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

    /// Runs `body` on the value for `key` in place and returns its result; nil
    /// (and `body` not run) when `key` is not held. A closure rather than a
    /// `_modify` accessor: the accessor's coroutine allocated a frame per call.
    mutating func modify<Result>(_ key: String, _ body: (inout Value) -> Result) -> Result? {
        if recentKey == key, recentValue != nil {
            return body(&recentValue!)
        }
        guard !older.isEmpty, let index = older.index(forKey: key) else { return nil }
        return body(&older.values[index])
    }

    /// Removes and returns the value for `key`, if held.
    @discardableResult
    mutating func removeValue(forKey key: String) -> Value? {
        if recentKey == key {
            recentKey = nil
            return recentValue.take()
        }
        return older.isEmpty ? nil : older.removeValue(forKey: key)
    }
}
