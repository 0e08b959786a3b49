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

    /// Reads (without copying the value when only a part of it is used),
    /// replaces, mutates in place (`table[id]?.field = x`) or, set to nil,
    /// removes the value for `key`. Setting a key that is not held yet makes
    /// it the recent entry.
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
        _modify {
            if recentKey == key {
                // Moved out while it is mutated, so the value's storage (the
                // steps of an attempt) stays uniquely referenced and is not copied.
                var value = recentValue.take()
                defer { store(value, asRecent: key) }
                yield &value
            } else if !older.isEmpty, older[key] != nil {
                yield &older[key]
            } else {
                var value: Value?
                defer { store(value, asRecent: key) }
                yield &value
            }
        }
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

    /// `key` is the recent key or not held at all: it becomes (or stays) the
    /// recent entry with `value`, and an entry it displaces moves to `older`.
    /// A nil `value` leaves the table without `key`.
    private mutating func store(_ value: Value?, asRecent key: String) {
        if recentKey == key {
            guard let value else {
                recentKey = nil
                recentValue = nil
                return
            }
            recentValue = value
            return
        }
        guard let value else { return }
        if let previousKey = recentKey, let previous = recentValue.take() {
            older[previousKey] = previous
        }
        recentKey = key
        recentValue = value
    }
}
