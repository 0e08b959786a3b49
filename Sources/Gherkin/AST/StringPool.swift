import Foundation

/// The strings already made from one source, found again by their bytes.
///
/// A feature file repeats its step texts from scenario to scenario ("the app is
/// launched"): in the benchmark corpus half of the long step texts repeat one
/// earlier in the same file. A string of more than 15 bytes is allocated (and
/// later freed) on its own; from the pool, a repeat is the same string once
/// more. Strings are values, so sharing one is invisible to every reader.
///
/// Open addressing over a power-of-two table. A slot keeps where its string's
/// bytes first occurred in the source, so looking up compares bytes of the
/// source and touches a stored string only to hand it out.
struct StringPool: ~Copyable {
    private struct Key {
        /// Never 0: 0 marks an empty slot.
        var hash: UInt64
        var start: Int
        var count: Int
    }

    private let source: UnsafeBufferPointer<UInt8>
    private var keys: UnsafeMutablePointer<Key>
    /// Initialized where the key is used.
    private var strings: UnsafeMutablePointer<String>
    private var capacity: Int
    private var count = 0

    /// A pool for strings made from `source`, which must outlive it.
    init(source: UnsafeBufferPointer<UInt8>, capacity: Int = 64) {
        self.source = source
        self.capacity = capacity
        keys = .allocate(capacity: capacity)
        keys.initialize(repeating: Key(hash: 0, start: 0, count: 0), count: capacity)
        strings = .allocate(capacity: capacity)
    }

    deinit {
        for index in 0..<capacity where keys[index].hash != 0 {
            (strings + index).deinitialize(count: 1)
        }
        keys.deallocate()
        strings.deallocate()
    }

    /// `source[range]` as a string: the one made before for the same bytes, or a
    /// new one. For texts of more than 15 bytes (shorter ones are made in place).
    mutating func string(_ range: Range<Int>) -> String {
        precondition(range.count > 15)
        let hash = Self.hash(source, range) | 1
        let mask = capacity - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        while true {
            let key = keys[index]
            if key.hash == 0 { break }
            if key.hash == hash && key.count == range.count
                && memcmp(source.baseAddress! + key.start, source.baseAddress! + range.lowerBound, range.count) == 0 {
                return strings[index]
            }
            index = (index + 1) & mask
        }
        let made = UTF8Text.string(source, range)
        keys[index] = Key(hash: hash, start: range.lowerBound, count: range.count)
        (strings + index).initialize(to: made)
        count += 1
        if count * 2 > capacity { grow() }
        return made
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldStrings = strings
        let oldCapacity = capacity
        capacity *= 2
        keys = .allocate(capacity: capacity)
        keys.initialize(repeating: Key(hash: 0, start: 0, count: 0), count: capacity)
        strings = .allocate(capacity: capacity)
        let mask = capacity - 1
        for position in 0..<oldCapacity where oldKeys[position].hash != 0 {
            var index = Int(truncatingIfNeeded: oldKeys[position].hash) & mask
            while keys[index].hash != 0 { index = (index + 1) & mask }
            keys[index] = oldKeys[position]
            (strings + index).moveInitialize(from: oldStrings + position, count: 1)
        }
        oldKeys.deallocate()
        oldStrings.deallocate()
    }

    /// A hash of the length and the first, middle and last eight bytes: cheap,
    /// and step texts that differ mostly differ there; equal hashes are always
    /// confirmed by comparing all the bytes. Only for more than eight bytes.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        let first = ByteBlock(bytes, at: range.lowerBound).bits
        let middle = ByteBlock(bytes, at: range.lowerBound + (range.count - 8) / 2).bits
        let last = ByteBlock(bytes, at: range.upperBound - 8).bits
        var hash = (UInt64(truncatingIfNeeded: range.count) ^ first) &* multiplier
        hash = (hash ^ (hash >> 29) ^ middle) &* multiplier
        hash = (hash ^ (hash >> 29) ^ last) &* multiplier
        return hash ^ (hash >> 32)
    }
}
