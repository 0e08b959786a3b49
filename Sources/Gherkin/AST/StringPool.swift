import LinkSpecPlatform

/// The long strings already made (step texts, names), found again by their
/// bytes, in this file and the files parsed before it: feature files repeat
/// their step texts, and a string of more than 15 bytes is an allocation of its
/// own; from the pool, a repeat is the same string once more.
///
/// Open addressing over a power-of-two table; a slot's bytes are in the pool's
/// own store, so a lookup compares bytes only. The tables wait between parses
/// on a shelf (`StringPoolShelf`), one parse at a time each. A pool that would
/// hold more than `byteLimit` bytes starts again empty.
struct StringPool: ~Copyable {
    private var tables: StringPoolTables
    private let byteLimit: Int

    /// A pool from the shelf (or a new one). 64 KiB of text: every byte kept
    /// is memory touched for the first time, and larger pools cost more in
    /// page faults than they saved (Benchmarks/results/NOTES.md).
    init(byteLimit: Int = 1 << 16) {
        tables = StringPoolShelf.shared.take() ?? StringPoolTables(capacity: 64, byteCapacity: 4096)
        self.byteLimit = byteLimit
    }

    deinit {
        StringPoolShelf.shared.put(tables)
    }

    /// `source[range]` as a string: the one made before for the same bytes, or a
    /// new one. For texts of more than 15 bytes (shorter ones are made in place).
    mutating func string(_ source: _UnsafeBytes, _ range: Range<Int>) -> String {
        precondition(range.count > 15)
        let hash = Self.hash(source, range) | 1
        let mask = tables.capacity - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        while true {
            let key = tables.keys[index]
            if key.hash == 0 { break }
            if key.hash == hash && key.count == range.count && source.elementsEqual(range, tables.bytes, at: key.start) {
                return tables.strings[key.string]
            }
            index = (index + 1) & mask
        }
        let made = source.string(range)
        if tables.bytes.count + range.count > byteLimit {
            tables.removeAll()
        } else {
            tables.insert(made, bytes: source, range, hash: hash, at: index)
        }
        return made
    }

    /// A hash of the length and every byte, eight at a time (the last block
    /// overlaps the one before), for more than eight bytes. Every block: texts
    /// of one length that differ in a few digits inside are common, and a hash
    /// of some of the blocks put hundreds of them in one chain.
    private static func hash(_ bytes: _UnsafeBytes, _ range: Range<Int>) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = UInt64(truncatingIfNeeded: range.count) &* multiplier
        var offset = range.lowerBound
        while offset + 8 < range.upperBound {
            hash = (hash ^ (hash >> 29) ^ bytes.block(at: offset)) &* multiplier
            offset += 8
        }
        hash = (hash ^ (hash >> 29) ^ bytes.block(at: range.upperBound - 8)) &* multiplier
        return hash ^ (hash >> 32)
    }
}
